import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, apiUrl, withQuery } from '@minda/contracts/paths';
import { shiftDay } from '@minda/contracts/rules/search-widget';
import { StayPropertyResponseSchema, StayRoomsResponseSchema, StaySearchResponseSchema } from '@minda/contracts/stays';
import { stayRoomNights, stayRooms, stays } from '../../db/schema/stays.ts';
import { loginAs, loginTwoMembersAndVisitor } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { cacheTags } from '../../platform/public-cache.ts';

const t = setupTestApp();

const PARIS = '001002001';
const today = new Date().toISOString().slice(0, 10);
const day = (n: number) => shiftDay(today, n);

type Query = Record<string, string | number | boolean | undefined>;

const getSearch = (query: Query, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: apiUrl(withQuery(apiPaths.stays.search.href(), query)), headers });

async function search(query: Query, headers: Record<string, string> = {}) {
  const res = await getSearch(query, headers);
  expect(res.statusCode, res.body).toBe(200);
  return StaySearchResponseSchema.parse(res.json()).data;
}

/** Every result of a search, page by page. */
async function searchAll(query: Query) {
  const first = await search({ ...query, size: 40 });
  const all = [...first.content];
  for (let page = 1; page < first.totalPages; page += 1) all.push(...(await search({ ...query, size: 40, page })).content);
  return { ...first, all };
}

async function rooms(goodsNo: number, query: Query) {
  const res = await t.app.inject({ method: 'GET', url: apiUrl(withQuery(apiPaths.stays.rooms.href(goodsNo), query)) });
  expect(res.statusCode, res.body).toBe(200);
  return StayRoomsResponseSchema.parse(res.json()).data;
}

async function activeParisStays() {
  return t.db.select().from(stays).where(and(eq(stays.cityCode, PARIS), eq(stays.isActive, true))).orderBy(asc(stays.goodsNo));
}

async function roomsOf(goodsNo: number) {
  return t.db.select().from(stayRooms).where(eq(stayRooms.goodsNo, goodsNo)).orderBy(asc(stayRooms.sort), asc(stayRooms.id));
}

/** Writes a stay's nights in [from, to) for its room types (replacing seeded rows), as a booking or a host would. */
async function setNights(goodsNo: number, from: string, to: string, row: (room: typeof stayRooms.$inferSelect, night: string) => { unitsAvailable: number; price: number } | null) {
  const roomRows = await roomsOf(goodsNo);
  await t.db.delete(stayRoomNights).where(and(inArray(stayRoomNights.roomId, roomRows.map((r) => r.id)), gte(stayRoomNights.night, from), lt(stayRoomNights.night, to)));
  const values = [];
  for (let night = from; night < to; night = shiftDay(night, 1)) {
    for (const room of roomRows) {
      const v = row(room, night);
      if (v) values.push({ roomId: room.id, night, ...v });
    }
  }
  if (values.length > 0) await t.db.insert(stayRoomNights).values(values);
  // Written by hand, not by a booking: the cached dated answers are dropped as a hold would drop them.
  t.app.publicCache.invalidate([cacheTags.nights('stay')]);
  return roomRows;
}

describe('GET stay/search without dates', () => {
  it("lists the city's stays with from-prices for one night and no availability", async () => {
    const expected = await activeParisStays();
    const result = await searchAll({ cityCode: PARIS });
    expect(result.cityName).toBe('파리');
    expect(result.totalElements).toBe(expected.length);
    expect(result.all.map((s) => s.goodsNo).sort()).toEqual(expected.map((s) => s.goodsNo).sort());
    for (const card of result.all) {
      expect(card).toMatchObject({ nights: null, available: null, category: PARIS, categoryName: '파리' });
      // One adult fits every room type, so the from-price is the stay's lowest nightly price.
      expect(card.price).toBe(card.minPrice);
    }
  });

  it('pages without overlap and says which page is the last', async () => {
    const all = (await searchAll({ cityCode: PARIS })).all.map((s) => s.goodsNo);
    const seen: number[] = [];
    for (let page = 0; ; page += 1) {
      const p = await search({ cityCode: PARIS, size: 7, page });
      expect(p.number).toBe(page);
      seen.push(...p.content.map((s) => s.goodsNo));
      if (p.last) break;
      expect(p.content).toHaveLength(7);
    }
    expect(seen).toEqual(all);
    expect((await search({ cityCode: PARIS, page: 99 })).content).toEqual([]);
  });
});

