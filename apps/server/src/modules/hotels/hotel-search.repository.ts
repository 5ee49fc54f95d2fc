import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardsByKeys, executePrepared, windowLimit } from '../../platform/sql.ts';
import { cacheTags } from '../../platform/public-cache.ts';
import { cities, countries, neighborhoods, pointsOfInterest } from '../../db/schema/geography.ts';
import { hotelRecommendations, hotelRoomNights, hotelRooms, hotels } from '../../db/schema/hotels.ts';
import { cityPropertyCategories, propertyCategories } from '../../db/schema/property-categories.ts';
import { hotelPropertyColumns } from './hotel-lists.repository.ts';
import type { WishCaller } from '../wishes/wishes.service.ts';

/** A city by its hotel-style numeric id, with its country's name. */
export async function findCityById(db: Database, cityId: number) {
  const [row] = await db
    .select({ id: cities.id, code: cities.code, nameKo: cities.nameKo, countryNameKo: countries.nameKo, imagePath: cities.imagePath })
    .from(cities)
    .innerJoin(countries, eq(countries.code, cities.countryCode))
    .where(eq(cities.id, cityId));
  return row ?? null;
}

/** Everything a hotel card and the list's filters need, with the caller's isWish and the operator's recommendation order. */
function hotelColumns(userId: WishCaller) {
  return {
    ...hotelPropertyColumns(userId),
    address: hotels.address,
    latitude: hotels.latitude,
    longitude: hotels.longitude,
    images: hotels.images,
    neighborhoodId: hotels.neighborhoodId,
    neighborhoodName: neighborhoods.nameKo,
    cityCode: cities.code,
    cityImagePath: cities.imagePath,
    recommendSort: hotelRecommendations.sort,
    /** What decides who may see it (platform/product-preview.ts); the cards, all on sale, carry it unread. */
    sale: { isActive: hotels.isActive, status: hotels.status, partnerId: hotels.partnerId },
  };
}

const hotelQuery = (db: Database, userId: WishCaller) =>
  db
    .select(hotelColumns(userId))
    .from(hotels)
    .innerJoin(cities, eq(cities.code, hotels.cityCode))
    .leftJoin(neighborhoods, eq(neighborhoods.id, hotels.neighborhoodId))
    .leftJoin(hotelRecommendations, eq(hotelRecommendations.propertyUuid, hotels.uuid));

export type HotelRow = Awaited<ReturnType<typeof findHotelsByUuids>>[number];

/** The given hotels' card rows, in no particular order. */
export const findHotelsByUuids = cardsByKeys('hotel_cards', (db, caller, keysHold) => hotelQuery(db, caller).where(and(keysHold(hotels.uuid), eq(hotels.isActive, true))), {
  keyOf: (r) => r.propertyUuid,
  tagsOf: (r) => cacheTags.card('hotel', r.propertyUuid),
});

export type HotelResultsRequest = {
  cityCode: string;
  dates: { checkInAt: string; checkOutAt: string; nights: number } | null;
  /** The party's demands on a room type: the most adults and the most guests of any one room, and how many rooms. */
  party: { maxAdults: number; maxGuests: number; rooms: number; /** Each room's surcharge (rules/hotel-rates partySurchargePercent). */ surchargePercents: readonly number[] };
  /** Selected points of interest: a hotel must lie within radiusKm of one of them; distance is to the nearest. */
  pois: readonly { latitude: number; longitude: number }[];
  radiusKm: number;
  neighborhoodIds: readonly number[] | null;
  categoryIds: readonly number[] | null;
  starRatings: readonly number[] | null;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  sort: 'recommended' | 'price' | 'rating' | 'reviews' | 'distance';
  offset: number;
  limit: number;
};

