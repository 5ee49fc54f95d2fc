import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { rowsOf } from '../../platform/sql.ts';
import { loginAs } from '../../test/login-as.ts';
import { photoBody, png } from '../../test/photo-upload.ts';
import { setupTestApp } from '../../test/test-app.ts';

const t = setupTestApp();
const PARIS = '001002001';
const LOUVRE = { latitude: 48.8606, longitude: 2.3376 };

let catalogue: Record<string, string>;
let partnerId: number;
let parisId: number;

beforeAll(async () => {
  catalogue = (await loginAs(t.app, 'catalogue-admin')).headers;
  const partners = await t.get(apiPaths.admin.partners.href(), { type: 'hotel' }, catalogue);
  expect(partners.statusCode, partners.body).toBe(200);
  const vendor = (partners.json().data as { partnerId: number; type: string | null }[]).find((p) => p.type === 'hotel');
  partnerId = vendor!.partnerId;
  parisId = rowsOf<{ id: number }>(await t.db.execute(sql`select id from cities where code = ${PARIS}`))[0]!.id;
});

const newHotel = (over: Record<string, unknown> = {}) => ({ partnerId, cityCode: PARIS, name: '루브르 정원 호텔', address: '12 Rue de Rivoli, 75001 Paris', ...LOUVRE, ...over });
const create = (body: object) => t.call('POST', apiPaths.admin.hotels.href(), catalogue, body);
const addRoom = (propertyId: number, body: object) => t.call('POST', apiPaths.admin.hotelRooms.href(propertyId), catalogue, body);
const setStatus = (propertyId: number, body: object) => t.call('PATCH', apiPaths.admin.hotelStatus.href(propertyId), catalogue, body);
const detail = async (propertyId: number) => (await t.get(apiPaths.admin.hotel.href(propertyId), {}, catalogue)).json().data;
const publicPage = (uuid: string) => t.get(apiPaths.hotels.property.href(uuid));
const suggestions = async (input: string) =>
  (await t.app.inject({ method: 'GET', url: `${apiUrl(apiPaths.search.citiesAndHotels.href())}?searchInput=${encodeURIComponent(input)}` })).json().data.properties as { propertyId: number; name: string }[];
const parisResults = async () => {
  const res = await t.get(apiPaths.hotels.search.href(), { cityId: parisId, sort: 'price', page: 1 });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { content: { propertyUuid: string }[]; totalElements: number };
};
const uploadPhoto = async (propertyId: number, alt: string) => {
  const body = photoBody(await png('#3366cc'), alt);
  return t.app.inject({ method: 'POST', url: apiUrl(apiPaths.admin.hotelPhotos.href(propertyId)), headers: { ...catalogue, 'content-type': body.contentType }, payload: body.payload });
};
const ROOM = { name: '디럭스 더블', bedText: '더블 침대 1개', sizeM2: 22, maxAdults: 2, units: 8, price: 280_000 };

