import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@minda/contracts/paths';
import { rowsOf } from '../../platform/sql.ts';
import { loginAs } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';

const t = setupTestApp();

type Facility = { id: number; kind: 'property' | 'room'; nameKo: string; nameEn: string; sort: number; active: boolean };
type AuditEntry = { action: string; actionLabel: string; target: { type: string; id: string; label: string | null }; changes: { field: string; before: unknown; after: unknown }[]; metadata: Record<string, unknown> | null };

let catalogue: Record<string, string>;
let superOperator: Record<string, string>;

beforeAll(async () => {
  catalogue = (await loginAs(t.app, 'catalogue-admin')).headers;
  superOperator = (await loginAs(t.app, 'admin')).headers;
});

const list = async (kind: 'property' | 'room') => {
  const res = await t.get(apiPaths.admin.facilities.href(), { kind }, catalogue);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Facility[];
};
const names = (rows: readonly Facility[]) => rows.map((f) => f.nameKo);
/** Ten and twelve days ahead: inside the seeded inventory. */
const STAY_DATES = { checkInAt: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10), checkOutAt: new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10) };
/** A public room list's facilities by room (stays' and hotels' rooms for dates). */
const roomFacilities = async (path: string, query: Record<string, string | number>) => {
  const res = await t.get(path, query);
  expect(res.statusCode, res.body).toBe(200);
  return new Map((res.json().data.rooms as { roomId: number; facilities: string[] }[]).map((r) => [r.roomId, r.facilities]));
};
const idOf = async (kind: 'property' | 'room', nameKo: string) => (await list(kind)).find((f) => f.nameKo === nameKo)!.id;
const create = (body: object) => t.call('POST', apiPaths.admin.facilities.href(), catalogue, body);
const patch = (id: number, body: object) => t.call('PATCH', apiPaths.admin.facility.href(id), catalogue, body);
const order = (body: object) => t.call('PUT', apiPaths.admin.facilitiesOrder.href(), catalogue, body);
const facilityLog = async () => {
  const res = await t.get(apiPaths.admin.audit.href(), { targetType: 'facility' }, superOperator);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.content as AuditEntry[]).reverse();
};

describe('the facilities catalogue (admin/facilities)', () => {
  it('lists the seed in its order, adds one last, refuses a name twice in a kind, renames, deactivates and reorders, each in the log', async () => {
    const rooms = await list('room');
    expect(names(rooms).slice(0, 4)).toEqual(['에어컨', '난방', '전용 욕실', '헤어드라이어']);
    expect(rooms.every((f) => f.kind === 'room' && f.active)).toBe(true);
    const both = (await t.get(apiPaths.admin.facilities.href(), {}, catalogue)).json().data as Facility[];
    expect(both.map((f) => f.kind).indexOf('room')).toBe(both.filter((f) => f.kind === 'property').length);

    const added = await create({ kind: 'room', nameKo: '  욕조 ', nameEn: 'Bathtub' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ kind: 'room', nameKo: '욕조', nameEn: 'Bathtub', sort: rooms.length + 1, active: true });
    const bathtub = added.json().data.id as number;

    const twice = await create({ kind: 'room', nameKo: '에어컨', nameEn: 'AC' });
    expect([twice.statusCode, twice.json().error.details]).toEqual([422, [{ path: 'body.nameKo', message: "객실 시설에 '에어컨'이(가) 이미 있습니다." }]]);
    // The same name is another kind's own.
    expect((await create({ kind: 'property', nameKo: '에어컨', nameEn: 'Air conditioning' })).statusCode).toBe(200);
    const empty = await create({ kind: 'room', nameKo: ' ', nameEn: 'x' });
    expect([empty.statusCode, empty.json().error.message]).toEqual([400, '시설 이름을 입력해 주세요.']);

    const taken = await patch(bathtub, { nameKo: '금고', nameEn: 'Not saved' });
    expect([taken.statusCode, taken.json().error.details[0]]).toEqual([422, { path: 'body.nameKo', message: "객실 시설에 '금고'이(가) 이미 있습니다." }]);
    const renamed = await patch(bathtub, { nameKo: '욕조(일부 객실)' });
    expect(renamed.json().data).toMatchObject({ id: bathtub, nameKo: '욕조(일부 객실)', nameEn: 'Bathtub' });
    expect((await patch(bathtub, { active: false })).json().data.active).toBe(false);
    expect((await patch(999_999_999, { active: false })).json().error.message).toBe('시설을 찾을 수 없습니다.');

    const ids = (await list('room')).map((f) => f.id);
    const missing = await order({ kind: 'room', ids: ids.slice(1) });
    expect([missing.statusCode, missing.json().error.message]).toEqual([409, '객실 시설 순서에는 모든 객실 시설이 한 번씩 있어야 합니다. 화면을 새로 고친 뒤 다시 시도해 주세요.']);
    const repeated = await order({ kind: 'room', ids: [...ids.slice(1), ids[1]!] });
    expect(repeated.statusCode).toBe(409);
    const otherKind = await order({ kind: 'room', ids: [...ids.slice(1), (await list('property'))[0]!.id] });
    expect(otherKind.statusCode).toBe(409);
    expect((await list('room')).map((f) => f.id)).toEqual(ids);

    const reordered = [bathtub, ...ids.filter((id) => id !== bathtub)];
    const moved = await order({ kind: 'room', ids: reordered });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json().data as Facility[]).map((f) => [f.id, f.sort])).toEqual(reordered.map((id, i) => [id, i + 1]));

    const log = await facilityLog();
    expect(log.map((e) => e.action)).toEqual(['facility.create', 'facility.create', 'facility.update', 'facility.update', 'facility.order']);
    expect(log[0]).toMatchObject({ actionLabel: '시설 추가', target: { type: 'facility', id: String(bathtub), label: '욕조' } });
    expect(log[2]!.changes).toEqual([{ field: 'nameKo', before: '욕조', after: '욕조(일부 객실)' }]);
    expect(log[3]!.changes).toEqual([{ field: 'active', before: true, after: false }]);
    expect(log[4]).toMatchObject({ actionLabel: '시설 순서 변경', target: { type: 'facility', id: 'room', label: '객실 시설' } });
    expect((log[4]!.changes[0]!.after as string[])[0]).toBe('욕조(일부 객실)');

    expect((await t.get(apiPaths.admin.facilities.href(), { kind: 'room' }, (await loginAs(t.app, 'content-admin')).headers)).statusCode).toBe(403);
  });
});

