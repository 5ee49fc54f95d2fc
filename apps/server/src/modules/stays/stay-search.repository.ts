import { INSTANT_BOOKING_TYPE } from '@minda/contracts/rules/stay-booking';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { readKept } from '../../platform/kept-rows.ts';
import { cacheTags } from '../../platform/public-cache.ts';
import { executePrepared, rowsOf, windowLimit } from '../../platform/sql.ts';
import { cities, countries } from '../../db/schema/geography.ts';
import { stayRooms, stays } from '../../db/schema/stays.ts';
import { callerWishFlag, stayWishTarget } from '../wishes/wishes.service.ts';

/** Stay-level filters of a search, applied in SQL before any room is priced. */
export type StayFilters = {
  cityCode?: string | undefined;
  instant?: boolean | undefined;
  breakfast?: boolean | undefined;
  minRating?: number | undefined;
  roomKind?: 'dormitory' | 'private' | undefined;
  onSale?: boolean;
  /** Stays with a discounted night from this date on (the off-season sale). */
  offSeasonFrom?: string | undefined;
};

function stayConditions(f: StayFilters): SQL {
  const parts: SQL[] = [sql`s.is_active`];
  if (f.cityCode) parts.push(sql`s.city_code = ${f.cityCode}`);
  if (f.instant) parts.push(sql`s.book_type = ${INSTANT_BOOKING_TYPE}`);
  if (f.breakfast) parts.push(sql`s.has_breakfast`);
  if (f.minRating !== undefined) parts.push(sql`s.review_grade >= ${f.minRating}`);
  if (f.onSale) parts.push(sql`s.sale_rate > 0`);
  if (f.offSeasonFrom) {
    parts.push(sql`exists (
      select 1 from stay_room_nights dn join stay_rooms dr on dr.id = dn.room_id
      where dr.goods_no = s.goods_no and dn.night >= ${f.offSeasonFrom}::date and dn.price < dr.price)`);
  }
  return sql.join(parts, sql` and `);
}

/** The results' sorts, each a total order in SQL (goods_no breaks ties). */
export type StayResultOrder = 'recommended' | 'price' | 'rating' | 'reviews' | 'sale' | 'booking';

/** 추천순's score: a grade weighted by how many reviews stand behind it (the same expression as the index's). */
const recommendScore = sql`(s.review_grade::float8 * ln(1 + s.review_count))`;

/**
 * The order in which a city's stays are walked and priced, each read straight off an index on (city_code, ...)
 * (migration `results-walk-indexes`) or, across cities, off the sale lists' indexes. For every sort but price it
 * is the results' order itself; by price it is the stay's undated from-price, and the walked window is then
 * ordered by the dated price.
 */
const walkOrders: Record<StayResultOrder, SQL> = {
  recommended: sql`s.is_awards desc, ${recommendScore} desc`,
  price: sql`s.min_price asc`,
  rating: sql`s.review_grade desc, s.review_count desc`,
  reviews: sql`s.review_count desc, s.review_grade desc`,
  /** The sale list: deepest discount first. */
  sale: sql`s.sale_rate desc, ${recommendScore} desc`,
  /** The off-season list "by bookings": reviews come only from stays, so they count the bookings. */
  booking: sql`s.review_count desc, s.review_grade desc`,
};

export type StayResultsRequest = {
  filters: StayFilters;
  dates: { checkInAt: string; checkOutAt: string; nights: number } | null;
  adults: number;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  order: StayResultOrder;
  offset: number;
  limit: number;
};

export type StayResultsPage = {
  /** The page's stays in order with their price for the party (the total when dated, else one night from). */
  page: { goodsNo: number; price: number }[];
  /** Stays within the price filter, at most RESULTS_MAX_COUNTED. */
  total: number;
  /** Lowest and highest price before the price filter; null when no stay can host the party. */
  priceRange: { min: number; max: number } | null;
};

/**
 * One page of stay results in one statement, so only the page's rows reach Node (issue 12). The matching stays
 * are walked in the sort's order (walkOrders) and each is priced as it is reached, until RESULTS_MAX_COUNTED of
 * them can host the party: that window is what the count, the price range and the page are taken from, so a
 * request prices at most about that many stays however big the city (decision 032). Each room type has its
 * nights [checkIn, checkOut) summed from the sparse inventory through the (room_id, night) key, a missing night
 * being the room type's own units at its price (the rule of stay-pricing.ts quoteStay, contracts
 * rules/stay-pricing quoteRoomTotals); a stay's price is its cheapest room type with enough units for the party
 * every night, and a stay with none is left out. Without dates a room type counts as one night at its own price
 * and units.
 */
