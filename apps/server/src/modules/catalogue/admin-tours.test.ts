import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { rowsOf } from '../../platform/sql.ts';
import { loginAs } from '../../test/login-as.ts';
import { photoBody, png } from '../../test/photo-upload.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { adminToursWorkbook } from './admin-tours.service.ts';

const t = setupTestApp();
const PARIS = '001002001';

let catalogue: Record<string, string>;
let partnerId: number;

beforeAll(async () => {
  catalogue = (await loginAs(t.app, 'catalogue-admin')).headers;
  const partners = await t.get(apiPaths.admin.partners.href(), { type: 'tour' }, catalogue);
  expect(partners.statusCode, partners.body).toBe(200);
  partnerId = partners.json().data[0].partnerId;
});

const newTour = (over: Record<string, unknown> = {}) => ({ partnerId, cityCode: PARIS, name: '몽마르트 골목 산책', itemCategoryType: 'LOCAL_TOUR', ...over });
const create = (body: object) => t.call('POST', apiPaths.admin.tours.href(), catalogue, body);
const addOption = (itemNo: number, body: object) => t.call('POST', apiPaths.admin.tourOptions.href(itemNo), catalogue, body);
const setStatus = (itemNo: number, body: object) => t.call('PATCH', apiPaths.admin.tourStatus.href(itemNo), catalogue, body);
const publicPage = (itemNo: number) => t.get(apiPaths.tours.item.href(itemNo));
const suggestions = async (input: string) =>
  (await t.app.inject({ method: 'GET', url: `${apiUrl(apiPaths.search.citiesAndTourTickets.href())}?searchInput=${encodeURIComponent(input)}` })).json().data.trips as { itemno: number; itemnm: string }[];
const uploadPhoto = async (itemNo: number, alt: string, file?: Buffer, name?: string, type?: string) => {
  const body = photoBody(file ?? (await png('#cc6633')), alt, name, type);
  return t.app.inject({ method: 'POST', url: apiUrl(apiPaths.admin.tourPhotos.href(itemNo)), headers: { ...catalogue, 'content-type': body.contentType }, payload: body.payload });
};