describe('the operator creates, fills, publishes and suspends a managed hotel', () => {
  it('makes a draft only the back office sees, puts it on sale with its room types and photo, and takes it off, every step in the log', async () => {
    const created = await create(newHotel({ name: '튈르리 산책 호텔', nameEn: 'Hotel Tuileries Walk', starRating: 4 }));
    expect(created.statusCode, created.body).toBe(200);
    const { propertyId, propertyUuid, status } = created.json().data;
    expect(status).toBe('draft');
    expect((await publicPage(propertyUuid)).statusCode).toBe(404);
    expect((await suggestions('튈르리')).map((p) => p.propertyId)).not.toContain(propertyId);

    const noRoom = await setStatus(propertyId, { status: 'published' });
    expect([noRoom.statusCode, noRoom.json().error.message]).toEqual([422, '객실을 하나 이상 등록해야 판매할 수 있습니다.']);
    const deluxe = await addRoom(propertyId, { ...ROOM, roomCode: 'dbl-dlx', rateCode: 'BAR' });
    expect(deluxe.statusCode, deluxe.body).toBe(200);
    const family = await addRoom(propertyId, { name: '패밀리 트리플', bedText: '더블 1개, 싱글 1개', sizeM2: 30, maxAdults: 3, maxOccupancy: 4, units: 3, price: 360_000, breakfastIncluded: true, roomCode: 'TRP-FAM' });
    expect(family.statusCode, family.body).toBe(200);
    // The supplier's room code is once per hotel, however it is typed.
    const twice = await addRoom(propertyId, { ...ROOM, name: '디럭스 더블 2', roomCode: 'DBL-DLX' });
    expect([twice.statusCode, twice.json().error.details]).toEqual([422, [{ path: 'body.roomCode', message: '이 호텔에 이미 있는 객실 코드입니다 (DBL-DLX).' }]]);
    const noPhoto = await setStatus(propertyId, { status: 'published' });
    expect([noPhoto.statusCode, noPhoto.json().error.message]).toEqual([422, '사진을 한 장 이상 올려야 판매할 수 있습니다.']);
    const photo = await uploadPhoto(propertyId, '튈르리 정원이 보이는 객실');
    expect(photo.statusCode, photo.body).toBe(200);
    const [cover] = photo.json().data as { path: string }[];
    expect(cover!.path).toMatch(/^hotel-photos\/[A-Za-z0-9_-]{24}\.png$/);

    const draft = await detail(propertyId);
    expect(draft).toMatchObject({ propertyId, status: 'draft', name: '튈르리 산책 호텔', nameEn: 'Hotel Tuileries Walk', starRating: 4, minPrice: 280_000, city: { name: '파리' } });
    expect(draft.rooms.map((r: { name: string; roomCode: string; rateCode: string; maxOccupancy: number }) => [r.name, r.roomCode, r.rateCode, r.maxOccupancy])).toEqual([
      ['디럭스 더블', 'DBL-DLX', 'BAR', 2],
      ['패밀리 트리플', 'TRP-FAM', '', 4],
    ]);

    const before = (await parisResults()).totalElements;
    expect((await setStatus(propertyId, { status: 'published' })).statusCode).toBe(200);
    const page = await publicPage(propertyUuid);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({ nameTranslations: { 'ko-KR': '튈르리 산책 호텔', 'en-US': 'Hotel Tuileries Walk' }, starRating: 4 });
    expect(page.json().data.images[0]).toBe(cover!.path);
    expect(await suggestions('튈르리')).toContainEqual(expect.objectContaining({ propertyId, name: '튈르리 산책 호텔' }));
    expect((await parisResults()).totalElements).toBe(before + 1);

    // A cheaper room type shows at once as the hotel's price.
    const cheaper = await t.call('PATCH', apiPaths.admin.hotelRoom.href(propertyId, deluxe.json().data.roomId), catalogue, { price: 240_000, rateCode: 'bar-flex' });
    expect(cheaper.json().data).toMatchObject({ price: 240_000, rateCode: 'BAR-FLEX' });
    expect((await detail(propertyId)).minPrice).toBe(240_000);

    const noReason = await setStatus(propertyId, { status: 'suspended' });
    expect([noReason.statusCode, noReason.json().error.message]).toEqual([400, '판매 중지 사유를 입력해 주세요.']);
    expect((await setStatus(propertyId, { status: 'suspended', reason: '공급사 계약 종료' })).statusCode).toBe(200);
    expect((await publicPage(propertyUuid)).statusCode).toBe(404);
    expect((await suggestions('튈르리')).map((p) => p.propertyId)).not.toContain(propertyId);
    expect((await parisResults()).totalElements).toBe(before);

    const timeline = (await t.get(apiPaths.admin.hotelAudit.href(propertyId), {}, catalogue)).json().data as { action: string; reason: string | null; changes: { field: string; before: unknown; after: unknown }[] }[];
    expect(timeline.map((e) => e.action)).toEqual(['hotel.create', 'room.create', 'room.create', 'hotel.photo_add', 'hotel.publish', 'room.update', 'hotel.suspend']);
    expect(timeline[5]!.changes).toEqual([
      { field: 'price', before: 280_000, after: 240_000 },
      { field: 'rateCode', before: 'BAR', after: 'BAR-FLEX' },
    ]);
    expect(timeline[6]).toMatchObject({ reason: '공급사 계약 종료', changes: [{ field: 'status', before: '판매 중', after: '판매 중지' }] });
  });

  it('refuses a place that does not tell the truth and leaves the old values', async () => {
    const outside = await create(newHotel({ latitude: 51.5072, longitude: -0.1276 }));
    expect(outside.statusCode).toBe(422);
    expect(outside.json().error.details[0].path).toBe('body.latitude');
    expect(outside.json().error.details[0].message).toContain('파리');

    const { propertyId } = (await create(newHotel({ name: '방돔 광장 호텔' }))).json().data;
    const londonArea = rowsOf<{ id: number }>(await t.db.execute(sql`select id from neighborhoods where city_code <> ${PARIS} order by id limit 1`))[0]!.id;
    const elsewhere = await t.call('PATCH', apiPaths.admin.hotel.href(propertyId), catalogue, { neighborhoodId: londonArea, name: '바뀌면 안 되는 이름' });
    expect([elsewhere.statusCode, elsewhere.json().error.details]).toEqual([422, [{ path: 'body.neighborhoodId', message: '이 도시의 지역을 골라 주세요.' }]]);
    expect((await detail(propertyId)).name).toBe('방돔 광장 호텔');

    const fewer = await addRoom(propertyId, { ...ROOM, maxAdults: 3, maxOccupancy: 2 });
    expect([fewer.statusCode, fewer.json().error.details?.[0]?.message]).toEqual([400, '최대 인원은 최대 성인 수 이상이어야 합니다.']);
    expect((await detail(propertyId)).rooms).toEqual([]);
  });

  it('keeps the operators’ memos on the hotel, newest first, each in the log', async () => {
    const { propertyId } = (await create(newHotel({ name: '메모 남길 호텔' }))).json().data;
    const first = await t.call('POST', apiPaths.admin.hotelMemos.href(propertyId), catalogue, { body: '공급사 담당자: 마리 (+33 1 23 45 67 89)' });
    expect(first.statusCode, first.body).toBe(200);
    await t.call('POST', apiPaths.admin.hotelMemos.href(propertyId), catalogue, { body: '12월 리노베이션으로 3층 객실 판매 안 함' });
    const empty = await t.call('POST', apiPaths.admin.hotelMemos.href(propertyId), catalogue, { body: '  ' });
    expect([empty.statusCode, empty.json().error.message]).toEqual([400, '메모을(를) 입력해 주세요.']);
    const memos = (await t.get(apiPaths.admin.hotelMemos.href(propertyId), {}, catalogue)).json().data as { body: string; author: { name: string } }[];
    expect(memos.map((m) => m.body)).toEqual(['12월 리노베이션으로 3층 객실 판매 안 함', '공급사 담당자: 마리 (+33 1 23 45 67 89)']);
    expect(memos[0]!.author.name).not.toBe('');
    const timeline = (await t.get(apiPaths.admin.hotelAudit.href(propertyId), {}, catalogue)).json().data as { action: string }[];
    expect(timeline.filter((e) => e.action === 'hotel.memo')).toHaveLength(2);
    expect((await t.get(apiPaths.admin.hotelMemos.href(999_999_999), {}, catalogue)).statusCode).toBe(404);
  });
});

