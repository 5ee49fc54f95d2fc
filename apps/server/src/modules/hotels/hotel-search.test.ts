import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  HotelCityNeighborhoodsResponseSchema,
  HotelCityPoisResponseSchema,
  HotelDetailResponseSchema,
  HotelRoomsResponseSchema,
  HotelSearchResponseSchema,
  type HotelRoomOffer,
} from '@minda/contracts/hotels';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { HOTEL_POI_RADIUS_KM, roomNightPrice } from '@minda/contracts/rules/hotel-rates';
import { addDaysToDate } from '@minda/contracts/rules/stay-pricing';
import { cities, pointsOfInterest } from '../../db/schema/geography.ts';
import { hotelRoomNights, hotelRooms, hotels } from '../../db/schema/hotels.ts';
import { cacheTags } from '../../platform/public-cache.ts';
import { loginAs } from '../../test/login-as.ts';
import { setupTestApp, type ApiQuery } from '../../test/test-app.ts';
import { distanceKm } from './hotel-search.service.ts';

const t = setupTestApp();

const today = new Date().toISOString().slice(0, 10);
/** Far enough ahead that no seeded inventory row (offsets 3-60 days) touches these nights. */
const FREE_IN = addDaysToDate(today, 200);
const FREE_OUT = addDaysToDate(today, 202);

async function search(query: ApiQuery) {
  const res = await t.get(apiPaths.hotels.search.href(), query);
  expect(res.statusCode, res.body).toBe(200);
  return HotelSearchResponseSchema.parse(res.json()).data;
}

async function rooms(uuid: string, query: ApiQuery) {
  const res = await t.get(apiPaths.hotels.rooms.href(uuid), query);
  expect(res.statusCode, res.body).toBe(200);
  return HotelRoomsResponseSchema.parse(res.json()).data;
}

/** The seeded city with the most hotels, by its numeric cityId. */
let city: { id: number; code: string };

beforeAll(async () => {
  const n = count(hotels.uuid);
  const [row] = await t.db
    .select({ id: cities.id, code: cities.code, n })
    .from(hotels)
    .innerJoin(cities, eq(cities.code, hotels.cityCode))
    .groupBy(cities.id, cities.code)
    .orderBy(desc(n), asc(cities.id))
    .limit(1);
  city = row!;
});

/** A hotel of the city whose cheapest room type takes 3 adults or more. */
async function hotelWithRoomFor(adults: number) {
  const [row] = await t.db
    .select({ uuid: hotels.uuid, roomId: hotelRooms.id, basePrice: hotelRooms.basePrice, discountRate: hotelRooms.discountRate })
    .from(hotelRooms)
    .innerJoin(hotels, eq(hotels.uuid, hotelRooms.propertyUuid))
    .where(and(eq(hotels.cityCode, city.code), sql`${hotelRooms.maxAdults} >= ${adults}`, sql`${hotelRooms.maxOccupancy} >= ${adults + 1}`))
    .orderBy(asc(hotels.propertyId), asc(hotelRooms.id))
    .limit(1);
  return row!;
}

/** Writes nights of hotel rooms by hand, as a host's extranet would: the cached dated answers are dropped as a hold would drop them. */
async function addNights(rows: (typeof hotelRoomNights.$inferInsert)[]) {
  await t.db.insert(hotelRoomNights).values(rows);
  t.app.publicCache.invalidate([cacheTags.nights('hotel')]);
}

const offerOf = (offers: readonly HotelRoomOffer[], roomId: number) => {
  const offer = offers.find((o) => o.roomId === roomId);
  expect(offer).toBeDefined();
  return offer!;
};

describe('seeded room types', () => {
  it('gives every hotel with a from-price 2-5 room types, the cheapest at that price, and none to hotels without a rate', async () => {
    const rows = await t.db
      .select({ from: hotels.minBasePriceBeforeDiscount, types: count(hotelRooms.id), cheapest: sql<number | null>`min(${hotelRooms.basePrice})` })
      .from(hotels)
      .leftJoin(hotelRooms, eq(hotelRooms.propertyUuid, hotels.uuid))
      .groupBy(hotels.uuid, hotels.minBasePriceBeforeDiscount);
    expect(rows.some((r) => r.from === 0)).toBe(true);
    for (const r of rows) {
      if (r.from === 0) expect(r.types).toBe(0);
      else {
        expect(r.types).toBeGreaterThanOrEqual(2);
        expect(r.types).toBeLessThanOrEqual(5);
        expect(Number(r.cheapest)).toBe(r.from);
      }
    }
    const [nights] = await t.db.select({ n: count() }).from(hotelRoomNights);
    expect(nights!.n).toBeGreaterThan(0);
    expect(nights!.n).toBeLessThan(2000);
  });
});