describe('the operator creates, fills, publishes and suspends a tour item', () => {
  it('makes a draft only the back office sees, puts it on sale with its options and photos, and takes it off, every step in the log', async () => {
    const created = await create(newTour({ name: '달팽이 언덕 야경 투어', summary: '해 질 녘 몽마르트', durationText: '약 3시간', meetingPoint: '아베스역 2번 출구' }));
    expect(created.statusCode, created.body).toBe(200);
    const { itemNo, status } = created.json().data;
    expect(status).toBe('draft');

    expect((await publicPage(itemNo)).statusCode).toBe(404);
    expect((await suggestions('달팽')).map((p) => p.itemno)).not.toContain(itemNo);

    // Not on sale without an option, then without a photo.
    const noOption = await setStatus(itemNo, { status: 'published' });
    expect([noOption.statusCode, noOption.json().error.message]).toEqual([422, '옵션을 하나 이상 등록해야 판매할 수 있습니다.']);
    expect((await addOption(itemNo, { name: '성인', price: 45_000, dailySeats: 12 })).statusCode).toBe(200);
    const child = await addOption(itemNo, { name: '어린이 (만 12세 이하)', description: '보호자 동반', price: 30_000 });
    expect(child.statusCode, child.body).toBe(200);
    const noPhoto = await setStatus(itemNo, { status: 'published' });
    expect([noPhoto.statusCode, noPhoto.json().error.message]).toEqual([422, '사진을 한 장 이상 올려야 판매할 수 있습니다.']);
    const first = await uploadPhoto(itemNo, '사크레쾨르 성당의 야경');
    expect(first.statusCode, first.body).toBe(200);
    const second = await uploadPhoto(itemNo, '테르트르 광장의 화가들');
    const [night, painters] = second.json().data as { photoId: number; path: string }[];
    expect(painters!.path).toMatch(/^tour-photos\/[A-Za-z0-9_-]{24}\.png$/);

    const detail = (await t.get(apiPaths.admin.tour.href(itemNo), {}, catalogue)).json().data;
    expect(detail).toMatchObject({ itemNo, status: 'draft', salePrice: 30_000, itemCategoryType: 'LOCAL_TOUR', durationText: '약 3시간', meetingPoint: '아베스역 2번 출구', city: { name: '파리' } });
    expect(detail.options.map((o: { name: string; price: number; dailySeats: number }) => [o.name, o.price, o.dailySeats])).toEqual([['성인', 45_000, 12], ['어린이 (만 12세 이하)', 30_000, 30]]);

    expect((await setStatus(itemNo, { status: 'published' })).statusCode).toBe(200);
    const page = await publicPage(itemNo);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ itemName: '달팽이 언덕 야경 투어', salePrice: 30_000, itemImgPath: night!.path, images: [night!.path, painters!.path] });
    expect(page.json().data.options.map((o: { name: string }) => o.name)).toEqual(['성인', '어린이 (만 12세 이하)']);
    expect(await suggestions('달팽')).toContainEqual({ itemno: itemNo, itemnm: '달팽이 언덕 야경 투어' });

    // The cover moves with the order, on the page at once.
    const ordered = await t.call('PUT', apiPaths.admin.tourPhotos.href(itemNo), catalogue, { photoIds: [painters!.photoId, night!.photoId] });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((await publicPage(itemNo)).json().data).toMatchObject({ itemImgPath: painters!.path, images: [painters!.path, night!.path] });
    // A price change shows on the page and its card's "원~".
    const cheaper = await t.call('PATCH', apiPaths.admin.tourOption.href(itemNo, child.json().data.optionId), catalogue, { price: 25_000 });
    expect(cheaper.json().data).toMatchObject({ name: '어린이 (만 12세 이하)', price: 25_000 });
    expect((await publicPage(itemNo)).json().data.salePrice).toBe(25_000);

    const noReason = await setStatus(itemNo, { status: 'suspended' });
    expect([noReason.statusCode, noReason.json().error.message]).toEqual([400, '판매 중지 사유를 입력해 주세요.']);
    expect((await setStatus(itemNo, { status: 'suspended', reason: '가이드 일정 종료' })).statusCode).toBe(200);
    expect((await publicPage(itemNo)).statusCode).toBe(404);
    expect((await suggestions('달팽')).map((p) => p.itemno)).not.toContain(itemNo);
    const again = await setStatus(itemNo, { status: 'suspended', reason: '두 번' });
    expect([again.statusCode, again.json().error.message]).toEqual([409, '이미 판매 중지 상태입니다.']);

    const timeline = (await t.get(apiPaths.admin.tourAudit.href(itemNo), {}, catalogue)).json().data as { action: string; reason: string | null; changes: { field: string; before: unknown; after: unknown }[] }[];
    expect(timeline.map((e) => e.action)).toEqual([
      'tour.create', 'option.create', 'option.create', 'tour.photo_add', 'tour.photo_add', 'tour.publish', 'tour.photo_order', 'option.update', 'tour.suspend',
    ]);
    expect(timeline[7]!.changes).toEqual([{ field: 'pricePerPerson', before: 30_000, after: 25_000 }]);
    expect(timeline[8]).toMatchObject({ reason: '가이드 일정 종료', changes: [{ field: 'status', before: '판매 중', after: '판매 중지' }] });
  });

  it('lists items by status, type and name, sorted as asked', async () => {
    const a = (await create(newTour({ name: '가나다 목록 티켓', itemCategoryType: 'TICKET' }))).json().data.itemNo;
    const b = (await create(newTour({ name: '하하하 목록 티켓', itemCategoryType: 'TICKET' }))).json().data.itemNo;
    await create(newTour({ name: '목록 티켓 아닌 투어' }));
    const page = await t.get(apiPaths.admin.tours.href(), { status: 'draft', itemCategoryType: 'TICKET', q: '목록 티켓', sort: 'name' }, catalogue);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.content.map((r: { itemNo: number }) => r.itemNo)).toEqual([a, b]);
    expect(page.json().data.content[0]).toMatchObject({ status: 'draft', options: 0, salePrice: 0, itemCategoryType: 'TICKET', city: { name: '파리' } });
  });
});