describe('the hotels list', () => {
  it('lists hotels by status and name, downloads the same rows, and changes the sale of chosen ones all or none', async () => {
    const a = (await create(newHotel({ name: '가나다 목록 호텔' }))).json().data.propertyId;
    const b = (await create(newHotel({ name: '하하하 목록 호텔' }))).json().data.propertyId;
    const page = await t.get(apiPaths.admin.hotels.href(), { status: 'draft', q: '목록 호텔', sort: 'name' }, catalogue);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.content.map((r: { propertyId: number }) => r.propertyId)).toEqual([a, b]);
    expect(page.json().data.content[0]).toMatchObject({ status: 'draft', rooms: 0, minPrice: 0, city: { name: '파리' }, partner: { id: partnerId } });

    const xls = await t.app.inject({ method: 'GET', url: `${apiUrl(apiPaths.admin.hotelsXls.href())}?status=draft&q=${encodeURIComponent('목록 호텔')}&sort=name`, headers: catalogue });
    expect(xls.statusCode, xls.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xls.rawPayload as unknown as ExcelJS.Buffer);
    const names: unknown[] = [];
    workbook.worksheets[0]!.eachRow((row, n) => void (n > 1 && names.push(row.getCell(2).value)));
    expect(names).toEqual(['가나다 목록 호텔', '하하하 목록 호텔']);

    const seeded = rowsOf<{ propertyId: number; uuid: string }>(await t.db.execute(sql`select property_id as "propertyId", uuid from hotels where status = 'published' order by property_id limit 1`))[0]!;
    // A draft cannot be suspended: the change names it, and the seeded hotel before it in the list stays on sale.
    const refused = await t.call('PATCH', apiPaths.admin.hotelsStatus.href(), catalogue, { ids: [seeded.propertyId, a], status: 'suspended', reason: '점검' });
    expect([refused.statusCode, refused.json().error.message]).toEqual([409, `${a}번 상품: 작성 중인 호텔은 판매 중지할 수 없습니다. 판매를 시작하지 않았다면 그대로 두면 됩니다.`]);
    expect((await publicPage(seeded.uuid)).statusCode).toBe(200);
    const done = await t.call('PATCH', apiPaths.admin.hotelsStatus.href(), catalogue, { ids: [seeded.propertyId], status: 'suspended', reason: '점검' });
    expect(done.json().data).toEqual({ changed: 1 });
    expect((await publicPage(seeded.uuid)).statusCode).toBe(404);
    await t.call('PATCH', apiPaths.admin.hotelStatus.href(seeded.propertyId), catalogue, { status: 'published' });
    expect((await publicPage(seeded.uuid)).statusCode).toBe(200);
  });
});

