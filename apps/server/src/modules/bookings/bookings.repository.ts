import { and, asc, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coupons, memberCoupons } from '../../db/schema/coupons.ts';
import { bookingHistory, bookingItems, bookings, payments, refunds } from '../../db/schema/bookings.ts';
import { cities } from '../../db/schema/geography.ts';
import { hotels } from '../../db/schema/hotels.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { stays } from '../../db/schema/stays.ts';
import { tours } from '../../db/schema/tours.ts';
import { users } from '../../db/schema/users.ts';

/** SQL of the bookings module: what a booking needs to know of its product, and the booking rows themselves. */

/* ---- the product a booking is for ---- */

export async function findStayFacts(db: Database, goodsNo: number) {
  const [row] = await db
    .select({ partnerId: stays.partnerId, bookType: stays.bookType, timeZone: cities.timeZone })
    .from(stays)
    .innerJoin(cities, eq(cities.code, stays.cityCode))
    .where(and(eq(stays.goodsNo, goodsNo), eq(stays.isActive, true)));
  return row ?? null;
}

export async function findHotelFacts(db: Database, uuid: string) {
  const [row] = await db
    .select({ partnerId: hotels.partnerId, timeZone: cities.timeZone })
    .from(hotels)
    .innerJoin(cities, eq(cities.code, hotels.cityCode))
    .where(and(eq(hotels.uuid, uuid), eq(hotels.isActive, true)));
  return row ?? null;
}

export async function findTourFacts(db: Database, itemNo: number) {
  const [row] = await db
    .select({ partnerId: tours.partnerId, timeZone: cities.timeZone })
    .from(tours)
    .innerJoin(cities, eq(cities.code, tours.cityCode))
    .where(and(eq(tours.itemNo, itemNo), eq(tours.isActive, true)));
  return row ?? null;
}

/* ---- writing ---- */

export type NewBooking = typeof bookings.$inferInsert;
export type NewBookingItem = Omit<typeof bookingItems.$inferInsert, 'bookNo'>;

export async function insertBooking(db: Database, booking: NewBooking, items: readonly NewBookingItem[]): Promise<number> {
  const [row] = await db.insert(bookings).values(booking).returning({ bookNo: bookings.bookNo });
  if (!row) throw new Error('insertBooking: no row returned');
  await db.insert(bookingItems).values(items.map((item) => ({ ...item, bookNo: row.bookNo })));
  return row.bookNo;
}

export type BookingItemRow = typeof bookingItems.$inferSelect;

/** The items still holding units, locked so two releases of one booking cannot both give them back. */
export async function lockHeldItems(db: Database, bookNo: number): Promise<BookingItemRow[]> {
  return db
    .select()
    .from(bookingItems)
    .where(and(eq(bookingItems.bookNo, bookNo), isNull(bookingItems.releasedAt)))
    .orderBy(asc(bookingItems.id))
    .for('update');
}

export async function markReleased(db: Database, itemIds: readonly number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await db.update(bookingItems).set({ releasedAt: sql`now()` }).where(inArray(bookingItems.id, [...itemIds]));
}

/* ---- reading ---- */

const productCityCode = sql`coalesce(${stays.cityCode}, ${hotels.cityCode}, ${tours.cityCode})`;

/** A booking with what its summary shows of the product and the city (whose time zone is "today" at the property). */
export function bookingRows(db: Database) {
  return db
    .select({
      booking: bookings,
      productName: sql<string>`coalesce(${stays.name}, ${hotels.nameKo}, ${tours.name})`,
      imagePath: sql<string>`coalesce(${stays.imagePath}, ${hotels.thumbnailPath}, ${tours.imagePath})`,
      cityName: cities.nameKo,
      timeZone: cities.timeZone,
      couponName: sql<string | null>`(select ${coupons.name} from ${memberCoupons} join ${coupons} on ${coupons.id} = ${memberCoupons.couponId} where ${memberCoupons.id} = ${bookings.memberCouponId})`,
    })
    .from(bookings)
    .leftJoin(stays, eq(stays.goodsNo, bookings.goodsNo))
    .leftJoin(hotels, eq(hotels.uuid, bookings.propertyUuid))
    .leftJoin(tours, eq(tours.itemNo, bookings.itemNo))
    .innerJoin(cities, eq(cities.code, productCityCode));
}

export type BookingRow = Awaited<ReturnType<typeof findMemberBookings>>[number];

/** Every booking of a member (a member has tens, not thousands: tabs are decided by the rule in code). */
export async function findMemberBookings(db: Database, memberId: number) {
  return bookingRows(db).where(eq(bookings.memberId, memberId)).orderBy(desc(bookings.createdAt), desc(bookings.bookNo));
}

/** One booking, only when `owner` matches (another member's or partner's booking reads as missing). */
export async function findBooking(db: Database, bookNo: number, owner: { memberId: number } | { partnerId: number }) {
  const whose = 'memberId' in owner ? eq(bookings.memberId, owner.memberId) : eq(bookings.partnerId, owner.partnerId);
  const [row] = await bookingRows(db).where(and(eq(bookings.bookNo, bookNo), whose));
  return row ?? null;
}