/** The rows of a downloaded workbook's first sheet, header first. */
async function workbookRows(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ExcelJS.Buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => void rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe("a list's bulk status change", () => {
  it('changes every chosen item or none, names the item it refuses, and leaves those already in the status', async () => {
    const seeded = rowsOf<{ itemNo: number }>(await t.db.execute(sql`select item_no as "itemNo" from tours where status = 'published' order by item_no desc limit 2`)).map((r) => r.itemNo);
    const bulk = (body: object) => t.call('PATCH', apiPaths.admin.toursStatus.href(), catalogue, body);
    const off = await bulk({ ids: seeded, status: 'suspended', reason: '시즌 종료' });
    expect([off.statusCode, off.json().data]).toEqual([200, { changed: 2 }]);
    for (const itemNo of seeded) expect((await publicPage(itemNo)).statusCode).toBe(404);
    expect((await bulk({ ids: seeded, status: 'suspended', reason: '다시' })).json().data).toEqual({ changed: 0 });

    // A draft without options in the batch: refused by its number, and the others stay off sale.
    const draft = (await create(newTour({ name: '일괄 작성 중 투어' }))).json().data.itemNo;
    const refused = await bulk({ ids: [...seeded, draft], status: 'published' });
    expect([refused.statusCode, refused.json().error.message]).toEqual([422, `${draft}번 상품: 옵션을 하나 이상 등록해야 판매할 수 있습니다.`]);
    for (const itemNo of seeded) expect((await publicPage(itemNo)).statusCode).toBe(404);
    const twice = await bulk({ ids: [draft, draft], status: 'published' });
    expect([twice.statusCode, twice.json().error.message]).toEqual([400, '같은 상품이 두 번 들어 있습니다.']);

    const back = await bulk({ ids: seeded, status: 'published' });
    expect(back.json().data).toEqual({ changed: 2 });
    for (const itemNo of seeded) expect((await publicPage(itemNo)).statusCode).toBe(200);
    const log = (await t.get(apiPaths.admin.tourAudit.href(seeded[0]!), {}, catalogue)).json().data as { action: string; reason: string | null }[];
    expect(log.slice(-2).map((e) => [e.action, e.reason])).toEqual([['tour.suspend', '시즌 종료'], ['tour.publish', null]]);
  });
});

describe('the catalogue lists as Excel workbooks', () => {
  it('downloads exactly the filtered tours and stays, in the list order, and stops at the cap saying so', async () => {
    const a = (await create(newTour({ name: '엑셀 가 티켓', itemCategoryType: 'TICKET' }))).json().data.itemNo;
    const b = (await create(newTour({ name: '엑셀 나 티켓', itemCategoryType: 'TICKET' }))).json().data.itemNo;
    await addOption(b, { name: '성인', price: 19_000 });
    await create(newTour({ name: '엑셀 다 투어' }));
    const res = await t.app.inject({ method: 'GET', url: `${apiUrl(apiPaths.admin.toursXls.href())}?q=${encodeURIComponent('엑셀')}&itemCategoryType=TICKET&sort=name`, headers: catalogue });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('투어티켓목록-')}`);
    const rows = await workbookRows(res.rawPayload);
    expect(rows[0]).toEqual(['상품 번호', '상품 이름', '유형', '상태', '도시', '파트너', '옵션 수', '1인 최저가', '등록일시(한국 표준시)']);
    expect(rows.slice(1).map((r) => r.slice(0, 8))).toEqual([
      [a, '엑셀 가 티켓', '티켓', '작성 중', '파리', expect.stringMatching(/\(.+\)$/), 0, undefined],
      [b, '엑셀 나 티켓', '티켓', '작성 중', '파리', expect.stringMatching(/\(.+\)$/), 1, 19_000],
    ]);

    const stays = await t.app.inject({ method: 'GET', url: `${apiUrl(apiPaths.admin.staysXls.href())}?q=1001`, headers: catalogue });
    expect(stays.statusCode, stays.body).toBe(200);
    const stayRows = await workbookRows(stays.rawPayload);
    expect(stayRows[0]!.slice(0, 3)).toEqual(['민박 번호', '민박 이름', '상태']);
    expect(stayRows.slice(1).map((r) => r[0])).toEqual([1001]);

    const sheet = adminToursWorkbook(t.db, { q: '엑셀', sort: 'name' }, 'Asia/Seoul', 2);
    const capped = [];
    for await (const row of sheet.rows) capped.push(row);
    expect(capped.map((r) => r[1])).toEqual(['엑셀 가 티켓', '엑셀 나 티켓']);
    expect(sheet.capNote?.()).toBe('조건에 맞는 3건 중 2건까지만 담았습니다. 조건을 좁혀 다시 내려받아 주세요.');
  });
});

describe('bad input to the tours', () => {
  it('refuses with a Korean 4xx and leaves what was saved', async () => {
    const noName = await create(newTour({ name: ' ' }));
    expect([noName.statusCode, noName.json().error.message]).toEqual([400, '상품 이름을(를) 입력해 주세요.']);
    const badType = await create(newTour({ itemCategoryType: 'CRUISE' }));
    expect([badType.statusCode, badType.json().error.message]).toEqual([400, '상품 유형은 LOCAL_TOUR, TICKET, ACTIVITY, CONVENIENCE 중 하나입니다.']);
    const nobody = await create(newTour({ partnerId: 999_999_999 }));
    expect([nobody.statusCode, nobody.json().error.details]).toEqual([422, [{ path: 'body.partnerId', message: '파트너를 찾을 수 없거나 거래가 중지된 파트너입니다. 파트너를 다시 골라 주세요.' }]]);
    const nowhere = await create(newTour({ cityCode: '999999999' }));
    expect(nowhere.statusCode).toBe(422);

    const itemNo = (await create(newTour({ name: '그대로 투어' }))).json().data.itemNo;
    const cheap = await addOption(itemNo, { name: '성인', price: 50 });
    expect([cheap.statusCode, cheap.json().error.message]).toEqual([400, '1인 요금은 100원 이상입니다.']);
    const draftSuspend = await setStatus(itemNo, { status: 'suspended', reason: '시험' });
    expect([draftSuspend.statusCode, draftSuspend.json().error.message]).toEqual([409, '작성 중인 상품은 판매 중지할 수 없습니다. 판매를 시작하지 않았다면 그대로 두면 됩니다.']);
    const otherOption = await t.call('PATCH', apiPaths.admin.tourOption.href(itemNo, 999_999), catalogue, { price: 10_000 });
    expect([otherOption.statusCode, otherOption.json().error.message]).toEqual([404, '옵션을 찾을 수 없습니다.']);
    const rejected = await t.call('PATCH', apiPaths.admin.tour.href(itemNo), catalogue, { name: '새 이름', partnerId: 999_999_999 });
    expect(rejected.statusCode).toBe(422);
    expect((await t.get(apiPaths.admin.tour.href(itemNo), {}, catalogue)).json().data).toMatchObject({ name: '그대로 투어', options: [] });

    // A file that is not an image leaves no row and no file.
    const before = await readdir(path.join(t.config.uploadsDir, 'tour-photos')).catch(() => [] as string[]);
    const text = await uploadPhoto(itemNo, '메모', Buffer.from('not an image'), 'memo.txt', 'text/plain');
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    const tooLong = await uploadPhoto(itemNo, '가'.repeat(121));
    expect([tooLong.statusCode, tooLong.json().error.message]).toEqual([400, '사진 설명은 120자 이하로 입력해 주세요.']);
    expect(await readdir(path.join(t.config.uploadsDir, 'tour-photos')).catch(() => [] as string[])).toEqual(before);
    const rows = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from tour_photos where item_no = ${itemNo}`));
    expect(rows[0]!.n).toBe(0);
  });
});

describe('status and is_active say one thing', () => {
  it('keeps a seeded item taken off by is_active suspended, and back on sale published', async () => {
    const [tour] = rowsOf<{ itemNo: number }>(await t.db.execute(sql`select item_no as "itemNo" from tours where status = 'published' order by item_no limit 1`));
    await t.db.execute(sql`update tours set is_active = false where item_no = ${tour!.itemNo}`);
    expect((await t.get(apiPaths.admin.tour.href(tour!.itemNo), {}, catalogue)).json().data.status).toBe('suspended');
    await t.db.execute(sql`update tours set status = 'published' where item_no = ${tour!.itemNo}`);
    const [row] = rowsOf<{ active: boolean }>(await t.db.execute(sql`select is_active as active from tours where item_no = ${tour!.itemNo}`));
    expect(row!.active).toBe(true);
  });
});