describe('a hotel vendor taken out of business', () => {
  it('takes its hotels off sale in the same change, each audited with the reason', async () => {
    const vendor = await t.call('POST', apiPaths.admin.partners.href(), catalogue, {
      loginId: 'seine.hotels',
      password: 'seine1234!',
      name: '센강호텔공급사',
      type: 'hotel',
      businessName: '센강 호텔 공급',
      representative: '박센강',
      businessNumber: '1248100998',
      mailOrderNumber: '해당 없음 (해외 사업자)',
      businessAddress: '프랑스 파리 7구',
      contactPhone: '+33 1 98 76 54 32',
      contactEmail: 'seine.hotels@example.com',
      bankName: '하나은행',
      accountHolder: '박센강',
      accountNumber: '123-456789-01234',
      commissionRate: 15,
    });
    expect(vendor.statusCode, vendor.body).toBe(200);
    const vendorId = vendor.json().data.partnerId as number;
    const { propertyId, propertyUuid } = (await create(newHotel({ partnerId: vendorId, name: '센강 전망 호텔' }))).json().data;
    expect((await addRoom(propertyId, ROOM)).statusCode).toBe(200);
    expect((await uploadPhoto(propertyId, '센강이 보이는 객실')).statusCode).toBe(200);
    expect((await setStatus(propertyId, { status: 'published' })).statusCode).toBe(200);
    expect((await publicPage(propertyUuid)).statusCode).toBe(200);
    expect((await t.get(apiPaths.admin.partner.href(vendorId), {}, catalogue)).json().data.products).toEqual({ stays: 0, tours: 0, hotels: 1 });

    const stopped = await t.call('PATCH', apiPaths.admin.partner.href(vendorId), catalogue, { status: 'suspended', reason: '계약 종료' });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect((await publicPage(propertyUuid)).statusCode).toBe(404);
    expect((await detail(propertyId)).status).toBe('suspended');
    const timeline = (await t.get(apiPaths.admin.hotelAudit.href(propertyId), {}, catalogue)).json().data as { action: string; reason: string | null }[];
    expect(timeline.at(-1)).toMatchObject({ action: 'hotel.suspend', reason: '파트너 거래 중지: 계약 종료' });
  });
});