describe("a product's facilities", () => {
  it('a stay on sale shows its chosen facilities in the catalogue order at once, refuses another kind or an unused one, and falls back when cleared', async () => {
    const [stay] = rowsOf<{ goodsNo: number; name: string }>(await t.db.execute(sql`select goods_no as "goodsNo", name from stays where status = 'published' order by goods_no limit 1`));
    const goodsNo = stay!.goodsNo;
    const page = async () => {
      const res = await t.get(apiPaths.stays.property.href(goodsNo));
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.facilities as string[];
    };
    const invented = await page();
    expect(invented).toContain('무료 Wi-Fi');
    const put = (facilityIds: number[]) => t.call('PUT', apiPaths.admin.stayFacilities.href(goodsNo), catalogue, { facilityIds });

    const [wifi, kitchen, laundry, safe] = [await idOf('property', '무료 Wi-Fi'), await idOf('property', '공용 주방'), await idOf('property', '세탁 시설'), await idOf('room', '금고')];
    const wrongKind = await put([wifi, safe]);
    expect([wrongKind.statusCode, wrongKind.json().error.details]).toEqual([422, [{ path: 'body.facilityIds', message: '사용 중인 공용 시설만 고를 수 있습니다. 화면을 새로 고친 뒤 다시 골라 주세요.' }]]);
    expect((await put([999_999_999])).statusCode).toBe(422);
    expect(await page()).toEqual(invented);

    const saved = await put([laundry, wifi, kitchen, wifi]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.facilityIds).toEqual([wifi, kitchen, laundry]);
    expect((await t.get(apiPaths.admin.stay.href(goodsNo), {}, catalogue)).json().data.facilityIds).toEqual([wifi, kitchen, laundry]);
    expect(await page()).toEqual(['무료 Wi-Fi', '공용 주방', '세탁 시설']);

    // The catalogue's order and state are the page's at once.
    const properties = (await list('property')).map((f) => f.id);
    expect((await order({ kind: 'property', ids: [laundry, ...properties.filter((id) => id !== laundry)] })).statusCode).toBe(200);
    expect(await page()).toEqual(['세탁 시설', '무료 Wi-Fi', '공용 주방']);
    expect((await patch(kitchen, { active: false })).statusCode).toBe(200);
    expect(await page()).toEqual(['세탁 시설', '무료 Wi-Fi']);
    const unused = await put([wifi, kitchen]);
    expect(unused.statusCode).toBe(422);
    expect((await patch(kitchen, { active: true })).statusCode).toBe(200);
    expect(await page()).toEqual(['세탁 시설', '무료 Wi-Fi', '공용 주방']);

    expect((await put([])).json().data.facilityIds).toEqual([]);
    expect(await page()).toEqual(invented);

    const [room] = rowsOf<{ id: number }>(await t.db.execute(sql`select id from stay_rooms where goods_no = ${goodsNo} order by id limit 1`));
    const [elsewhere] = rowsOf<{ id: number }>(await t.db.execute(sql`select id from stay_rooms where goods_no <> ${goodsNo} order by id limit 1`));
    const roomPut = (roomId: number, facilityIds: number[]) => t.call('PUT', apiPaths.admin.stayRoomFacilities.href(goodsNo, roomId), catalogue, { facilityIds });
    const stayRoomsList = () => roomFacilities(apiPaths.stays.rooms.href(goodsNo), { ...STAY_DATES, occupancy: 1 });
    expect((await stayRoomsList()).get(room!.id)).toEqual([]);
    const notOfStay = await roomPut(elsewhere!.id, [safe]);
    expect([notOfStay.statusCode, notOfStay.json().error.message]).toEqual([404, '객실을 찾을 수 없습니다.']);
    const ofProperty = await roomPut(room!.id, [wifi]);
    expect(ofProperty.json().error.details[0].message).toBe('사용 중인 객실 시설만 고를 수 있습니다. 화면을 새로 고친 뒤 다시 골라 주세요.');
    expect((await roomPut(room!.id, [safe])).statusCode).toBe(200);
    // The room list shows it at once (its cached answer dropped), under that room only.
    const listed = await stayRoomsList();
    expect([listed.get(room!.id), [...listed.entries()].filter(([id]) => id !== room!.id).every(([, f]) => f.length === 0)]).toEqual([['금고'], true]);
    const detail = (await t.get(apiPaths.admin.stay.href(goodsNo), {}, catalogue)).json().data as { rooms: { roomId: number; facilityIds: number[] }[] };
    expect(detail.rooms.find((r) => r.roomId === room!.id)!.facilityIds).toEqual([safe]);

    const timeline = ((await t.get(apiPaths.admin.stayAudit.href(goodsNo), {}, catalogue)).json().data as AuditEntry[]).filter((e) => e.action === 'stay.facilities');
    expect(timeline).toHaveLength(3);
    expect(timeline[0]).toMatchObject({ actionLabel: '민박 시설 변경', target: { type: 'stay', label: stay!.name }, changes: [{ field: 'facilities', before: [], after: ['무료 Wi-Fi', '공용 주방', '세탁 시설'] }] });
    expect(timeline[1]!.changes).toEqual([{ field: 'facilities', before: ['세탁 시설', '무료 Wi-Fi', '공용 주방'], after: [] }]);
    expect(timeline[2]).toMatchObject({ metadata: { roomId: room!.id }, changes: [{ field: 'facilities', before: [], after: ['금고'] }] });
  });

  it("a hotel's amenities become its chosen facilities, and a room type takes room facilities", async () => {
    const [hotel] = rowsOf<{ propertyId: number; uuid: string }>(await t.db.execute(sql`select property_id as "propertyId", uuid from hotels where status = 'published' order by property_id limit 1`));
    const page = async () => (await t.get(apiPaths.hotels.property.href(hotel!.uuid))).json().data.amenities as string[];
    const byStars = await page();
    expect(byStars).toContain('24시간 프런트 데스크');
    const [pool, spa, kettle] = [await idOf('property', '실내 수영장'), await idOf('property', '스파'), await idOf('room', '커피포트')];
    const put = await t.call('PUT', apiPaths.admin.hotelFacilities.href(hotel!.propertyId), catalogue, { facilityIds: [pool, spa] });
    expect(put.statusCode, put.body).toBe(200);
    expect(await page()).toEqual(['스파', '실내 수영장']);
    expect((await t.get(apiPaths.admin.hotel.href(hotel!.propertyId), {}, catalogue)).json().data.facilityIds).toEqual([spa, pool]);
    const wrong = await t.call('PUT', apiPaths.admin.hotelFacilities.href(hotel!.propertyId), catalogue, { facilityIds: [kettle] });
    expect(wrong.statusCode).toBe(422);
    expect(await page()).toEqual(['스파', '실내 수영장']);
    expect((await t.call('PUT', apiPaths.admin.hotelFacilities.href(999_999_999), catalogue, { facilityIds: [] })).statusCode).toBe(404);

    const [room] = rowsOf<{ id: number }>(await t.db.execute(sql`select id from hotel_rooms where property_uuid = ${hotel!.uuid} order by id limit 1`));
    const roomPut = await t.call('PUT', apiPaths.admin.hotelRoomFacilities.href(hotel!.propertyId, room!.id), catalogue, { facilityIds: [kettle] });
    expect(roomPut.statusCode, roomPut.body).toBe(200);
    const hotelRoomsList = await roomFacilities(apiPaths.hotels.rooms.href(hotel!.uuid), { checkInAt: STAY_DATES.checkInAt, checkOutAt: STAY_DATES.checkOutAt });
    expect(hotelRoomsList.get(room!.id)).toEqual(['커피포트']);
    const detail = (await t.get(apiPaths.admin.hotel.href(hotel!.propertyId), {}, catalogue)).json().data as { rooms: { roomId: number; facilityIds: number[] }[] };
    expect(detail.rooms.find((r) => r.roomId === room!.id)!.facilityIds).toEqual([kettle]);

    const timeline = ((await t.get(apiPaths.admin.hotelAudit.href(hotel!.propertyId), {}, catalogue)).json().data as AuditEntry[]).filter((e) => e.action === 'hotel.facilities');
    expect(timeline.map((e) => [e.actionLabel, e.metadata?.roomId ?? null, e.changes[0]!.after])).toEqual([
      ['호텔 시설 변경', null, ['스파', '실내 수영장']],
      ['호텔 시설 변경', room!.id, ['커피포트']],
    ]);
  });
});
