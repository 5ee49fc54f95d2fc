import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@minda/contracts/paths';
import { rowsOf } from '../../platform/sql.ts';
import { loginAs } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';

const t = setupTestApp();
const PARIS = '001002001';
const DANANG = '002003001';

type Category = { id: number; code: string; nameKo: string; nameEn: string; sort: number; hotelCount: number };
type AuditEntry = { action: string; actionLabel: string; target: { type: string; id: string; label: string | null }; changes: { field: string; before: unknown; after: unknown }[] };
type Facet = { id: number; name: string; count: number };

let catalogue: Record<string, string>;
let superOperator: Record<string, string>;

beforeAll(async () => {
  catalogue = (await loginAs(t.app, 'catalogue-admin')).headers;
  superOperator = (await loginAs(t.app, 'admin')).headers;
});

const list = async () => {
  const res = await t.get(apiPaths.admin.categories.href(), {}, catalogue);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Category[];
};
const idOf = async (code: string) => (await list()).find((c) => c.code === code)!.id;
const create = (body: object) => t.call('POST', apiPaths.admin.categories.href(), catalogue, body);
const patch = (id: number, body: object) => t.call('PATCH', apiPaths.admin.category.href(id), catalogue, body);
const order = (ids: number[]) => t.call('PUT', apiPaths.admin.categoriesOrder.href(), catalogue, { ids });
const remove = (id: number) => t.call('DELETE', apiPaths.admin.category.href(id), catalogue);
const putCity = (code: string, categoryIds: number[]) => t.call('PUT', apiPaths.admin.cityCategories.href(code), catalogue, { categoryIds });
const log = async (targetType: string) => {
  const res = await t.get(apiPaths.admin.audit.href(), { targetType }, superOperator);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.content as AuditEntry[]).reverse();
};
const cityId = async (code: string) => rowsOf<{ id: number }>(await t.db.execute(sql`select id from cities where code = ${code}`))[0]!.id;
const search = async (query: Record<string, string | number>) => {
  const res = await t.get(apiPaths.hotels.search.href(), { size: 50, ...query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { totalElements: number; content: { propertyUuid: string }[]; facets: { categories: Facet[]; neighborhoods: { neighborhoodId: number; count: number }[] } };
};

describe('the property types (admin/categories)', () => {
  it('lists the seed in its order with hotel counts, adds one last, refuses a code twice, renames, reorders and deletes only an unused one, each in the log', async () => {
    const seeded = await list();
    expect(seeded.map((c) => c.nameKo)).toEqual(['호텔', '리조트', '레지던스·아파트', '호스텔', '게스트하우스', 'B&B', '빌라', '료칸']);
    const [hotel, resort] = seeded;
    expect(hotel!.hotelCount).toBeGreaterThan(resort!.hotelCount);
    expect(resort!.hotelCount).toBeGreaterThan(0);
    expect(seeded.find((c) => c.code === 'ryokan')!.hotelCount).toBe(0);

    const added = await create({ code: 'glamping', nameKo: ' 글램핑 ', nameEn: 'Glamping' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ code: 'glamping', nameKo: '글램핑', sort: 9, hotelCount: 0 });
    const glamping = added.json().data.id as number;
    const twice = await create({ code: 'glamping', nameKo: '캠핑', nameEn: 'Camping' });
    expect([twice.statusCode, twice.json().error.details]).toEqual([422, [{ path: 'body.code', message: "코드 'glamping'인 숙소 유형이 이미 있습니다." }]]);
    const sameName = await create({ code: 'camping', nameKo: '호텔', nameEn: 'Camping' });
    expect([sameName.statusCode, sameName.json().error.message]).toEqual([422, "'호텔' 숙소 유형이 이미 있습니다."]);
    const badCode = await create({ code: 'Glamping-2', nameKo: '캠핑', nameEn: 'Camping' });
    expect([badCode.statusCode, badCode.json().error.message]).toEqual([400, '코드는 영문 소문자와 _ 로 2~30자 입력해 주세요.']);

    const renamed = await patch(glamping, { nameKo: '글램핑·캠핑' });
    expect(renamed.json().data).toMatchObject({ id: glamping, nameKo: '글램핑·캠핑', nameEn: 'Glamping' });
    expect((await patch(999_999_999, { nameEn: 'x' })).json().error.message).toBe('숙소 유형을 찾을 수 없습니다.');

    const ids = (await list()).map((c) => c.id);
    const missing = await order(ids.slice(1));
    expect([missing.statusCode, missing.json().error.message]).toEqual([422, '숙소 유형 순서에는 모든 유형이 한 번씩 있어야 합니다. 화면을 새로 고친 뒤 다시 시도해 주세요.']);
    expect((await order([...ids.slice(1), ids[1]!])).statusCode).toBe(422);
    const moved = await order([glamping, ...ids.filter((id) => id !== glamping)]);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json().data as Category[]).slice(0, 2).map((c) => [c.nameKo, c.sort])).toEqual([['글램핑·캠핑', 1], ['호텔', 2]]);

    const inUse = await remove(hotel!.id);
    expect([inUse.statusCode, inUse.json().error.message]).toEqual([409, `이 숙소 유형의 호텔이 ${hotel!.hotelCount}곳 있어 삭제할 수 없습니다. 호텔의 유형을 먼저 바꿔 주세요.`]);
    expect((await remove(glamping)).statusCode).toBe(200);
    expect((await remove(glamping)).statusCode).toBe(404);
    expect((await list()).map((c) => c.id)).toEqual(ids.filter((id) => id !== glamping));

    const entries = await log('category');
    expect(entries.map((e) => e.action)).toEqual(['category.create', 'category.update', 'category.order', 'category.delete']);
    expect(entries[0]).toMatchObject({ actionLabel: '숙소 유형 추가', target: { type: 'category', id: String(glamping), label: '글램핑' } });
    expect(entries[1]!.changes).toEqual([{ field: 'nameKo', before: '글램핑', after: '글램핑·캠핑' }]);
    expect((entries[2]!.changes[0]!.after as string[]).slice(0, 2)).toEqual(['글램핑·캠핑', '호텔']);
    expect(entries[3]).toMatchObject({ actionLabel: '숙소 유형 삭제', target: { label: '글램핑·캠핑' } });

    expect((await t.get(apiPaths.admin.categories.href(), {}, (await loginAs(t.app, 'content-admin')).headers)).statusCode).toBe(403);
  });

  it("a hotel is created as 호텔 unless given a type, refuses an unknown one, and the list filters by it", async () => {
    const [partner] = rowsOf<{ id: number }>(await t.db.execute(sql`select partner_id as id from hotels where partner_id is not null limit 1`));
    const body = { partnerId: partner!.id, cityCode: PARIS, name: '유형 시험 호텔', address: '1 Rue de Rivoli, Paris', latitude: 48.8606, longitude: 2.3376 };
    const plain = await t.call('POST', apiPaths.admin.hotels.href(), catalogue, body);
    expect(plain.statusCode, plain.body).toBe(200);
    const plainId = plain.json().data.propertyId as number;
    expect((await t.get(apiPaths.admin.hotel.href(plainId), {}, catalogue)).json().data.category).toMatchObject({ name: '호텔' });

    const unknown = await t.call('POST', apiPaths.admin.hotels.href(), catalogue, { ...body, name: '유형 시험 2', categoryId: 999_999_999 });
    expect([unknown.statusCode, unknown.json().error.details]).toEqual([422, [{ path: 'body.categoryId', message: '없는 숙소 유형입니다. 화면을 새로 고친 뒤 다시 골라 주세요.' }]]);
    const ryokan = await idOf('ryokan');
    const typed = await t.call('POST', apiPaths.admin.hotels.href(), catalogue, { ...body, name: '유형 시험 료칸', categoryId: ryokan });
    const typedId = typed.json().data.propertyId as number;
    expect((await t.get(apiPaths.admin.hotel.href(typedId), {}, catalogue)).json().data.category).toEqual({ id: ryokan, name: '료칸' });

    const villa = await idOf('villa');
    const changed = await t.call('PATCH', apiPaths.admin.hotel.href(plainId), catalogue, { categoryId: villa });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.category).toEqual({ id: villa, name: '빌라' });
    expect((await t.call('PATCH', apiPaths.admin.hotel.href(plainId), catalogue, { categoryId: 999_999_999 })).statusCode).toBe(422);
    const timeline = ((await t.get(apiPaths.admin.hotelAudit.href(plainId), {}, catalogue)).json().data as AuditEntry[]).filter((e) => e.action === 'hotel.update');
    expect(timeline[0]!.changes).toEqual([{ field: 'categoryId', before: (await idOf('hotel')), after: villa }]);

    const listed = await t.get(apiPaths.admin.hotels.href(), { categoryId: ryokan }, catalogue);
    expect(listed.statusCode, listed.body).toBe(200);
    expect((listed.json().data.content as { propertyId: number; category: { name: string } }[]).map((h) => [h.propertyId, h.category.name])).toEqual([[typedId, '료칸']]);
  });
});