export type HotelResultOffer = { roomName: string; breakfastIncluded: boolean; freeCancellation: boolean; total: number; totalBefore: number; nightly: number };
export type HotelResultRow = { uuid: string; distance: number | null; nightly: number | null; offer: HotelResultOffer | null };
export type HotelResults = {
  page: HotelResultRow[];
  total: number;
  price: { min: number; max: number } | null;
  stars: { starRating: number; count: number }[];
  areas: { neighborhoodId: number; name: string; count: number }[];
  /** Hotels per property type in the chosen area, before the type filter (and the star and price ones). */
  categories: { categoryId: number; count: number }[];
};

export const EARTH_RADIUS_KM = 6371;

/**
 * hotel-search.service distanceKm in SQL, operation for operation, so the rounding to 10 m lands on the same
 * side: the real columns are read through their text form, which is the double JavaScript parses.
 */
function distanceSql(poi: { latitude: number; longitude: number }): SQL {
  const rad = (deg: SQL) => sql`((${deg}) * pi() / 180)`;
  const [lat, lng] = [sql`h.latitude::text::float8`, sql`h.longitude::text::float8`];
  const [pLat, pLng] = [sql`${poi.latitude}::float8`, sql`${poi.longitude}::float8`];
  const sinHalf = (d: SQL) => sql`sin(${rad(d)} / 2)`;
  const h = sql`(${sinHalf(sql`${lat} - ${pLat}`)} * ${sinHalf(sql`${lat} - ${pLat}`)}
    + cos(${rad(pLat)}) * cos(${rad(lat)}) * ${sinHalf(sql`${lng} - ${pLng}`)} * ${sinHalf(sql`${lng} - ${pLng}`)})`;
  return sql`floor(2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(${h})) * 100 + 0.5) / 100`;
}

/**
 * Won rounded to HOTEL_PRICE_ROUNDING_WON (100) as rules/hotel-rates roundWon, of `numerator / divisor` for whole,
 * non-negative won: half up is `(n + d/2) div d`, exact in integers where numerics cost several times more.
 */
const roundWon = (numerator: SQL, divisor: number) => sql`(((${numerator}) + ${sql.raw(String(divisor * 50))}) / ${sql.raw(String(divisor * 100))} * 100)`;

/** One night of a room type for the whole party (rules/hotel-rates roomNightPrice summed over the party's rooms), in bigint won. */
function partyNightPrice(base: SQL, percents: readonly number[]): { price: SQL; before: SQL } {
  const discounted = roundWon(sql`${base}::bigint * (100 - r.discount_rate)`, 100);
  const withParty = (nightly: SQL) => sql`(${sql.join(percents.map((pct) => sql`(${nightly} + ${roundWon(sql`${nightly} * ${pct}::int`, 100)})`), sql` + `)})`;
  return { price: withParty(discounted), before: withParty(sql`${base}::bigint`) };
}

/**
 * The order in which a city's hotels are walked and priced, on the walk's own columns (`h`, from an index on
 * (city_code, ...) for the rating, review and price sorts, migration `results-walk-indexes`) and on the window's
 * (`x`). The operator's picks are few: they are priced apart and go first, and the rest walk by score. Distances
 * are computed and sorted unpriced. For every sort but price this is the results' order; by price it is the
 * undated from-price (hotels without one last), and the window is then ordered by the dated nightly price.
 */
const walkOrders: Record<HotelResultsRequest['sort'], { h: SQL; x: SQL }> = {
  recommended: { h: sql`h.review_score desc, h.review_count desc`, x: sql`x.recommend_sort asc nulls last, x.review_score desc, x.review_count desc` },
  price: { h: sql`(h.min_base_price_before_discount = 0), h.min_base_price_before_discount asc`, x: sql`(x.from_price = 0), x.from_price asc` },
  rating: { h: sql`h.review_score desc, h.review_count desc`, x: sql`x.review_score desc, x.review_count desc` },
  reviews: { h: sql`h.review_count desc, h.review_score desc`, x: sql`x.review_count desc, x.review_score desc` },
  distance: { h: sql`d.distance asc nulls last`, x: sql`x.distance asc nulls last` },
};