export async function findStayResults(db: Database, request: StayResultsRequest): Promise<StayResultsPage> {
  const { dates, adults } = request;
  const unitsNeeded = sql`(case when r.kind = 'dormitory' then ${adults}::int else ceil(${adults}::numeric / greatest(1, r.capacity))::int end)`;
  // Per room type: whether it has enough units for the party every night, and its total for the party.
  const room = dates
    ? {
        enough: sql`case when a.stored < ${dates.nights}::int then least(coalesce(a.min_units, r.units), r.units) else a.min_units end >= u.needed`,
        total: sql`(coalesce(a.price_sum, 0) + (${dates.nights}::int - a.stored) * r.price::bigint) * u.needed`,
        nights: sql`cross join lateral (
          select count(*)::int as stored, min(n.units_available)::int as min_units, sum(n.price)::bigint as price_sum
          from stay_room_nights n
          where n.room_id = r.id and n.night >= ${dates.checkInAt}::date and n.night < ${dates.checkOutAt}::date
        ) a`,
      }
    : { enough: sql`r.units >= u.needed`, total: sql`r.price::bigint * u.needed`, nights: sql`` };
  const roomKind = request.filters.roomKind ? sql`and r.kind = ${request.filters.roomKind}` : sql``;
  const inRange = sql.join(
    [
      sql`true`,
      ...(request.minPrice !== undefined ? [sql`q.price >= ${request.minPrice}`] : []),
      ...(request.maxPrice !== undefined ? [sql`q.price <= ${request.maxPrice}`] : []),
    ],
    sql` and `,
  );
  const order = request.order === 'price' ? sql`q.price asc, q.goods_no asc` : sql`q.walked`;
  const result = await executePrepared(db, 'stay_results', sql`
    with quotes as (
      select s.goods_no, p.price, row_number() over (order by ${walkOrders[request.order]}, s.goods_no asc) as walked
      from stays s
      cross join lateral (
        select min(case when ${room.enough} then ${room.total} end) as price
        from stay_rooms r cross join lateral (select ${unitsNeeded} as needed) u ${room.nights}
        where r.goods_no = s.goods_no ${roomKind}
      ) p
      where ${stayConditions(request.filters)} and p.price is not null
      order by ${walkOrders[request.order]}, s.goods_no asc
      limit ${windowLimit}
    )
    select t.total::int as total, t.price_min::int as "priceMin", t.price_max::int as "priceMax", p.goods_no as "goodsNo", p.price::int as price
    from (select count(*) filter (where ${inRange}) as total, min(q.price) as price_min, max(q.price) as price_max from quotes q) t
    left join (
      select q.goods_no, q.price, row_number() over (order by ${order}) as rank
      from quotes q where ${inRange}
      order by ${order}
      limit ${request.limit} offset ${request.offset}
    ) p on true
    order by p.rank`);
  const rows = rowsOf<{ total: number; priceMin: number | null; priceMax: number | null; goodsNo: number | null; price: number | null }>(result);
  const [first] = rows;
  return {
    page: rows.flatMap((r) => (r.goodsNo !== null && r.price !== null ? [{ goodsNo: r.goodsNo, price: r.price }] : [])),
    total: first?.total ?? 0,
    priceRange: first && first.priceMin !== null && first.priceMax !== null ? { min: first.priceMin, max: first.priceMax } : null,
  };
}

/** A city's Korean name, the same for everyone: kept (decision 039) until a city's or country's names change. */
export async function findCityName(db: Database, cityCode: string): Promise<string | null> {
  const [row] = await readKept(
    db,
    'city_name',
    [cityCode],
    (codes) => db.select({ code: cities.code, name: cities.nameKo }).from(cities).where(eq(cities.code, codes[0]!)),
    { keyOf: (r) => r.code, tagsOf: () => [cacheTags.search('city')] },
  );
  return row?.name ?? null;
}

/**
 * One stay's page data with the caller's isWish, or undefined: an active one, or for a preview one in any state
 * with what decides who may see it (platform/product-preview.ts).
 */
export async function findProperty(db: Database, userId: number | null, goodsNo: number, previewing = false) {
  const [row] = await db
    .select({
      sale: { isActive: stays.isActive, status: stays.status, partnerId: stays.partnerId },
      goodsNo: stays.goodsNo,
      goodsName: stays.name,
      category: stays.cityCode,
      categoryName: cities.nameKo,
      countryName: countries.nameKo,
      address: stays.address,
      locations: stays.locations,
      hostName: stays.hostName,
      description: stays.description,
      goodsImgPath: stays.imagePath,
      images: stays.images,
      hasBreakfast: stays.hasBreakfast,
      breakfastInfo: stays.breakfastInfo,
      checkInTime: stays.checkInTime,
      checkOutTime: stays.checkOutTime,
      bookType: stays.bookType,
      isAwards: stays.isAwards,
      saleRate: stays.saleRate,
      minPrice: stays.minPrice,
      reviewGrade: stays.reviewGrade,
      reviewCount: stays.reviewCount,
      wishCount: stays.wishCount,
      isWish: callerWishFlag(stayWishTarget, userId),
      useInquireChat: stays.useInquireChat,
    })
    .from(stays)
    .innerJoin(cities, eq(cities.code, stays.cityCode))
    .innerJoin(countries, eq(countries.code, cities.countryCode))
    .where(and(eq(stays.goodsNo, goodsNo), previewing ? undefined : eq(stays.isActive, true)));
  return row;
}

export async function findRooms(db: Database, goodsNo: number) {
  return db
    .select({
      roomId: stayRooms.id,
      name: stayRooms.name,
      kind: stayRooms.kind,
      gender: stayRooms.gender,
      capacity: stayRooms.capacity,
      units: stayRooms.units,
      price: stayRooms.price,
      hasPrivateBathroom: stayRooms.hasPrivateBathroom,
    })
    .from(stayRooms)
    .where(eq(stayRooms.goodsNo, goodsNo))
    .orderBy(asc(stayRooms.sort), asc(stayRooms.id));
}

export type NightRow = { roomId: number; night: string; unitsAvailable: number; price: number };

/** The stored nights of a stay's room types in [checkIn, checkOut); nights without a row are left out. */
export async function findStoredNights(db: Database, goodsNo: number, checkInAt: string, checkOutAt: string): Promise<NightRow[]> {
  const result = await db.execute(sql`
    select n.room_id as "roomId", to_char(n.night, 'YYYY-MM-DD') as night, n.units_available::int as "unitsAvailable", n.price
    from stay_room_nights n join stay_rooms r on r.id = n.room_id
    where r.goods_no = ${goodsNo} and n.night >= ${checkInAt}::date and n.night < ${checkOutAt}::date`);
  return rowsOf<NightRow>(result);
}