describe('GET stay/search with dates and a party', () => {
  it('leaves out a stay with one sold-out night and prices the others for the stay', async () => {
    const [target] = await activeParisStays();
    const from = day(200);
    await setNights(target!.goodsNo, from, day(203), (room, night) => (night === day(201) ? { unitsAvailable: 0, price: room.price } : null));
    const blocked = await searchAll({ cityCode: PARIS, checkInAt: from, checkOutAt: day(203), occupancy: 1 });
    expect(blocked.all.map((s) => s.goodsNo)).not.toContain(target!.goodsNo);
    expect(blocked.nights).toBe(3);
    expect(blocked.all.every((s) => s.available === true && s.nights === 3 && s.nightlyPrice === Math.round(s.price / 3))).toBe(true);

    const after = await searchAll({ cityCode: PARIS, checkInAt: day(202), checkOutAt: day(203), occupancy: 1 });
    const card = after.all.find((s) => s.goodsNo === target!.goodsNo);
    const cheapestRoom = Math.min(...(await roomsOf(target!.goodsNo)).map((r) => r.price));
    expect(card).toMatchObject({ available: true, nights: 1, price: cheapestRoom });
  });

  it('changes the price for the stay with peak price rows', async () => {
    const [, target] = await activeParisStays();
    const from = day(210);
    const to = day(212);
    await setNights(target!.goodsNo, from, to, () => null);
    const roomRows = await roomsOf(target!.goodsNo);
    const base = Math.min(...roomRows.map((r) => r.price)) * 2;
    const before = (await searchAll({ cityCode: PARIS, checkInAt: from, checkOutAt: to })).all.find((s) => s.goodsNo === target!.goodsNo);
    expect(before?.price).toBe(base);
    await setNights(target!.goodsNo, from, to, (room, night) => (night === from ? { unitsAvailable: room.units, price: room.price + 100_000 } : null));
    const after = (await searchAll({ cityCode: PARIS, checkInAt: from, checkOutAt: to })).all.find((s) => s.goodsNo === target!.goodsNo);
    expect(after?.price).toBe(base + 100_000);
  });

  it('needs enough dormitory beds and private rooms for the whole party', async () => {
    const candidates = await t.db.select().from(stayRooms).where(eq(stayRooms.kind, 'dormitory')).orderBy(asc(stayRooms.goodsNo));
    const dormStay = candidates[0]!.goodsNo;
    const from = day(220);
    const to = day(222);
    // Every room type of the stay has exactly 2 units left on the first night.
    await setNights(dormStay, from, to, (room, night) => (night === from ? { unitsAvailable: Math.min(2, room.units), price: room.price } : null));
    const three = await rooms(dormStay, { checkInAt: from, checkOutAt: to, occupancy: 3 });
    for (const room of three.rooms.filter((r) => r.kind === 'dormitory')) {
      expect(room).toMatchObject({ unitsNeeded: 3, unitsLeft: 2, available: false });
    }
    const two = await rooms(dormStay, { checkInAt: from, checkOutAt: to, occupancy: 2 });
    for (const room of two.rooms.filter((r) => r.kind === 'dormitory')) {
      const sum = room.nights.reduce((s, n) => s + n.price, 0);
      expect(room).toMatchObject({ unitsNeeded: 2, available: true, total: sum * 2, deposit: Math.round(sum * 2 * 0.1), payAtProperty: sum * 2 - Math.round(sum * 2 * 0.1) });
    }

    const [double] = await t.db.select().from(stayRooms).where(and(eq(stayRooms.kind, 'private'), eq(stayRooms.capacity, 2), gte(stayRooms.units, 2))).limit(1);
    await setNights(double!.goodsNo, from, to, () => null);
    const party = await rooms(double!.goodsNo, { checkInAt: from, checkOutAt: to, occupancy: 3 });
    const offer = party.rooms.find((r) => r.roomId === double!.id)!;
    expect(offer).toMatchObject({ unitsNeeded: 2, available: true, total: double!.price * 2 * 2 });
    await setNights(double!.goodsNo, from, to, (room, night) => (room.id === double!.id && night === from ? { unitsAvailable: 1, price: room.price } : null));
    const short = await rooms(double!.goodsNo, { checkInAt: from, checkOutAt: to, occupancy: 3 });
    expect(short.rooms.find((r) => r.roomId === double!.id)).toMatchObject({ unitsNeeded: 2, unitsLeft: 1, available: false });
  });

  it('reads seeded inventory: sold-out and peak nights ahead of today', async () => {
    const [peak] = await t.db
      .select({ roomId: stayRoomNights.roomId, night: stayRoomNights.night, price: stayRoomNights.price, goodsNo: stayRooms.goodsNo, base: stayRooms.price })
      .from(stayRoomNights)
      .innerJoin(stayRooms, eq(stayRooms.id, stayRoomNights.roomId))
      .where(and(sql`${stayRoomNights.price} > ${stayRooms.price}`, gte(stayRoomNights.night, day(1)), lt(stayRoomNights.night, day(300))))
      .limit(1);
    expect(peak).toBeDefined();
    const result = await rooms(peak!.goodsNo, { checkInAt: peak!.night, checkOutAt: shiftDay(peak!.night, 1), occupancy: 1 });
    expect(result.rooms.find((r) => r.roomId === peak!.roomId)?.nights[0]?.price).toBe(peak!.price);

    // The demo partner's stay is fully booked 14 and 15 days after the seed day (stay-inventory.ts).
    const soldOut = await rooms(1001, { checkInAt: day(14), checkOutAt: day(16), occupancy: 1 });
    expect(soldOut.rooms.every((r) => !r.available && r.unitsLeft === 0)).toBe(true);
    expect(soldOut.cheapest).toBeNull();
    const results = await searchAll({ cityCode: PARIS, checkInAt: day(14), checkOutAt: day(16) });
    expect(results.all.map((s) => s.goodsNo)).not.toContain(1001);
  });
});