/**
 * Hotel results in one statement (issue 12): the city's hotels within reach of the selected points, walked in
 * the sort's order (walkOrders), each with its cheapest room type that takes every room of the party on every
 * night (dated; a night without an inventory row is the room type's units at its base price) or its
 * from-price, until RESULTS_MAX_COUNTED hotels have one (decision 032); over that window the facets before the
 * star and price filters, the total and one page in order. Only the page's hotels reach Node.
 */
export async function findHotelResults(db: Database, q: HotelResultsRequest): Promise<HotelResults> {
  const distance = q.pois.length > 0 ? sql`least(${sql.join(q.pois.map(distanceSql), sql`, `)})` : sql`null::float8`;
  const offer = q.dates
    ? (() => {
        const dates = q.dates;
        // Stored nights summed through the (room_id, night) key; a night without a row is the room type's own
        // units at its base price (as stay results do).
        const stored = partyNightPrice(sql`x.base_price`, q.party.surchargePercents);
        const own = partyNightPrice(sql`r.base_price`, q.party.surchargePercents);
        const missing = sql`(${dates.nights}::int - a.stored)`;
        return sql`join lateral (
          select r.name as room_name, r.breakfast_included, r.free_cancellation, t.total, t.total_before,
            floor(t.total::numeric / ${dates.nights}::int + 0.5)::int as nightly
          from hotel_rooms r
          cross join lateral (
            select count(*)::int as stored, coalesce(sum(${stored.price}), 0)::bigint as price, coalesce(sum(${stored.before}), 0)::bigint as before,
              min(x.units_available) as units
            from hotel_room_nights x
            where x.room_id = r.id and x.night >= ${dates.checkInAt}::date and x.night < ${dates.checkOutAt}::date
          ) a
          cross join lateral (
            select a.price + ${missing} * ${own.price} as total, a.before + ${missing} * ${own.before} as total_before,
              case when a.stored < ${dates.nights}::int then least(a.units, r.units) else a.units end as units_left
          ) t
          where r.property_uuid = h.uuid and r.max_adults >= ${q.party.maxAdults}::int and r.max_occupancy >= ${q.party.maxGuests}::int
            and t.units_left >= ${q.party.rooms}::int
          order by t.total asc, r.id asc
          limit 1
        ) o on true`;
      })()
    : sql`cross join lateral (select null::text as room_name, null::boolean as breakfast_included, null::boolean as free_cancellation,
        null::numeric as total, null::numeric as total_before, nullif(h.min_base_price_before_discount, 0) as nightly) o`;
  const oneOf = (column: SQL, ids: readonly number[] | null) => (ids ? sql`${column} in (${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)})` : sql`true`);
  const inArea = oneOf(sql`c.neighborhood_id`, q.neighborhoodIds);
  const ofCategory = sql`${inArea} and ${oneOf(sql`c.category_id`, q.categoryIds)}`;
  const matches = sql.join(
    [
      ofCategory,
      ...(q.starRatings ? [sql`c.star_rating in (${sql.join(q.starRatings.map((s) => sql`${s}::int`), sql`, `)})`] : []),
      ...(q.minPrice !== undefined || q.maxPrice !== undefined
        ? [sql`c.nightly is not null and c.nightly >= ${q.minPrice ?? 0}::int`, ...(q.maxPrice !== undefined ? [sql`c.nightly <= ${q.maxPrice}::int`] : [])]
        : []),
    ],
    sql` and `,
  );
  const walk = walkOrders[q.sort];
  const picksFirst = q.sort === 'recommended';
  // The city's hotels (or only the operator's picks) with their offer, in the walk's order, up to the window.
  const priced = (picks: boolean) => sql`(
      select h.uuid, h.property_id, h.neighborhood_id, h.category_id, n.name_ko as neighborhood_name, h.star_rating, h.review_score, h.review_count,
        h.min_base_price_before_discount as from_price, ${picks ? sql`rec.sort` : sql`null::int`} as recommend_sort,
        d.distance, o.room_name, o.breakfast_included, o.free_cancellation, o.total, o.total_before, o.nightly
      from hotels h
      ${picks ? sql`join hotel_recommendations rec on rec.property_uuid = h.uuid` : sql``}
      left join neighborhoods n on n.id = h.neighborhood_id
      cross join lateral (select ${distance} as distance) d
      ${offer}
      where h.city_code = ${q.cityCode} and h.is_active ${q.pois.length > 0 ? sql`and d.distance <= ${q.radiusKm}::float8` : sql``}
        ${picksFirst && !picks ? sql`and not exists (select 1 from hotel_recommendations pick where pick.property_uuid = h.uuid)` : sql``}
      order by ${walk.h}, h.property_id asc
      limit ${windowLimit})`;
  // Hotels without a price (no rate) go last.
  const order = q.sort === 'price' ? sql`(c.nightly is null or c.nightly = 0), c.nightly asc, c.property_id asc` : sql`c.walked`;
  const result = await executePrepared(db, 'hotel_results', sql`
    with candidates as materialized (
      select x.*, row_number() over (order by ${walk.x}, x.property_id asc) as walked
      from (${picksFirst ? sql`${priced(true)} union all ` : sql``}${priced(false)}) x
      order by walked
      limit ${windowLimit}
    )
    select json_build_object(
      'total', (select count(*) from candidates c where ${matches}),
      'page', (select coalesce(json_agg(json_build_object('uuid', p.uuid, 'distance', p.distance, 'nightly', p.nightly,
          'offer', case when p.total is null then null else json_build_object('roomName', p.room_name, 'breakfastIncluded', p.breakfast_included,
            'freeCancellation', p.free_cancellation, 'total', p.total, 'totalBefore', p.total_before, 'nightly', p.nightly) end) order by p.rank), '[]'::json)
        from (select c.*, row_number() over (order by ${order}) as rank from candidates c where ${matches}
              order by ${order} limit ${q.limit} offset ${q.offset}) p),
      'price', (select case when count(*) = 0 then null else json_build_object('min', min(c.nightly), 'max', max(c.nightly)) end
        from candidates c where ${ofCategory} and c.nightly > 0),
      'stars', (select coalesce(json_agg(json_build_object('starRating', s.star_rating, 'count', s.n) order by s.star_rating desc), '[]'::json)
        from (select c.star_rating, count(*) as n from candidates c where ${ofCategory} group by c.star_rating) s),
      -- Type counts ignore the type filter itself (as the neighbourhoods' do theirs); the service orders them.
      'categories', (select coalesce(json_agg(json_build_object('categoryId', k.category_id, 'count', k.n)), '[]'::json)
        from (select c.category_id, count(*) as n from candidates c where ${inArea} group by c.category_id) k),
      -- Neighbourhood counts ignore the neighbourhood filter itself, so the other choices keep their numbers.
      'areas', (select coalesce(json_agg(json_build_object('neighborhoodId', a.neighborhood_id, 'name', a.neighborhood_name, 'count', a.n)
          order by a.n desc, a.neighborhood_id asc), '[]'::json)
        from (select c.neighborhood_id, c.neighborhood_name, count(*) as n from candidates c
              where c.neighborhood_id is not null and c.neighborhood_name is not null group by c.neighborhood_id, c.neighborhood_name) a)
    ) as result`);
  const [row] = (result as unknown as { rows: { result: HotelResults }[] }).rows;
  if (!row) throw new Error('hotel results: no row');
  return row.result;
}

