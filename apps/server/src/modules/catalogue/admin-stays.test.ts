import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { rowsOf } from '../../platform/sql.ts';
import { loginAs } from '../../test/login-as.ts';
import { photoBody, png } from '../../test/photo-upload.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { checkLocation } from './stay-location.ts';

const t = setupTestApp();
const PARIS = '001002001';
/** A place in Paris (Montparnasse), and one in London. */
const IN_PARIS = { latitude: 48.8422, longitude: 2.3211 };
const IN_LONDON = { latitude: 51.5074, longitude: -0.1278 };

let catalogue: Record<string, string>;
let partnerId: number;

beforeAll(async () => {
  catalogue = (await loginAs(t.app, 'catalogue-admin')).headers;
  const partners = await t.get(apiPaths.admin.partners.href(), { type: 'stay', q: 'partner' }, catalogue);
  expect(partners.statusCode, partners.body).toBe(200);
  partnerId = partners.json().data[0].partnerId;
});

const newStay = (over: Record<string, unknown> = {}) => ({ partnerId, cityCode: PARIS, name: '솔베이지 민박', address: '프랑스 파리 몽파르나스 12번지 3층', ...IN_PARIS, ...over });
const create = (body: object) => t.call('POST', apiPaths.admin.stays.href(), catalogue, body);
const addRoom = (goodsNo: number, body: object) => t.call('POST', apiPaths.admin.stayRooms.href(goodsNo), catalogue, body);
const setStatus = (goodsNo: number, body: object) => t.call('PATCH', apiPaths.admin.stayStatus.href(goodsNo), catalogue, body);
const suggestions = async (input: string) => (await t.app.inject({ method: 'GET', url: `/api/v2/${apiPaths.search.citiesAndStays.href()}?searchInput=${encodeURIComponent(input)}` })).json().data.products as { goodsno: number; goodsnm: string }[];
const publicPage = (goodsNo: number) => t.get(apiPaths.stays.property.href(goodsNo));

const uploadPhoto = async (goodsNo: number, alt: string, file?: Buffer, name?: string, type?: string) => {
  const body = photoBody(file ?? (await png()), alt, name, type);
  return t.app.inject({ method: 'POST', url: apiUrl(apiPaths.admin.stayPhotos.href(goodsNo)), headers: { ...catalogue, 'content-type': body.contentType }, payload: body.payload });
};
const uploadedFiles = async () => readdir(path.join(t.config.uploadsDir, 'stay-photos')).catch(() => [] as string[]);

