import { INSTANT_BOOKING_TYPE } from '@minda/contracts/rules/stay-booking';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cities, countries } from '../../db/schema/geography.ts';
import { stayRooms, stays } from '../../db/schema/stays.ts';
import { callerWishFlag, stayWishTarget } from '../wishes/wishes.service.ts';

/** Both drivers answer a raw query with `{ rows }`; the SQL's casts and aliases give the row shape. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

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

/** One room type of a candidate stay with its nights summed up, and the stay columns the sorts need. */
export type RoomAggregate = {
  goodsNo: number;
  roomId: number;
  kind: 'private' | 'dormitory';
  capacity: number;
  nightCount: number;
  unitsLeft: number;
  priceSum: number;
  reviewGrade: number;
  reviewCount: number;
  isAwards: boolean;
  saleRate: number;
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
  if (f.roomKind) parts.push(sql`r.kind = ${f.roomKind}`);
  return sql.join(parts, sql` and `);
}

/**
 * Every room type of the matching stays, its nights [checkIn, checkOut) read from the sparse inventory (a
 * missing night is the room type's units at its price) and summed: fewest units left, sum of prices.
 * Without dates each room type counts as one night at its own price and units.
 */
export async function findRoomAggregates(db: Database, filters: StayFilters, dates: { checkInAt: string; checkOutAt: string; nights: number } | null) {
  const where = stayConditions(filters);
  const stayColumns = sql`s.goods_no as "goodsNo", r.id as "roomId", r.kind::text as kind, r.capacity::int as capacity,
    s.review_grade::float8 as "reviewGrade", s.review_count as "reviewCount", s.is_awards as "isAwards", s.sale_rate::int as "saleRate"`;
  // Only the stored nights of the range are read (by the night index); a night without a row counts as
  // the room type's own units and price, so the sums are completed from the room row.
  const query = dates
    ? sql`select ${stayColumns},
          ${dates.nights}::int as "nightCount",
          (case when coalesce(a.stored, 0) < ${dates.nights} then least(coalesce(a.min_units, r.units), r.units) else a.min_units end)::int as "unitsLeft",
          (coalesce(a.price_sum, 0) + (${dates.nights} - coalesce(a.stored, 0)) * r.price)::int as "priceSum"
        from stays s
        join stay_rooms r on r.goods_no = s.goods_no
        left join (
          select n.room_id, count(*)::int as stored, min(n.units_available)::int as min_units, sum(n.price)::int as price_sum
          from stay_room_nights n
          where n.night >= ${dates.checkInAt}::date and n.night < ${dates.checkOutAt}::date
          group by n.room_id
        ) a on a.room_id = r.id
        where ${where}`
    : sql`select ${stayColumns}, 1 as "nightCount", r.units::int as "unitsLeft", r.price as "priceSum"
        from stays s
        join stay_rooms r on r.goods_no = s.goods_no
        where ${where}`;
  return rowsOf<RoomAggregate>(await db.execute(query));
}

export async function findCityName(db: Database, cityCode: string): Promise<string | null> {
  const [row] = await db.select({ name: cities.nameKo }).from(cities).where(eq(cities.code, cityCode));
  return row?.name ?? null;
}

/** One active stay's page data with the caller's isWish, or undefined. */
export async function findProperty(db: Database, userId: number | null, goodsNo: number) {
  const [row] = await db
    .select({
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
    .where(and(eq(stays.goodsNo, goodsNo), eq(stays.isActive, true)));
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