describe('the 숙소 유형 filter of the hotel results', () => {
  it('counts each type before its own filter, in the global order or the city’s own, and follows a rename at once', async () => {
    const paris = await cityId(PARIS);
    const all = await search({ cityId: paris });
    const facets = all.facets.categories;
    const global = (await list()).map((c) => c.nameKo);
    expect(facets.map((f) => f.name)).toEqual(global.filter((name) => facets.some((f) => f.name === name)));
    expect(facets.every((f) => f.count > 0)).toBe(true);
    expect(facets.reduce((sum, f) => sum + f.count, 0)).toBe(all.totalElements);

    const [first, second] = facets;
    const one = await search({ cityId: paris, categoryIds: String(second!.id) });
    expect(one.totalElements).toBe(second!.count);
    expect(one.facets.categories).toEqual(facets);
    const two = await search({ cityId: paris, categoryIds: `${first!.id},${second!.id}` });
    expect(two.totalElements).toBe(first!.count + second!.count);
    expect(two.facets.neighborhoods).toEqual(all.facets.neighborhoods);
    expect((await t.get(apiPaths.hotels.search.href(), { cityId: paris, categoryIds: 'x' })).statusCode).toBe(400);

    // 다낭's seeded order puts its resorts first, and shows its chosen types even without a hotel of them.
    const danang = await search({ cityId: await cityId(DANANG) });
    expect(danang.facets.categories.map((f) => f.name)).toEqual(['리조트', '호텔', '레지던스·아파트', '빌라']);

    // The city's own order shows at once; an empty one is the global order again.
    const put = await putCity(PARIS, [second!.id, first!.id, second!.id]);
    expect([put.statusCode, put.json().data.categoryIds]).toEqual([200, [second!.id, first!.id]]);
    expect((await t.get(apiPaths.admin.cityCategories.href(PARIS), {}, catalogue)).json().data.categoryIds).toEqual([second!.id, first!.id]);
    expect((await search({ cityId: paris })).facets.categories.map((f) => f.id)).toEqual([second!.id, first!.id]);
    const unknown = await putCity(PARIS, [999_999_999]);
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([422, '없는 숙소 유형입니다. 화면을 새로 고친 뒤 다시 골라 주세요.']);
    expect((await putCity('999999999', [])).json().error.message).toBe('도시를 찾을 수 없습니다.');

    // A rename is on the results and the hotel's page at once (their cached answers dropped).
    const [hotelOfFirst] = rowsOf<{ uuid: string }>(await t.db.execute(sql`select uuid from hotels where city_code = ${PARIS} and category_id = ${first!.id} and is_active order by property_id limit 1`));
    expect((await t.get(apiPaths.hotels.property.href(hotelOfFirst!.uuid))).json().data.category).toEqual({ id: first!.id, name: first!.name });
    expect((await patch(first!.id, { nameKo: `${first!.name}(새 이름)` })).statusCode).toBe(200);
    expect((await search({ cityId: paris })).facets.categories.find((f) => f.id === first!.id)!.name).toBe(`${first!.name}(새 이름)`);
    expect((await t.get(apiPaths.hotels.property.href(hotelOfFirst!.uuid))).json().data.category.name).toBe(`${first!.name}(새 이름)`);

    expect((await putCity(PARIS, [])).json().data.categoryIds).toEqual([]);
    expect((await search({ cityId: paris })).facets.categories.map((f) => f.id)).toEqual(facets.map((f) => f.id));
    const cityLog = (await log('city')).filter((e) => e.action === 'city.categories');
    expect(cityLog.map((e) => e.changes[0]!.after)).toEqual([[second!.name, first!.name], []]);
    expect(cityLog[0]).toMatchObject({ actionLabel: '도시 숙소 유형 변경', target: { id: PARIS, label: '파리' } });
  });
});
