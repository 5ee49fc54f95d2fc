import type {
  HotelCityNeighborhood,
  HotelCityPoi,
  HotelDetail,
  HotelRoomOffer,
  HotelRooms,
  HotelRoomsQuery,
  HotelSearchCard,
  HotelSearchPage,
  HotelSearchQuery,
} from '@minda/contracts/hotels';
import {
  HOTEL_CHILD_PERCENT,
  HOTEL_CHILD_RATE_MAX_AGE,
  HOTEL_EXTRA_ADULT_PERCENT,
  HOTEL_INFANT_MAX_AGE,
  HOTEL_NEARBY_POIS_SHOWN,
  HOTEL_POI_RADIUS_KM,
  HOTEL_RATE_BASE_ADULTS,
  partySurchargePercent,
  roomFits,
  roomNightPrice,
  type HotelRoomParty,
} from '@minda/contracts/rules/hotel-rates';
import { CHILD_AGE, HOTEL_DEFAULT_SEARCH } from '@minda/contracts/rules/search-widget';
import { nightsOf } from '@minda/contracts/rules/stay-pricing';
import type { Database } from '../../db/client.ts';
import { hotelBasics, toHotelProperty } from './hotel-lists.service.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { shownTo, type Previewer } from '../../platform/product-preview.ts';
import {
  EARTH_RADIUS_KM,
  findCityById,
  findHotelResults,
  findHotelsByUuids,
  findCityCategories,
  findCityNeighborhoods,
  findCityPois,
  findHotelCategory,
  findHotel,
  findRoomNights,
  findRoomTypes,
  type HotelResultRow,
  type HotelRoomRow,
  type HotelRow,
  type PoiRow,
} from './hotel-search.repository.ts';
import type { Caller } from '../../platform/access.ts';
import { facilityChoices, facilityNamesOf, withRoomFacilities } from '../../platform/facility-names.ts';

const HOTEL_NOT_FOUND = '호텔을 찾을 수 없습니다.';
const DEFAULT_PARTY: HotelRoomParty[] = [{ adult: HOTEL_DEFAULT_SEARCH.adults, children: [] }];

/* ---- distances ---- */

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance (haversine), rounded to 10 m. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)) * 100) / 100;
}

/* ---- rates for dates and a party ---- */

type NightRow = { roomId: number; night: string; unitsAvailable: number; basePrice: number };

/**
 * What one room type offers for the stay: it must take every room of the party, one unit per room, on
 * every night (docs/api-notes.md). Each night's price is the sum over the party's rooms of the occupancy
 * price (contracts rules/hotel-rates) on that night's base price.
 */
export function roomOffer(room: HotelRoomRow, nightRows: ReadonlyMap<string, NightRow>, nights: readonly string[], party: readonly HotelRoomParty[]): HotelRoomOffer {
  const fits = party.every((p) => roomFits(room, p));
  const nightly = nights.map((night) => {
    const row = nightRows.get(`${room.id}|${night}`);
    return { night, units: row?.unitsAvailable ?? room.units, basePrice: row?.basePrice ?? room.basePrice };
  });
  const unitsLeft = Math.min(...nightly.map((n) => n.units));
  const roomsNeeded = party.length;
  const prices = fits
    ? nightly.map((n) =>
        party.reduce(
          (sum, p) => {
            const price = roomNightPrice({ basePrice: n.basePrice, discountRate: room.discountRate }, p);
            return { price: sum.price + price.price, before: sum.before + price.priceBeforeDiscount };
          },
          { price: 0, before: 0 },
        ),
      )
    : [];
  const total = fits ? prices.reduce((sum, p) => sum + p.price, 0) : null;
  const totalBefore = fits ? prices.reduce((sum, p) => sum + p.before, 0) : null;
  return {
    roomId: room.id,
    name: room.name,
    bedText: room.bedText,
    sizeM2: room.sizeM2,
    maxAdults: room.maxAdults,
    maxOccupancy: room.maxOccupancy,
    breakfastIncluded: room.breakfastIncluded,
    freeCancellation: room.freeCancellation,
    discountRate: room.discountRate,
    fits,
    unitsLeft,
    roomsNeeded,
    available: fits && unitsLeft >= roomsNeeded,
    nightlyPrices: fits ? nightly.map((n, i) => ({ night: n.night, price: prices[i]?.price ?? 0 })) : [],
    totalPrice: total,
    totalPriceBeforeDiscount: totalBefore,
    nightlyPrice: total === null ? null : Math.round(total / nights.length),
  };
}