describe('GET stay/search filters and sorts', () => {
  const base = { cityCode: PARIS };

  it('filters by breakfast, instant reservation and rating as claimed', async () => {
    const paris = await activeParisStays();
    const breakfast = await searchAll({ ...base, breakfast: true });
    expect(breakfast.all.map((s) => s.goodsNo).sort()).toEqual(paris.filter((s) => s.hasBreakfast).map((s) => s.goodsNo).sort());
    expect(breakfast.totalElements).toBeLessThan(paris.length);
    const instant = await searchAll({ ...base, instant: true });
    expect(instant.all.length).toBeGreaterThan(0);
    expect(instant.all.every((s) => s.bookType === 9)).toBe(true);
    expect(instant.totalElements).toBe(paris.filter((s) => s.bookType === 9).length);
    const rated = await searchAll({ ...base, minRating: 4.5 });
    expect(rated.all.every((s) => s.reviewGrade >= 4.5)).toBe(true);
    expect(rated.totalElements).toBe(paris.filter((s) => s.reviewGrade >= 4.5).length);
  });

  it('filters by room kind and prices the stay from that kind only', async () => {
    const dorms = await t.db
      .select({ goodsNo: stayRooms.goodsNo, price: sql<number>`min(${stayRooms.price})::int` })
      .from(stayRooms)
      .innerJoin(stays, eq(stays.goodsNo, stayRooms.goodsNo))
      .where(and(eq(stays.cityCode, PARIS), eq(stays.isActive, true), eq(stayRooms.kind, 'dormitory')))
      .groupBy(stayRooms.goodsNo);
    const result = await searchAll({ ...base, roomKind: 'dormitory' });
    expect(result.all.map((s) => [s.goodsNo, s.price]).sort()).toEqual(dorms.map((d) => [d.goodsNo, d.price]).sort());
    const privates = await searchAll({ ...base, roomKind: 'private' });
    expect(privates.totalElements).toBeGreaterThan(0);
    expect(privates.totalElements).not.toBe(result.totalElements);
  });

  it('filters by price range and gives the range of the unfiltered results', async () => {
    const all = await searchAll(base);
    const prices = all.all.map((s) => s.price).sort((a, b) => a - b);
    expect(all.priceRange).toEqual({ min: prices[0], max: prices.at(-1) });
    const mid = prices[Math.floor(prices.length / 2)]!;
    const cheap = await searchAll({ ...base, maxPrice: mid });
    expect(cheap.all.every((s) => s.price <= mid)).toBe(true);
    expect(cheap.totalElements).toBe(prices.filter((p) => p <= mid).length);
    expect(cheap.priceRange).toEqual(all.priceRange);
    const dear = await searchAll({ ...base, minPrice: mid + 1 });
    expect(dear.totalElements).toBe(prices.filter((p) => p > mid).length);
  });

  it('sorts by price, rating, reviews and recommendation', async () => {
    const recommended = (await searchAll(base)).all;
    const byPrice = (await searchAll({ ...base, sort: 'price' })).all;
    const byRating = (await searchAll({ ...base, sort: 'rating' })).all;
    const byReviews = (await searchAll({ ...base, sort: 'reviews' })).all;
    const isSorted = (values: number[], dir: 1 | -1) => values.every((v, i) => i === 0 || (v - values[i - 1]!) * dir >= 0);
    expect(isSorted(byPrice.map((s) => s.price), 1)).toBe(true);
    expect(isSorted(byRating.map((s) => s.reviewGrade), -1)).toBe(true);
    expect(isSorted(byReviews.map((s) => s.reviewCount), -1)).toBe(true);
    // Award winners come first in the recommended order.
    const awards = recommended.map((s) => s.isAwards);
    expect(awards.indexOf(false)).toBeGreaterThan(0);
    expect(awards.lastIndexOf(true)).toBeLessThan(awards.indexOf(false));
    const ids = (list: typeof recommended) => list.map((s) => s.goodsNo).join();
    expect(new Set([ids(recommended), ids(byPrice), ids(byRating), ids(byReviews)]).size).toBe(4);
  });

  it('lists the sale and off-season sale across cities for the home tiles', async () => {
    const sale = await searchAll({ search_type: 'blowout_sale_minbak', sort_type: 'sale' });
    expect(sale.all.every((s) => s.saleRate > 0)).toBe(true);
    expect(new Set(sale.all.map((s) => s.category)).size).toBeGreaterThan(1);
    expect(sale.all.map((s) => s.saleRate)).toEqual([...sale.all.map((s) => s.saleRate)].sort((a, b) => b - a));
    expect(sale.cityName).toBeNull();

    const offSeason = await searchAll({ search_type: 'noseason_sale_minbak', sort_type: 'booking' });
    expect(offSeason.totalElements).toBeGreaterThan(0);
    const discounted = await t.db
      .selectDistinct({ goodsNo: stayRooms.goodsNo })
      .from(stayRoomNights)
      .innerJoin(stayRooms, eq(stayRooms.id, stayRoomNights.roomId))
      .innerJoin(stays, eq(stays.goodsNo, stayRooms.goodsNo))
      .where(and(sql`${stayRoomNights.price} < ${stayRooms.price}`, gte(stayRoomNights.night, today), eq(stays.isActive, true)));
    expect(offSeason.all.map((s) => s.goodsNo).sort()).toEqual(discounted.map((d) => d.goodsNo).sort());
    expect(offSeason.all.map((s) => s.reviewCount)).toEqual([...offSeason.all.map((s) => s.reviewCount)].sort((a, b) => b - a));
  });

  it('computes isWish for the caller', async () => {
    const member = await loginAs(t.app, 'member');
    const target = (await search(base)).content[0]!;
    const add = await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.wishes.stays.href()), headers: member.headers, payload: { goodsNo: target.goodsNo } });
    expect(add.statusCode, add.body).toBe(200);
    expect((await search(base, member.headers)).content[0]).toMatchObject({ goodsNo: target.goodsNo, isWish: true });
    expect((await search(base)).content[0]).toMatchObject({ goodsNo: target.goodsNo, isWish: false });
  });

  it('answers members searching in turn with their own wishes each', async () => {
    const { a, b, visitor } = await loginTwoMembersAndVisitor(t.app);
    const [first, second] = (await search(base)).content;
    for (const [member, goodsNo] of [[a, first!.goodsNo], [b, second!.goodsNo]] as const) {
      const add = await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.wishes.stays.href()), headers: member.headers, payload: { goodsNo } });
      expect(add.statusCode, add.body).toBe(200);
    }
    const flags = async (headers: Record<string, string>) => (await search(base, headers)).content.slice(0, 2).map((c) => c.isWish);
    // Alternating callers: each answer carries its own caller's wishes, never the previous caller's.
    expect(await flags(a.headers)).toEqual([true, false]);
    expect(await flags(b.headers)).toEqual([false, true]);
    expect(await flags(visitor)).toEqual([false, false]);
    expect(await flags(a.headers)).toEqual([true, false]);
  });
});