/** One active hotel, or for a preview one in any state with what decides who may see it (platform/product-preview.ts). */
export async function findHotel(db: Database, userId: number | null, uuid: string, previewing = false) {
  const [row] = await hotelQuery(db, userId).where(and(eq(hotels.uuid, uuid), previewing ? undefined : eq(hotels.isActive, true)));
  return row ?? null;
}

export type HotelRoomRow = typeof hotelRooms.$inferSelect;

export async function findRoomTypes(db: Database, propertyUuids: readonly string[]): Promise<HotelRoomRow[]> {
  if (propertyUuids.length === 0) return [];
  return db
    .select()
    .from(hotelRooms)
    .where(inArray(hotelRooms.propertyUuid, [...propertyUuids]))
    .orderBy(asc(hotelRooms.propertyUuid), asc(hotelRooms.sort), asc(hotelRooms.id));
}

/** The inventory rows of the given room types for nights in [checkInAt, checkOutAt). */
export async function findRoomNights(db: Database, roomIds: readonly number[], checkInAt: string, checkOutAt: string) {
  if (roomIds.length === 0) return [];
  return db
    .select({ roomId: hotelRoomNights.roomId, night: hotelRoomNights.night, unitsAvailable: hotelRoomNights.unitsAvailable, basePrice: hotelRoomNights.basePrice })
    .from(hotelRoomNights)
    .where(and(inArray(hotelRoomNights.roomId, [...roomIds]), gte(hotelRoomNights.night, checkInAt), lt(hotelRoomNights.night, checkOutAt)));
}