describe('GET hotel/search', () => {
  it('lists the city with from-prices and no availability when there are no dates', async () => {
    const page = await search({ cityId: city.id });
    const [{ total }] = (await t.db.select({ total: count() }).from(hotels).where(eq(hotels.cityCode, city.code))) as [{ total: number }];
    expect(page.totalElements).toBe(total);
    expect(page.nights).toBeNull();
    expect(page.occupancy).toEqual([{ adult: 2, children: [] }]);
    for (const card of page.content) {
      expect(card.available).toBeNull();
      expect(card.totalPrice).toBeNull();
      expect(card.cityId).toBe(city.id);
    }
  });

  it('prices the whole stay for the whole party with dates, and lists only hotels that can take it', async () => {
    const one = await search({ cityId: city.id, checkInAt: FREE_IN, checkOutAt: FREE_OUT, occupancy: '2' });
    const two = await search({ cityId: city.id, checkInAt: FREE_IN, checkOutAt: FREE_OUT, occupancy: ['2', '2-5'], rooms: 2, adults: 4, children: 1 });
    expect(one.nights).toBe(2);
    expect(two.occupancy).toEqual([{ adult: 2, children: [] }, { adult: 2, children: [5] }]);
    expect(one.content.length).toBeGreaterThan(0);
    for (const card of one.content) {
      expect(card.available).toBe(true);
      expect(card.nights).toBe(2);
      expect(card.nightlyPrice).toBe(Math.round(card.totalPrice! / 2));
      expect(card.minBasePriceBeforeDiscount).toBeGreaterThan(0);
    }
    // Two rooms (one with a child) cost more than one room for the same hotel.
    const oneByHotel = new Map(one.content.map((c) => [c.propertyUuid, c.totalPrice!]));
    const shared = two.content.filter((c) => oneByHotel.has(c.propertyUuid));
    expect(shared.length).toBeGreaterThan(0);
    for (const card of shared) expect(card.totalPrice!).toBeGreaterThan(oneByHotel.get(card.propertyUuid)!);
    // Hotels without a rate are never available for dates.
    const [noRate] = await t.db.select({ uuid: hotels.uuid }).from(hotels).where(eq(hotels.minBasePriceBeforeDiscount, 0)).limit(1);
    if (noRate) expect((await rooms(noRate.uuid, { checkInAt: FREE_IN, checkOutAt: FREE_OUT })).rooms).toEqual([]);
  });

  it('prices a card as the cheapest offer of the hotel page for the party, over stored and missing nights alike', async () => {
    // Seeded inventory ends 60 days ahead: these nights are partly stored rows, partly the room types' own rates.
    const [checkInAt, checkOutAt] = [addDaysToDate(today, 58), addDaysToDate(today, 63)];
    const party = { occupancy: ['2', '2-5'], rooms: 2, adults: 4, children: 1 };
    const cards = (await search({ cityId: city.id, checkInAt, checkOutAt, ...party })).content.slice(0, 6);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const offers = (await rooms(card.propertyUuid, { checkInAt, checkOutAt, occupancy: party.occupancy })).rooms.filter((o) => o.available);
      expect(card.totalPrice).toBe(Math.min(...offers.map((o) => o.totalPrice!)));
    }
  });

  it('a night sold out in every room type removes the hotel for stays over that night only', async () => {
    const before = await search({ cityId: city.id, checkInAt: FREE_IN, checkOutAt: FREE_OUT, size: 50 });
    const victim = before.content[0]!;
    const typeRows = await t.db.select().from(hotelRooms).where(eq(hotelRooms.propertyUuid, victim.propertyUuid));
    const soldOutNight = addDaysToDate(FREE_IN, 1);
    await addNights(typeRows.map((r) => ({ roomId: r.id, night: soldOutNight, unitsAvailable: 0, basePrice: r.basePrice })));

    const after = await search({ cityId: city.id, checkInAt: FREE_IN, checkOutAt: FREE_OUT, size: 50 });
    expect(after.totalElements).toBe(before.totalElements - 1);
    expect(after.content.map((c) => c.propertyUuid)).not.toContain(victim.propertyUuid);
    // The night before is still sellable.
    const earlier = await search({ cityId: city.id, checkInAt: FREE_IN, checkOutAt: soldOutNight, size: 50 });
    expect(earlier.content.map((c) => c.propertyUuid)).toContain(victim.propertyUuid);
    const offers = await rooms(victim.propertyUuid, { checkInAt: FREE_IN, checkOutAt: FREE_OUT });
    for (const offer of offers.rooms) {
      expect(offer.unitsLeft).toBe(0);
      expect(offer.available).toBe(false);
    }
  });

  it('a type with one unit left takes one room of the party, not two', async () => {
    const target = await hotelWithRoomFor(2);
    const nightIn = addDaysToDate(FREE_IN, 10);
    const nightOut = addDaysToDate(FREE_IN, 11);
    await addNights([{ roomId: target.roomId, night: nightIn, unitsAvailable: 1, basePrice: target.basePrice }]);
    const single = offerOf((await rooms(target.uuid, { checkInAt: nightIn, checkOutAt: nightOut, occupancy: '2' })).rooms, target.roomId);
    const double = offerOf((await rooms(target.uuid, { checkInAt: nightIn, checkOutAt: nightOut, occupancy: ['2', '2'] })).rooms, target.roomId);
    expect(single).toMatchObject({ unitsLeft: 1, roomsNeeded: 1, available: true });
    expect(double).toMatchObject({ unitsLeft: 1, roomsNeeded: 2, available: false });
  });

  it('filters by neighbourhood, counting the neighbourhoods in the facets', async () => {
    const all = await search({ cityId: city.id });
    const area = all.facets.neighborhoods[0]!;
    const page = await search({ cityId: city.id, neighborhoodIds: String(area.neighborhoodId), size: 50 });
    expect(page.totalElements).toBe(area.count);
    expect(page.content.length).toBeGreaterThan(0);
    for (const card of page.content) expect(card.neighborhood?.neighborhoodId).toBe(area.neighborhoodId);
    // The neighbourhood counts do not shrink to the chosen one.
    expect(page.facets.neighborhoods).toEqual(all.facets.neighborhoods);
  });

  it(`filters by point of interest within ${HOTEL_POI_RADIUS_KM} km and sorts by distance`, async () => {
    const [poi] = await t.db.select().from(pointsOfInterest).where(eq(pointsOfInterest.cityCode, city.code)).orderBy(asc(pointsOfInterest.sort)).limit(1);
    const cityHotels = await t.db.select().from(hotels).where(eq(hotels.cityCode, city.code));
    const near = cityHotels.filter((h) => distanceKm(poi!, h) <= HOTEL_POI_RADIUS_KM);
    expect(near.length).toBeGreaterThan(0);
    expect(near.length).toBeLessThan(cityHotels.length);
    const page = await search({ cityId: city.id, poiIds: poi!.id, sort: 'distance', size: 50 });
    expect(page.totalElements).toBe(near.length);
    const distances = page.content.map((c) => c.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(HOTEL_POI_RADIUS_KM);
  });

  it('sorts by price, rating and reviews', async () => {
    const base = { cityId: city.id, checkInAt: FREE_IN, checkOutAt: FREE_OUT, size: 50 };
    const byPrice = (await search({ ...base, sort: 'price' })).content.map((c) => c.nightlyPrice!);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byRating = (await search({ ...base, sort: 'rating' })).content.map((c) => c.reviewScore);
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    const byReviews = (await search({ ...base, sort: 'reviews' })).content.map((c) => c.reviewCount);
    expect(byReviews).toEqual([...byReviews].sort((a, b) => b - a));
  });

  it('filters by nightly price and stars, and pages', async () => {
    const base = { cityId: city.id, checkInAt: FREE_IN, checkOutAt: FREE_OUT };
    const all = await search({ ...base, size: 50 });
    const { min, max } = all.facets.price!;
    const middle = Math.round((min + max) / 2);
    const cheap = await search({ ...base, maxPrice: middle, size: 50 });
    expect(cheap.totalElements).toBeGreaterThan(0);
    expect(cheap.totalElements).toBeLessThan(all.totalElements);
    for (const card of cheap.content) expect(card.nightlyPrice!).toBeLessThanOrEqual(middle);
    const star = all.facets.starRatings[0]!;
    const starred = await search({ ...base, starRating: String(star.starRating), size: 50 });
    expect(starred.totalElements).toBe(star.count);
    const first = await search({ ...base, size: 2, page: 0 });
    const second = await search({ ...base, size: 2, page: 1 });
    expect(first.last).toBe(false);
    expect(second.content[0]?.propertyUuid).not.toBe(first.content[0]?.propertyUuid);
    expect(first.totalPages).toBe(Math.ceil(all.totalElements / 2));
  });

  it.each([
    [{ checkInAt: addDaysToDate(today, -3), checkOutAt: addDaysToDate(today, -1) }, '지난 날짜'],
    [{ checkInAt: FREE_IN, checkOutAt: addDaysToDate(FREE_IN, 29) }, '29일 이내'],
    [{ checkInAt: FREE_IN, checkOutAt: FREE_IN }, '체크아웃'],
    [{ checkInAt: FREE_IN }, '함께'],
    [{ occupancy: '15' }, '성인은 1~14명'],
    [{ occupancy: '0' }, '성인은 1~14명'],
    [{ occupancy: '2-18' }, '아동 나이는 0~17세'],
    [{ occupancy: '2-1,2,3,4,5,6,7' }, '최대 6명'],
    [{ occupancy: Array.from({ length: 9 }, () => '2') }, '최대 8개'],
    [{ occupancy: 'two' }, '형식'],
    [{ sort: 'distance' }, '명소'],
    [{ sort: 'cheapest' }, '정렬'],
    [{ minPrice: 5000, maxPrice: 1000 }, '최소 요금'],
    [{ starRating: 6 }, '성급'],
  ] as [ApiQuery, string][])('refuses %o with a Korean 400', async (query, text) => {
    const res = await t.get(apiPaths.hotels.search.href(), { cityId: city.id, ...query });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.message).toContain(text);
  });

  it('answers 400 without a city, 404 for an unknown one and 400 for a point of interest of another city', async () => {
    expect((await t.get(apiPaths.hotels.search.href(), {})).statusCode).toBe(400);
    const unknown = await t.get(apiPaths.hotels.search.href(), { cityId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('도시를 찾을 수 없습니다.');
    const [elsewhere] = await t.db.select({ id: pointsOfInterest.id }).from(pointsOfInterest).where(sql`${pointsOfInterest.cityCode} <> ${city.code}`).limit(1);
    expect((await t.get(apiPaths.hotels.search.href(), { cityId: city.id, poiIds: elsewhere!.id })).statusCode).toBe(400);
  });
});

describe('GET hotel/properties/{uuid}/rooms: occupancy pricing', () => {
  it('charges a third adult, and a child of 12 more than a child of 5, by the contracts rule', async () => {
    const target = await hotelWithRoomFor(3);
    const dates = { checkInAt: FREE_IN, checkOutAt: addDaysToDate(FREE_IN, 1) };
    const price = async (occupancy: string) => offerOf((await rooms(target.uuid, { ...dates, occupancy })).rooms, target.roomId).totalPrice!;
    const rate = { basePrice: target.basePrice, discountRate: target.discountRate };
    const [two, three, teen, child, infant] = await Promise.all(['2', '3', '2-12', '2-5', '2-0'].map(price));
    expect(two).toBe(roomNightPrice(rate, { adult: 2, children: [] }).price);
    expect(three).toBeGreaterThan(two!);
    expect(three).toBe(roomNightPrice(rate, { adult: 3, children: [] }).price);
    expect(teen).toBeGreaterThan(child!);
    expect(teen).toBe(three);
    expect(child).toBeGreaterThan(two!);
    expect(infant).toBe(two);
  });

  it('marks room types that cannot take the party as not fitting, without a price', async () => {
    const [hotel] = await t.db
      .select({ uuid: hotelRooms.propertyUuid, roomId: hotelRooms.id })
      .from(hotelRooms)
      .where(eq(hotelRooms.maxAdults, 2))
      .orderBy(asc(hotelRooms.id))
      .limit(1);
    const offer = offerOf((await rooms(hotel!.uuid, { checkInAt: FREE_IN, checkOutAt: FREE_OUT, occupancy: '3' })).rooms, hotel!.roomId);
    expect(offer).toMatchObject({ fits: false, available: false, totalPrice: null, nightlyPrices: [] });
  });

  it('prices each night from its inventory row (a peak night costs more)', async () => {
    const target = await hotelWithRoomFor(2);
    const peak = addDaysToDate(FREE_IN, 20);
    await addNights([{ roomId: target.roomId, night: peak, unitsAvailable: 5, basePrice: target.basePrice * 2 }]);
    const offer = offerOf((await rooms(target.uuid, { checkInAt: addDaysToDate(peak, -1), checkOutAt: addDaysToDate(peak, 1) })).rooms, target.roomId);
    const [normal, high] = offer.nightlyPrices;
    expect(high!.night).toBe(peak);
    expect(high!.price).toBeGreaterThan(normal!.price);
    expect(offer.totalPrice).toBe(normal!.price + high!.price);
  });

  it('needs dates and answers 404 for an unknown hotel', async () => {
    const target = await hotelWithRoomFor(2);
    const noDates = await t.get(apiPaths.hotels.rooms.href(target.uuid));
    expect(noDates.statusCode).toBe(400);
    expect(noDates.json().error.message).toContain('날짜');
    const unknown = await t.get(apiPaths.hotels.rooms.href('00000000-0000-4000-8000-000000000000'), { checkInAt: FREE_IN, checkOutAt: FREE_OUT });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET hotel/properties/{uuid}', () => {
  it('answers the page data with nearby points of interest, closest first', async () => {
    const [hotel] = await t.db.select().from(hotels).where(gt(hotels.minBasePriceBeforeDiscount, 0)).orderBy(asc(hotels.propertyId)).limit(1);
    const res = await t.get(apiPaths.hotels.property.href(hotel!.uuid));
    expect(res.statusCode).toBe(200);
    const { data } = HotelDetailResponseSchema.parse(res.json());
    expect(data).toMatchObject({ propertyUuid: hotel!.uuid, propertyId: hotel!.propertyId, starRating: hotel!.starRating, address: hotel!.address, isWish: false });
    expect(data.nameTranslations['ko-KR']).toBe(hotel!.nameKo);
    expect(data.images[0]).toBe(hotel!.thumbnailPath);
    const [cityRow] = await t.db.select().from(cities).where(eq(cities.code, hotel!.cityCode));
    expect(data.city).toMatchObject({ cityId: cityRow!.id, cityCode: hotel!.cityCode, name: cityRow!.nameKo });
    expect(data.city.countryName.length).toBeGreaterThan(0);
    expect(data.nearbyPois.length).toBeGreaterThan(0);
    const distances = data.nearbyPois.map((p) => p.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(data.policies.notes.join(' ')).toContain('유아는 무료');
  });

  it('shows a member their own like', async () => {
    const [hotel] = await t.db.select().from(hotels).orderBy(asc(hotels.propertyId)).limit(1);
    const { headers } = await loginAs(t.app, 'member');
    const like = await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.wishes.hotelLike.href(hotel!.uuid)), headers });
    expect(like.statusCode).toBe(200);
    const res = await t.get(apiPaths.hotels.property.href(hotel!.uuid), {}, headers);
    expect(HotelDetailResponseSchema.parse(res.json()).data).toMatchObject({ isWish: true, wishCount: hotel!.wishCount + 1 });
  });

  it('answers 404 for an unknown uuid and 400 for a malformed one', async () => {
    const unknown = await t.get(apiPaths.hotels.property.href('00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('호텔을 찾을 수 없습니다.');
    expect((await t.get(apiPaths.hotels.property.href('not-a-uuid'))).statusCode).toBe(400);
  });
});

describe('GET hotel/cities/{cityId}/neighborhoods and /pois', () => {
  it('lists the city neighbourhoods with hotel counts and its points of interest', async () => {
    const areas = HotelCityNeighborhoodsResponseSchema.parse((await t.get(apiPaths.hotels.neighborhoods.href(city.id))).json()).data;
    const [{ total }] = (await t.db.select({ total: count() }).from(hotels).where(eq(hotels.cityCode, city.code))) as [{ total: number }];
    expect(areas.reduce((sum, a) => sum + a.hotelCount, 0)).toBe(total);
    const pois = HotelCityPoisResponseSchema.parse((await t.get(apiPaths.hotels.pois.href(city.id))).json()).data;
    expect(pois.length).toBeGreaterThan(0);
    expect((await t.get(apiPaths.hotels.pois.href(999_999))).statusCode).toBe(404);
  });
});