describe('validation', () => {
  const cases: [Query, RegExp][] = [
    [{ cityCode: PARIS, checkInAt: day(10), checkOutAt: day(10) }, /체크인 다음 날/],
    [{ cityCode: PARIS, checkInAt: day(10), checkOutAt: day(39) }, /29일 이내/],
    [{ cityCode: PARIS, checkInAt: day(-3), checkOutAt: day(1) }, /지난 날짜/],
    [{ cityCode: PARIS, checkInAt: day(360), checkOutAt: day(370) }, /1년/],
    [{ cityCode: PARIS, checkInAt: day(10) }, /함께/],
    [{ cityCode: PARIS, checkInAt: '2026-02-30', checkOutAt: '2026-03-02' }, /YYYY-MM-DD/],
    [{ cityCode: PARIS, occupancy: 0 }, /1명부터 14명/],
    [{ cityCode: PARIS, occupancy: 15 }, /1명부터 14명/],
    [{ cityCode: 'paris' }, /9자리/],
    [{ cityCode: PARIS, sort: 'cheap' }, /정렬/],
    [{ cityCode: PARIS, roomKind: 'suite' }, /객실 종류/],
    [{ cityCode: PARIS, minPrice: 200_000, maxPrice: 100_000 }, /최저 가격/],
    [{ cityCode: PARIS, size: 41 }, /페이지 크기/],
  ];

  it.each(cases)('refuses %j with a Korean 400', async (query, message) => {
    const res = await getSearch(query);
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { error: { message: string } }).error.message).toMatch(message);
  });

  it('accepts 28 nights', async () => {
    expect((await search({ cityCode: PARIS, checkInAt: day(30), checkOutAt: day(58) })).nights).toBe(28);
  });

  it('refuses rooms without dates, and bad stay numbers', async () => {
    const noDates = await t.app.inject({ method: 'GET', url: apiUrl(apiPaths.stays.rooms.href(1001)) });
    expect(noDates.statusCode).toBe(400);
    expect(noDates.json().error.message).toMatch(/날짜/);
    const bad = await t.app.inject({ method: 'GET', url: apiUrl('stay/v2/abc/property') });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET stay/v2/{goodsNo}/property', () => {
  it("answers the stay's page data", async () => {
    const res = await t.app.inject({ method: 'GET', url: apiUrl(apiPaths.stays.property.href(1001)) });
    expect(res.statusCode, res.body).toBe(200);
    const stay = StayPropertyResponseSchema.parse(res.json()).data;
    expect(stay).toMatchObject({ goodsNo: 1001, goodsName: '파리하늘민박', hostName: '김하늘', categoryName: '파리', countryName: '프랑스', depositPercent: 10, isWish: false });
    expect(stay.checkInTime).toMatch(/^\d\d:\d\d$/);
    expect(stay.facilities).toContain('무료 Wi-Fi');
    expect(stay.facilities.includes('한식 조식 제공')).toBe(stay.hasBreakfast);
    expect(stay.refundPolicy.rows[0]).toEqual({ when: '체크인 30일 전까지', refund: '예약금 100% 환불' });
    expect(stay.images.length).toBeGreaterThan(0);
  });

  it('is a Korean 404 for an unknown or inactive stay, for the page and its rooms', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: apiUrl(apiPaths.stays.property.href(999_999)) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toMatch(/숙소를 찾을 수 없습니다/);
    const [inactive] = await activeParisStays().then((list) => list.slice(-1));
    await t.db.update(stays).set({ isActive: false }).where(eq(stays.goodsNo, inactive!.goodsNo));
    expect((await t.app.inject({ method: 'GET', url: apiUrl(apiPaths.stays.property.href(inactive!.goodsNo)) })).statusCode).toBe(404);
    const roomsRes = await t.app.inject({
      method: 'GET',
      url: apiUrl(withQuery(apiPaths.stays.rooms.href(inactive!.goodsNo), { checkInAt: day(5), checkOutAt: day(6) })),
    });
    expect(roomsRes.statusCode).toBe(404);
    expect((await searchAll({ cityCode: PARIS })).all.map((s) => s.goodsNo)).not.toContain(inactive!.goodsNo);
    await t.db.update(stays).set({ isActive: true }).where(eq(stays.goodsNo, inactive!.goodsNo));
  });
});