export type PoiRow = Awaited<ReturnType<typeof findCityPois>>[number];

export async function findCityPois(db: Database, cityCode: string) {
  return db
    .select({
      pointOfInterestId: pointsOfInterest.id,
      name: pointsOfInterest.nameKo,
      nameEn: pointsOfInterest.nameEn,
      latitude: pointsOfInterest.latitude,
      longitude: pointsOfInterest.longitude,
    })
    .from(pointsOfInterest)
    .where(eq(pointsOfInterest.cityCode, cityCode))
    .orderBy(asc(pointsOfInterest.sort), asc(pointsOfInterest.id));
}

/** The city's neighbourhoods with how many hotels each has, busiest first. */
export async function findCityNeighborhoods(db: Database, cityCode: string) {
  const hotelCount = count(hotels.uuid);
  return db
    .select({ neighborhoodId: neighborhoods.id, name: neighborhoods.nameKo, nameEn: neighborhoods.nameEn, hotelCount })
    .from(neighborhoods)
    .leftJoin(hotels, and(eq(hotels.neighborhoodId, neighborhoods.id), eq(hotels.isActive, true)))
    .where(eq(neighborhoods.cityCode, cityCode))
    .groupBy(neighborhoods.id, neighborhoods.nameKo, neighborhoods.nameEn)
    .orderBy(desc(hotelCount), asc(neighborhoods.id));
}

/**
 * The property types a city's results offer, in order: its own choice (city_property_categories) or, without one,
 * every type in the global order (the caller keeps those it has hotels of).
 */
export async function findCityCategories(db: Database, cityCode: string): Promise<{ own: boolean; categories: { id: number; name: string }[] }> {
  const own = await db
    .select({ id: propertyCategories.id, name: propertyCategories.nameKo })
    .from(cityPropertyCategories)
    .innerJoin(propertyCategories, eq(propertyCategories.id, cityPropertyCategories.categoryId))
    .where(eq(cityPropertyCategories.cityCode, cityCode))
    .orderBy(asc(cityPropertyCategories.sort));
  if (own.length > 0) return { own: true, categories: own };
  const all = await db.select({ id: propertyCategories.id, name: propertyCategories.nameKo }).from(propertyCategories).orderBy(asc(propertyCategories.sort), asc(propertyCategories.id));
  return { own: false, categories: all };
}

/** A hotel's property type. */
export async function findHotelCategory(db: Database, uuid: string): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: propertyCategories.id, name: propertyCategories.nameKo })
    .from(hotels)
    .innerJoin(propertyCategories, eq(propertyCategories.id, hotels.categoryId))
    .where(eq(hotels.uuid, uuid));
  return row ?? null;
}