describe('the operator creates, fills, publishes and suspends a stay', () => {
  it('makes a draft only the back office sees, then puts it on sale and takes it off, every step in the log', async () => {
    const created = await create({ ...newStay({ name: '솔베이지 하우스' }), locations: ['몽파르나스역 도보 3분'] });
    expect(created.statusCode, created.body).toBe(200);
    const { goodsNo, status } = created.json().data;
    expect(status).toBe('draft');
    expect(goodsNo).toBeGreaterThan(1000);

    // A draft: not on its page, not in the suggestions.
    expect((await publicPage(goodsNo)).statusCode).toBe(404);
    expect((await suggestions('솔베')).map((p) => p.goodsno)).not.toContain(goodsNo);

    // Not on sale without a room.
    const early = await setStatus(goodsNo, { status: 'published' });
    expect([early.statusCode, early.json().error.message]).toEqual([422, '객실을 하나 이상 등록해야 판매할 수 있습니다.']);

    const room = await addRoom(goodsNo, { name: '2인실', unitType: 'room', units: 2, maxGuests: 2, price: 120_000 });
    expect(room.statusCode, room.body).toBe(200);
    expect(room.json().data.roomId).toEqual(expect.any(Number));
    const beds = await addRoom(goodsNo, { name: '여성 도미토리', unitType: 'bed', units: 6, maxGuests: 1, price: 45_000, gender: 'female' });
    expect(beds.statusCode, beds.body).toBe(200);

    const detail = (await t.get(apiPaths.admin.stay.href(goodsNo), {}, catalogue)).json().data;
    expect(detail).toMatchObject({ goodsNo, status: 'draft', minPrice: 45_000, city: { code: PARIS, name: '파리' }, locations: ['몽파르나스역 도보 3분'] });
    expect(detail.rooms.map((r: { name: string; unitType: string }) => [r.name, r.unitType])).toEqual([['2인실', 'room'], ['여성 도미토리', 'bed']]);

    // Nor without a photo.
    const noPhoto = await setStatus(goodsNo, { status: 'published' });
    expect([noPhoto.statusCode, noPhoto.json().error.message]).toEqual([422, '사진을 한 장 이상 올려야 판매할 수 있습니다.']);
    const photo = await uploadPhoto(goodsNo, '솔베이지 하우스 건물 외관');
    expect(photo.statusCode, photo.body).toBe(200);
    expect(photo.json().data).toEqual([{ photoId: expect.any(Number), path: expect.stringMatching(/^stay-photos\/[A-Za-z0-9_-]{24}\.png$/), alt: '솔베이지 하우스 건물 외관' }]);

    const published = await setStatus(goodsNo, { status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    const page = await publicPage(goodsNo);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.goodsImgPath).toBe(photo.json().data[0].path);
    expect(await suggestions('솔베')).toContainEqual({ goodsno: goodsNo, goodsnm: '솔베이지 하우스' });

    const noReason = await setStatus(goodsNo, { status: 'suspended' });
    expect([noReason.statusCode, noReason.json().error.message]).toEqual([400, '판매 중지 사유를 입력해 주세요.']);
    const suspended = await setStatus(goodsNo, { status: 'suspended', reason: '소방 점검 미통과' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await publicPage(goodsNo)).statusCode).toBe(404);
    expect((await suggestions('솔베')).map((p) => p.goodsno)).not.toContain(goodsNo);

    const timeline = (await t.get(apiPaths.admin.stayAudit.href(goodsNo), {}, catalogue)).json().data as { action: string; reason: string | null; changes: { field: string; before: unknown; after: unknown }[] }[];
    expect(timeline.map((e) => e.action)).toEqual(['stay.create', 'room.create', 'room.create', 'stay.photo_add', 'stay.publish', 'stay.suspend']);
    // A guesthouse's name and address are the business's: the log keeps them (a guest's would be hidden).
    expect(timeline[0]!.changes).toContainEqual({ field: 'name', before: null, after: '솔베이지 하우스' });
    expect(timeline[4]!.changes).toEqual([{ field: 'status', before: '작성 중', after: '판매 중' }]);
    expect(timeline[5]).toMatchObject({ reason: '소방 점검 미통과', changes: [{ field: 'status', before: '판매 중', after: '판매 중지' }] });
  });

  it('lists stays by status and name, sorted as asked', async () => {
    const a = (await create(newStay({ name: '가나다 목록 민박' }))).json().data.goodsNo;
    const b = (await create(newStay({ name: '하하하 목록 민박' }))).json().data.goodsNo;
    const page = await t.get(apiPaths.admin.stays.href(), { status: 'draft', q: '목록 민박', sort: 'name' }, catalogue);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.content.map((s: { goodsNo: number }) => s.goodsNo)).toEqual([a, b]);
    expect(page.json().data.content[0]).toMatchObject({ status: 'draft', rooms: 0, minPrice: 0, city: { name: '파리' } });
    const recent = await t.get(apiPaths.admin.stays.href(), { status: 'draft', q: '목록 민박' }, catalogue);
    expect(recent.json().data.content.map((s: { goodsNo: number }) => s.goodsNo)).toEqual([b, a]);
  });
});