/** A partner's bookings of one product line, newest first, one page. */
export async function findPartnerBookings(
  db: Database,
  partnerId: number,
  filter: { productType: 'stay' | 'hotel' | 'tour'; status: number | undefined },
  page: { offset: number; limit: number },
) {
  const where: SQL[] = [eq(bookings.partnerId, partnerId), eq(bookings.productType, filter.productType)];
  if (filter.status !== undefined) where.push(eq(bookings.status, filter.status));
  const [rows, [count]] = await Promise.all([
    bookingRows(db)
      .where(and(...where))
      .orderBy(desc(bookings.createdAt), desc(bookings.bookNo))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(and(...where)),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Bookings by number whoever owns them: the booking mails go to both sides (booking-notices.ts). */
export async function findBookingsByNo(db: Database, bookNos: readonly number[]): Promise<BookingRow[]> {
  if (bookNos.length === 0) return [];
  return bookingRows(db).where(inArray(bookings.bookNo, [...bookNos]));
}

export async function findItems(db: Database, bookNos: readonly number[]): Promise<BookingItemRow[]> {
  if (bookNos.length === 0) return [];
  return db.select().from(bookingItems).where(inArray(bookingItems.bookNo, [...bookNos])).orderBy(asc(bookingItems.id));
}

export async function findHistory(db: Database, bookNo: number) {
  return db.select().from(bookingHistory).where(eq(bookingHistory.bookNo, bookNo)).orderBy(asc(bookingHistory.at), asc(bookingHistory.id));
}

export async function findLatestPayment(db: Database, bookNo: number) {
  const [row] = await db.select().from(payments).where(eq(payments.bookNo, bookNo)).orderBy(desc(payments.id)).limit(1);
  return row ?? null;
}

export async function findRefund(db: Database, bookNo: number) {
  const [row] = await db.select().from(refunds).where(eq(refunds.bookNo, bookNo));
  return row ?? null;
}

/** Of the given bookings, those that have a refund row. */
export async function findRefundedBookNos(db: Database, bookNos: readonly number[]): Promise<Set<number>> {
  if (bookNos.length === 0) return new Set();
  const rows = await db.select({ bookNo: refunds.bookNo }).from(refunds).where(inArray(refunds.bookNo, [...bookNos]));
  return new Set(rows.map((r) => r.bookNo));
}

/** Of the given bookings, those the member has reviewed. */
export async function findReviewedBookNos(db: Database, memberId: number, bookNos: readonly number[]): Promise<Set<number>> {
  if (bookNos.length === 0) return new Set();
  const rows = await db
    .select({ bookNo: reviews.bookingNo })
    .from(reviews)
    .where(and(eq(reviews.userId, memberId), inArray(reviews.bookingNo, [...bookNos])));
  return new Set(rows.flatMap((r) => (r.bookNo === null ? [] : [r.bookNo])));
}

/** What the host section shows once a booking is confirmed: the property's name (not its host's), address, contact. */
export async function findHostContact(db: Database, booking: { productType: string; goodsNo: number | null; propertyUuid: string | null; itemNo: number | null; partnerId: number }) {
  const [partner] = await db.select({ email: users.email }).from(users).where(eq(users.id, booking.partnerId));
  const email = partner?.email ?? null;
  if (booking.goodsNo !== null) {
    const [stay] = await db
      .select({ name: stays.name, address: stays.address, checkInTime: sql<string>`to_char(${stays.checkInTime}, 'HH24:MI')` })
      .from(stays)
      .where(eq(stays.goodsNo, booking.goodsNo));
    return stay ? { ...stay, phone: null, email } : null;
  }
  if (booking.propertyUuid !== null) {
    const [hotel] = await db.select({ name: hotels.nameKo, address: hotels.address }).from(hotels).where(eq(hotels.uuid, booking.propertyUuid));
    return hotel ? { ...hotel, phone: null, email, checkInTime: null } : null;
  }
  if (booking.itemNo !== null) {
    const [tour] = await db.select({ name: tours.name, address: tours.meetingPoint }).from(tours).where(eq(tours.itemNo, booking.itemNo));
    return tour ? { name: tour.name, address: tour.address ?? '', phone: null, email, checkInTime: null } : null;
  }
  return null;
}

/* ---- the deadline sweeps ---- */

/**
 * Up to `limit` bookings in `status` whose deadline column has passed at `now`, locked; rows another sweep
 * holds are skipped (it is moving them).
 */
export async function lockOverdue(
  db: Database,
  filter: { status: number; deadline: 'deposit' | 'accept'; productTypes: readonly ('stay' | 'hotel' | 'tour')[] },
  now: Date,
  limit: number,
): Promise<number[]> {
  const column = filter.deadline === 'deposit' ? bookings.depositDeadline : bookings.acceptDeadline;
  const rows = await db
    .select({ bookNo: bookings.bookNo })
    .from(bookings)
    .where(and(eq(bookings.status, filter.status), inArray(bookings.productType, [...filter.productTypes]), lte(column, now)))
    .orderBy(asc(column))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((r) => r.bookNo);
}

/* ---- the booking mails ---- */

export type HistoryRow = typeof bookingHistory.$inferSelect;

/**
 * Up to `limit` history rows whose mails are not queued yet, oldest first, locked; rows another sender holds
 * are skipped (it is mailing them).
 */
export async function lockUnnotifiedHistory(db: Database, limit: number): Promise<HistoryRow[]> {
  return db.select().from(bookingHistory).where(isNull(bookingHistory.notifiedAt)).orderBy(asc(bookingHistory.id)).limit(limit).for('update', { skipLocked: true });
}

export async function markNotified(db: Database, historyIds: readonly number[]): Promise<void> {
  if (historyIds.length === 0) return;
  await db.update(bookingHistory).set({ notifiedAt: sql`now()` }).where(inArray(bookingHistory.id, [...historyIds]));
}