/** The room types of the given hotels and their stored nights of the stay, keyed "roomId|night". */
async function roomsWithNights(db: Database, uuids: readonly string[], checkInAt: string, checkOutAt: string) {
  const rooms = await findRoomTypes(db, uuids);
  const nightRows = await findRoomNights(db, rooms.map((r) => r.id), checkInAt, checkOutAt);
  return { rooms, byKey: new Map(nightRows.map((n) => [`${n.roomId}|${n.night}`, n])), nights: nightsOf(checkInAt, checkOutAt) };
}

/** Offers of every room type of the given hotels for the stay, by hotel. */
async function offersByHotel(db: Database, uuids: readonly string[], checkInAt: string, checkOutAt: string, party: readonly HotelRoomParty[]) {
  const { rooms, byKey, nights } = await roomsWithNights(db, uuids, checkInAt, checkOutAt);
  const offers = new Map<string, HotelRoomOffer[]>();
  for (const room of rooms) {
    const list = offers.get(room.propertyUuid) ?? [];
    list.push(roomOffer(room, byKey, nights, party));
    offers.set(room.propertyUuid, list);
  }
  return offers;
}

/** Available offers first, cheapest first; then those without enough rooms; then those that do not fit. */
function byOfferOrder(a: HotelRoomOffer, b: HotelRoomOffer): number {
  const rank = (o: HotelRoomOffer) => (o.available ? 0 : o.fits ? 1 : 2);
  return rank(a) - rank(b) || (a.totalPrice ?? Infinity) - (b.totalPrice ?? Infinity) || a.roomId - b.roomId;
}

/** One booked room of a hotel for the stay: its own occupancy, priced as the hotel page prices it. */
export type HotelItemQuote = { roomId: number; name: string; freeCancellation: boolean; fits: boolean; unitsLeft: number; amount: number | null };

/**
 * The rooms of a hotel booking, each with its own party (the booking's line items), for the stay; null for a
 * room that is not the hotel's. The same offer rule as the hotel page's rooms (roomOffer with a party of one room).
 */
export async function quoteHotelRooms(
  db: Database,
  uuid: string,
  dates: { checkInAt: string; checkOutAt: string },
  items: readonly { roomId: number; party: HotelRoomParty }[],
): Promise<(HotelItemQuote | null)[]> {
  const { rooms, byKey, nights } = await roomsWithNights(db, [uuid], dates.checkInAt, dates.checkOutAt);
  return items.map((item) => {
    const room = rooms.find((r) => r.id === item.roomId);
    if (!room) return null;
    const offer = roomOffer(room, byKey, nights, [item.party]);
    return { roomId: room.id, name: room.name, freeCancellation: room.freeCancellation, fits: offer.fits, unitsLeft: offer.unitsLeft, amount: offer.totalPrice };
  });
}

/* ---- the list ---- */

const neighborhoodOf = (row: HotelRow) =>
  row.neighborhoodId !== null && row.neighborhoodName !== null ? { neighborhoodId: row.neighborhoodId, name: row.neighborhoodName } : null;

/** The home's hotel card (contracts/hotels HotelProperty) with where the hotel is and its price for the search. */
function card(row: HotelRow, result: HotelResultRow, nights: number | null): HotelSearchCard {
  const { offer } = result;
  return {
    ...toHotelProperty(row),
    address: row.address,
    neighborhood: neighborhoodOf(row),
    distanceKm: result.distance,
    nights,
    totalPrice: offer?.total ?? null,
    totalPriceBeforeDiscount: offer?.totalBefore ?? null,
    nightlyPrice: offer?.nightly ?? null,
    roomName: offer?.roomName ?? null,
    breakfastIncluded: offer?.breakfastIncluded ?? null,
    freeCancellation: offer?.freeCancellation ?? null,
    available: nights === null ? null : offer !== null,
  };
}

/**
 * GET hotel/search. With dates, a hotel is listed only when one of its room types takes every room of the
 * party on every night, at the price of the cheapest such type; without dates every hotel of the city is
 * listed with its from-price. Neighbourhood, point-of-interest (within HOTEL_POI_RADIUS_KM), property type, star and
 * price filters narrow the list; facets are counted before the star and price filters (and each before its own). Ranked and paged in SQL
 * (hotel-search.repository findHotelResults).
 */