describe('a location tells the truth', () => {
  it('refuses coordinates outside the city, and a landmark of another city, on the field', async () => {
    const outside = await create(newStay(IN_LONDON));
    expect(outside.statusCode).toBe(422);
    expect(outside.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: '좌표가 파리 지역 밖에 있습니다. 주소의 위도와 경도를 다시 확인해 주세요.',
      details: [{ path: 'body.latitude', message: '좌표가 파리 지역 밖에 있습니다. 주소의 위도와 경도를 다시 확인해 주세요.' }],
    });
    const bigBen = await create(newStay({ locations: ['빅벤 도보 5분'] }));
    expect([bigBen.statusCode, bigBen.json().error.message]).toEqual([422, "'빅벤'은(는) 런던의 장소입니다. 파리의 역이나 명소를 적어 주세요."]);
    const kingsCross = await create(newStay({ locations: ['북역 도보 3분', '킹스크로스역 지하철 10분'] }));
    expect([kingsCross.statusCode, kingsCross.json().error.message]).toEqual([422, "'킹스크로스역'은(는) 런던의 장소입니다. 파리의 역이나 명소를 적어 주세요."]);
    const count = async () => rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from stays where name = '솔베이지 민박'`))[0]!.n;
    expect(await count()).toBe(0);
  });

  it("takes the city's own stations, a name two cities share, and the operator's own words", async () => {
    const paris = await create(newStay({ name: '북역 앞 민박', locations: ['북역 도보 3분', '마레 중심가', '공항버스 정류장 도보 2분'] }));
    expect(paris.statusCode, paris.body).toBe(200);
    // 중앙역 is a neighbourhood of Milan, of Naples and of Munich: a Munich stay may name its own.
    const munich = await create(newStay({ name: '뮌헨 중앙역 민박', cityCode: '001006001', latitude: 48.1402, longitude: 11.5586, locations: ['중앙역 도보 5분'] }));
    expect(munich.statusCode, munich.body).toBe(200);
  });

  it('keeps the old values when an edit moves the stay out of its city', async () => {
    const goodsNo = (await create(newStay({ name: '제자리 민박' }))).json().data.goodsNo;
    const moved = await t.call('PATCH', apiPaths.admin.stay.href(goodsNo), catalogue, { ...IN_LONDON, description: '런던으로 옮김' });
    expect(moved.statusCode).toBe(422);
    const after = (await t.get(apiPaths.admin.stay.href(goodsNo), {}, catalogue)).json().data;
    expect(after).toMatchObject({ ...IN_PARIS, description: '' });
    // Moved with its city, it is told the truth.
    const london = await t.call('PATCH', apiPaths.admin.stay.href(goodsNo), catalogue, { cityCode: '001001001', ...IN_LONDON });
    expect(london.statusCode, london.body).toBe(200);
    expect(london.json().data.city).toEqual({ code: '001001001', name: '런던' });
  });

  it('places every seeded stay inside its city, by the same rule', async () => {
    const outside = rowsOf<{ goods_no: number }>(
      await t.db.execute(sql`select s.goods_no from stays s join cities c on c.code = s.city_code
        where s.latitude is null or not (s.latitude between c.area_south and c.area_north and s.longitude between c.area_west and c.area_east)`),
    );
    expect(outside).toEqual([]);
    // And no stay's card names a landmark or neighbourhood of another city (the rule an edit is checked by).
    const seeded = rowsOf<{ goods_no: number; city_code: string; latitude: number; longitude: number; locations: string[] }>(
      await t.db.execute(sql`select goods_no, city_code, latitude, longitude, locations from stays order by goods_no`),
    );
    const refused: string[] = [];
    for (const s of seeded) {
      await checkLocation(t.db, { cityCode: s.city_code, latitude: s.latitude, longitude: s.longitude, locations: s.locations }).catch((error: Error) => refused.push(`${s.goods_no}: ${error.message}`));
    }
    expect(refused).toEqual([]);
  });
});

describe("a stay's photos", () => {
  it('orders them with the cover first, as the public page shows, and describes and removes them', async () => {
    const goodsNo = (await create(newStay({ name: '사진 순서 민박' }))).json().data.goodsNo;
    const first = (await uploadPhoto(goodsNo, '외관', await png('#aa0000'))).json().data[0];
    const photos = (await uploadPhoto(goodsNo, '객실', await png('#00aa00'))).json().data as { photoId: number; path: string }[];
    const second = photos[1]!;
    const cover = async () => rowsOf<{ image_path: string; images: string[] }>(await t.db.execute(sql`select image_path, images from stays where goods_no = ${goodsNo}`))[0]!;
    expect(await cover()).toEqual({ image_path: first.path, images: [first.path, second.path] });

    const ordered = await t.call('PUT', apiPaths.admin.stayPhotos.href(goodsNo), catalogue, { photoIds: [second.photoId, first.photoId] });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(await cover()).toEqual({ image_path: second.path, images: [second.path, first.path] });
    const partial = await t.call('PUT', apiPaths.admin.stayPhotos.href(goodsNo), catalogue, { photoIds: [second.photoId] });
    expect([partial.statusCode, partial.json().error.code]).toEqual([409, 'CONFLICT']);

    const described = await t.call('PATCH', apiPaths.admin.stayPhoto.href(goodsNo, first.photoId), catalogue, { alt: '건물 외관 (정면)' });
    expect(described.json().data[1]).toMatchObject({ photoId: first.photoId, alt: '건물 외관 (정면)' });

    const files = await uploadedFiles();
    expect(files).toContain(path.basename(second.path));
    const removed = await t.call('DELETE', apiPaths.admin.stayPhoto.href(goodsNo, second.photoId), catalogue);
    expect(removed.json().data.map((p: { photoId: number }) => p.photoId)).toEqual([first.photoId]);
    expect(await cover()).toEqual({ image_path: first.path, images: [first.path] });
    expect(await uploadedFiles()).not.toContain(path.basename(second.path));
  });

  it('keeps no file and no row of a refused upload', async () => {
    const goodsNo = (await create(newStay({ name: '실패 사진 민박' }))).json().data.goodsNo;
    const before = await uploadedFiles();
    const text = await uploadPhoto(goodsNo, '문서', Buffer.from('not an image'), 'notes.txt', 'text/plain');
    expect(text.statusCode).toBe(415);
    const longAlt = await uploadPhoto(goodsNo, '가'.repeat(121));
    expect([longAlt.statusCode, longAlt.json().error.message]).toEqual([400, '사진 설명은 120자 이하로 입력해 주세요.']);
    const noStay = await uploadPhoto(999_999_999, '외관');
    expect(noStay.statusCode).toBe(404);
    expect(await uploadedFiles()).toEqual(before);
    expect((await t.get(apiPaths.admin.stay.href(goodsNo), {}, catalogue)).json().data.photos).toEqual([]);
  });
});

describe('GET admin/cities', () => {
  it('lists every city with its country and the area its products must lie in', async () => {
    const res = await t.get(apiPaths.admin.cities.href(), {}, catalogue);
    expect(res.statusCode, res.body).toBe(200);
    const paris = res.json().data.find((c: { code: string }) => c.code === PARIS);
    expect(paris).toMatchObject({ name: '파리', nameEn: 'Paris', country: '프랑스', timeZone: 'Europe/Paris' });
    expect(paris.area.south).toBeLessThan(48.8566);
    expect(paris.area.north).toBeGreaterThan(48.8566);
    expect(paris.area.north).toBeLessThan(IN_LONDON.latitude);
  });
});

describe('POST admin/cities', () => {
  const PORTO = { countryCode: '001004', nameKo: '포르투갈리아', nameEn: 'Portugalia', timeZone: 'Europe/Madrid', area: { south: 41.0, west: -8.8, north: 41.3, east: -8.4 } };

  it("adds a city with the country's next code, where a stay is then placed and found once on sale", async () => {
    const created = await t.call('POST', apiPaths.admin.cities.href(), catalogue, PORTO);
    expect(created.statusCode, created.body).toBe(200);
    const city = created.json().data;
    expect(city).toMatchObject({ countryCode: '001004', name: '포르투갈리아', country: '스페인', timeZone: 'Europe/Madrid', area: PORTO.area });
    const codes = rowsOf<{ code: string }>(await t.db.execute(sql`select code from cities where country_code = '001004' order by code`)).map((r) => r.code);
    expect(city.code).toBe(codes.at(-1));
    expect(Number(city.code.slice(6))).toBe(Number(codes.at(-2)!.slice(6)) + 1);
    expect((await t.get(apiPaths.admin.cities.href(), {}, catalogue)).json().data.map((c: { code: string }) => c.code)).toContain(city.code);

    const twice = await t.call('POST', apiPaths.admin.cities.href(), catalogue, PORTO);
    expect([twice.statusCode, twice.json().error.message]).toEqual([422, "이 국가에 '포르투갈리아' 도시가 이미 있습니다."]);

    // Its area is the truth: a stay in Paris's place is refused there, one inside is taken.
    const astray = await create(newStay({ cityCode: city.code, ...IN_PARIS }));
    expect([astray.statusCode, astray.json().error.message]).toEqual([422, '좌표가 포르투갈리아 지역 밖에 있습니다. 주소의 위도와 경도를 다시 확인해 주세요.']);
    const goodsNo = (await create(newStay({ cityCode: city.code, name: '도우루 강변 민박', latitude: 41.14, longitude: -8.61 }))).json().data.goodsNo;
    await addRoom(goodsNo, { name: '2인실', unitType: 'room', units: 1, maxGuests: 2, price: 70_000 });
    await uploadPhoto(goodsNo, '강변 풍경');
    expect((await setStatus(goodsNo, { status: 'published' })).statusCode).toBe(200);
    const found = (await t.app.inject({ method: 'GET', url: `/api/v2/${apiPaths.search.citiesAndStays.href()}?searchInput=${encodeURIComponent('포르투갈')}` })).json().data;
    expect(found.cities.map((c: { city: string }) => c.city)).toContain(city.code);

    const log = (await t.get(apiPaths.admin.audit.href(), { targetType: 'city', targetId: city.code }, (await loginAs(t.app, 'admin')).headers)).json().data.content;
    expect(log).toMatchObject([{ action: 'city.create', target: { type: 'city', id: city.code, label: '포르투갈리아' } }]);
  });

  it('refuses an area turned around, too wide, or a zone that is not one', async () => {
    const bad = async (over: object) => (await t.call('POST', apiPaths.admin.cities.href(), catalogue, { ...PORTO, nameKo: '잘못시', ...over })).json().error.message;
    expect(await bad({ area: { ...PORTO.area, south: 41.5 } })).toBe('남쪽 위도는 북쪽 위도보다 작아야 합니다.');
    expect(await bad({ area: { south: 40, west: -9, north: 43, east: -8 } })).toBe('도시 범위는 위도와 경도 각각 2도 이내로 정해 주세요.');
    expect(await bad({ timeZone: 'Paris' })).toBe('시간대는 Europe/Paris 같은 IANA 이름으로 입력해 주세요.');
    expect(await bad({ countryCode: '999999' })).toBe('국가를 찾을 수 없습니다. 국가를 다시 골라 주세요.');
  });
});

describe('bad input', () => {
  it('answers a room the contract refuses in Korean, and a stay that is not there 404', async () => {
    const goodsNo = (await create(newStay({ name: '객실 검사 민박' }))).json().data.goodsNo;
    const bed = await addRoom(goodsNo, { name: '도미토리', unitType: 'bed', units: 4, maxGuests: 4, price: 40_000 });
    expect([bed.statusCode, bed.json().error.message]).toEqual([400, '도미토리 침대 하나의 최대 인원은 1명입니다.']);
    const cheap = await addRoom(goodsNo, { name: '싼 방', unitType: 'room', units: 1, maxGuests: 2, price: 10 });
    expect([cheap.statusCode, cheap.json().error.message]).toEqual([400, '1박 요금은 1,000원 이상입니다.']);
    expect((await addRoom(999_999_999, { name: '2인실', unitType: 'room', units: 1, maxGuests: 2, price: 90_000 })).statusCode).toBe(404);
    const noPartner = await create(newStay({ partnerId: 999_999_999 }));
    expect([noPartner.statusCode, noPartner.json().error.message]).toEqual([422, '파트너를 찾을 수 없거나 거래가 중지된 파트너입니다. 파트너를 다시 골라 주세요.']);
    const draftSuspend = await setStatus(goodsNo, { status: 'suspended', reason: '테스트' });
    expect(draftSuspend.statusCode).toBe(409);
  });

  it('is the catalogue role’s: support may not create a stay', async () => {
    const support = (await loginAs(t.app, 'support-admin')).headers;
    expect((await t.call('POST', apiPaths.admin.stays.href(), support, newStay())).statusCode).toBe(403);
  });
});