export async function searchHotels(db: Database, userId: Caller, q: HotelSearchQuery): Promise<HotelSearchPage> {
  const city = await findCityById(db, q.cityId);
  if (!city) throw notFound('도시를 찾을 수 없습니다.');
  const party = q.occupancy ?? DEFAULT_PARTY;
  const dated = q.checkInAt !== undefined && q.checkOutAt !== undefined ? { checkInAt: q.checkInAt, checkOutAt: q.checkOutAt } : null;
  const nights = dated ? nightsOf(dated.checkInAt, dated.checkOutAt).length : null;

  let pois: PoiRow[] = [];
  if (q.poiIds?.length) {
    const cityPois = await findCityPois(db, city.code);
    pois = cityPois.filter((p) => q.poiIds?.includes(p.pointOfInterestId));
    if (pois.length !== q.poiIds.length) throw badRequest('선택한 명소를 이 도시에서 찾을 수 없습니다.');
  }

  const results = await findHotelResults(db, {
    cityCode: city.code,
    dates: dated && nights !== null ? { ...dated, nights } : null,
    party: {
      maxAdults: Math.max(...party.map((p) => p.adult)),
      maxGuests: Math.max(...party.map((p) => p.adult + p.children.length)),
      rooms: party.length,
      surchargePercents: party.map(partySurchargePercent),
    },
    pois,
    radiusKm: HOTEL_POI_RADIUS_KM,
    neighborhoodIds: q.neighborhoodIds?.length ? q.neighborhoodIds : null,
    categoryIds: q.categoryIds?.length ? q.categoryIds : null,
    starRatings: q.starRating?.length ? q.starRating : null,
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
    sort: q.sort,
    offset: q.page * q.size,
    limit: q.size,
  });
  const [cards, offered] = await Promise.all([findHotelsByUuids(db, userId, results.page.map((r) => r.uuid)), findCityCategories(db, city.code)]);
  const rows = new Map(cards.map((r) => [r.propertyUuid, r]));
  // The city's own types all show (a chosen one may have no hotel in the area); otherwise those it has hotels of.
  const counts = new Map(results.categories.map((c) => [c.categoryId, c.count]));
  const categories = offered.categories.map((c) => ({ ...c, count: counts.get(c.id) ?? 0 })).filter((c) => offered.own || c.count > 0);

  const totalPages = Math.ceil(results.total / q.size);
  return {
    content: results.page.flatMap((r) => {
      const row = rows.get(r.uuid);
      return row ? [card(row, r, nights)] : [];
    }),
    number: q.page,
    size: q.size,
    totalElements: results.total,
    totalPages,
    last: q.page >= totalPages - 1,
    city: { cityId: city.id, cityCode: city.code, name: city.nameKo, countryName: city.countryNameKo },
    checkInAt: dated?.checkInAt ?? null,
    checkOutAt: dated?.checkOutAt ?? null,
    nights,
    occupancy: party.map((p) => ({ adult: p.adult, children: [...p.children] })),
    facets: { price: results.price, starRatings: results.stars, neighborhoods: results.areas, categories },
  };
}

/* ---- one hotel ---- */

const AMENITIES_BY_STARS: Record<number, readonly string[]> = {
  2: ['무료 Wi-Fi', '24시간 프런트 데스크', '수하물 보관'],
  3: ['무료 Wi-Fi', '24시간 프런트 데스크', '수하물 보관', '레스토랑', '엘리베이터'],
  4: ['무료 Wi-Fi', '24시간 프런트 데스크', '수하물 보관', '레스토랑', '바', '피트니스 센터', '룸서비스'],
  5: ['무료 Wi-Fi', '24시간 프런트 데스크', '컨시어지', '레스토랑', '바', '피트니스 센터', '스파', '실내 수영장', '룸서비스', '발레파킹'],
};

/** The policy lines every hotel page shows; the child rule is written from the numbers of the rate rule. */
function policyNotes(): string[] {
  return [
    `요금은 객실 1개·1박 기준 성인 ${HOTEL_RATE_BASE_ADULTS}명 요금입니다.`,
    `성인 추가 및 ${HOTEL_CHILD_RATE_MAX_AGE + 1}~${CHILD_AGE.max}세 아동은 1인당 1박 요금의 ${HOTEL_EXTRA_ADULT_PERCENT}%가 추가됩니다.`,
    `${HOTEL_INFANT_MAX_AGE + 1}~${HOTEL_CHILD_RATE_MAX_AGE}세 아동은 1인당 1박 요금의 ${HOTEL_CHILD_PERCENT}%가 추가되며, ${HOTEL_INFANT_MAX_AGE}세 이하 유아는 무료입니다.`,
    '무료 취소 가능 여부와 조식 포함 여부는 객실마다 다릅니다.',
    '체크인 시 여권과 예약 확인서를 제시해 주세요.',
  ];
}

/** GET hotel/properties/{uuid}. */
export async function hotelDetail(db: Database, userId: Caller, uuid: string, previewer: Previewer | null = null): Promise<HotelDetail> {
  const row = await findHotel(db, userId, uuid, previewer !== null);
  const preview = row && shownTo(row.sale, previewer);
  if (!row || !preview) throw notFound(HOTEL_NOT_FOUND);
  const [pois, city, chosen, category] = await Promise.all([findCityPois(db, row.cityCode), findCityById(db, row.cityId), facilityNamesOf(db, facilityChoices.hotel, row.propertyId), findHotelCategory(db, uuid)]);
  const nearby = pois
    .map((p) => ({ pointOfInterestId: p.pointOfInterestId, name: p.name, distanceKm: distanceKm(p, row) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.pointOfInterestId - b.pointOfInterestId)
    .slice(0, HOTEL_NEARBY_POIS_SHOWN);
  return {
    ...hotelBasics(row),
    address: row.address,
    neighborhood: neighborhoodOf(row),
    category: category ?? { id: 0, name: '' },
    city: { cityId: row.cityId, cityCode: row.cityCode, name: row.cityNameKo, countryName: city?.countryNameKo ?? '' },
    latitude: row.latitude,
    longitude: row.longitude,
    // The operator's photos in order (a seeded hotel has its one generated picture), then its city's.
    images: [...(row.images.length > 0 ? row.images : [row.thumbnailPath]), row.cityImagePath],
    nearbyPois: nearby,
    // The operator's facilities in the catalogue's order (issue 57); a hotel without any shows its star rating's.
    amenities: chosen.length > 0 ? chosen : [...(AMENITIES_BY_STARS[row.starRating] ?? AMENITIES_BY_STARS[3] ?? [])],
    policies: { checkInTime: '15:00', checkOutTime: '11:00', notes: policyNotes() },
    ...preview,
  };
}

/** GET hotel/properties/{uuid}/rooms: every room type with its offer for the stay, available ones first. */
export async function hotelRoomOffers(db: Database, uuid: string, q: HotelRoomsQuery, previewer: Previewer | null = null): Promise<HotelRooms> {
  const row = await findHotel(db, null, uuid, previewer !== null);
  if (!row || !shownTo(row.sale, previewer)) throw notFound(HOTEL_NOT_FOUND);
  // The schema requires both dates; this narrows the types.
  if (q.checkInAt === undefined || q.checkOutAt === undefined) throw badRequest('체크인·체크아웃 날짜를 선택해 주세요.');
  const party = q.occupancy ?? DEFAULT_PARTY;
  const offers = await offersByHotel(db, [uuid], q.checkInAt, q.checkOutAt, party);
  return {
    checkInAt: q.checkInAt,
    checkOutAt: q.checkOutAt,
    nights: nightsOf(q.checkInAt, q.checkOutAt).length,
    occupancy: party.map((p) => ({ adult: p.adult, children: [...p.children] })),
    rooms: await withRoomFacilities(db, facilityChoices.hotelRoom, (offers.get(uuid) ?? []).sort(byOfferOrder)),
  };
}

/* ---- filter lists ---- */

async function cityOrNotFound(db: Database, cityId: number) {
  const city = await findCityById(db, cityId);
  if (!city) throw notFound('도시를 찾을 수 없습니다.');
  return city;
}

export async function cityNeighborhoods(db: Database, cityId: number): Promise<HotelCityNeighborhood[]> {
  const city = await cityOrNotFound(db, cityId);
  return findCityNeighborhoods(db, city.code);
}

export async function cityPois(db: Database, cityId: number): Promise<HotelCityPoi[]> {
  const city = await cityOrNotFound(db, cityId);
  return findCityPois(db, city.code);
}
