import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACTIVE_BOOKING_STATUSES, BOOKING_STATUS, type BookingTab } from '@minda/contracts/rules/bookings';
import { REFUND_STATUS_ORDER, type AdminDateField, type RefundStatus } from '@minda/contracts/rules/admin-bookings';
import type { Database } from '../../db/client.ts';
import { bookingHistory, bookingMemos, bookings, payments, refunds } from '../../db/schema/bookings.ts';
import { users } from '../../db/schema/users.ts';
import { bookingRows } from './bookings.repository.ts';

/** SQL of the operator's back office: every booking whoever owns it, their refunds and memos. */

export type AdminBookingFilter = {
  status?: number | undefined;
  /** The member's tabs, decided on `today` (Korean calendar day) as rules bookingTab decides them. */
  tab?: { tab: BookingTab; today: string } | undefined;
  productType?: 'stay' | 'hotel' | 'tour' | undefined;
  q?: string | undefined;
  dates?: { by: AdminDateField; from?: Date | string | undefined; to?: Date | string | undefined } | undefined;
};

const lastDay = sql`coalesce(${bookings.endDate}, ${bookings.startDate})`;
const active = [...ACTIVE_BOOKING_STATUSES];

function tabCondition(tab: BookingTab, today: string): SQL {
  const confirmedAndOver = and(eq(bookings.status, BOOKING_STATUS.confirmed), sql`${lastDay} < ${today}`)!;
  switch (tab) {
    case 'upcoming':
      return and(inArray(bookings.status, active), sql`not (${confirmedAndOver})`)!;
    case 'past':
      return or(eq(bookings.status, BOOKING_STATUS.noShow), confirmedAndOver)!;
    case 'cancelled':
      return and(notInArray(bookings.status, active), ne(bookings.status, BOOKING_STATUS.noShow))!;
  }
}

/** Escapes LIKE's wildcards, so a search for "50%" means those characters. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One search box: a booking number, part of a guest's name, or part of a phone number (dashes ignored). */
function searchCondition(q: string): SQL {
  const found: SQL[] = [ilike(bookings.guestName, likeText(q)), ilike(bookings.guestEnglishName, likeText(q))];
  if (/^[\d\s+-]+$/.test(q)) {
    const digits = q.replace(/\D/g, '');
    if (digits) found.push(sql`regexp_replace(${bookings.guestPhone}, '[^0-9]', '', 'g') like ${likeText(digits)}`);
    if (/^\d{1,9}$/.test(q)) found.push(eq(bookings.bookNo, Number(q)));
  }
  return or(...found)!;
}

function whereOf(filter: AdminBookingFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.status !== undefined) where.push(eq(bookings.status, filter.status));
  if (filter.tab) where.push(tabCondition(filter.tab.tab, filter.tab.today));
  if (filter.productType) where.push(eq(bookings.productType, filter.productType));
  if (filter.q) where.push(searchCondition(filter.q));
  const dates = filter.dates;
  if (dates?.by === 'booked') {
    if (dates.from instanceof Date) where.push(gte(bookings.createdAt, dates.from));
    if (dates.to instanceof Date) where.push(lt(bookings.createdAt, dates.to));
  } else if (dates?.by === 'start') {
    if (typeof dates.from === 'string') where.push(gte(bookings.startDate, dates.from));
    if (typeof dates.to === 'string') where.push(lte(bookings.startDate, dates.to));
  }
  return where.length ? and(...where) : undefined;
}

/** Bookings matching `filter`, newest first, with the count of all that match. */
export async function findAdminBookings(db: Database, filter: AdminBookingFilter, page: { offset: number; limit: number }) {
  const where = whereOf(filter);
  const [rows, [count]] = await Promise.all([
    bookingRows(db).where(where).orderBy(desc(bookings.createdAt), desc(bookings.bookNo)).offset(page.offset).limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function findNicknames(db: Database, ids: readonly number[]): Promise<Map<number, { nickname: string; email: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, nickname: users.nickname, email: users.email }).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { nickname: r.nickname, email: r.email }]));
}

export async function findPayments(db: Database, bookNo: number) {
  return db.select().from(payments).where(eq(payments.bookNo, bookNo)).orderBy(asc(payments.id));
}

export async function findHistoryWithActors(db: Database, bookNo: number) {
  return db
    .select({ history: bookingHistory, actorName: users.nickname })
    .from(bookingHistory)
    .leftJoin(users, eq(users.id, bookingHistory.actorId))
    .where(eq(bookingHistory.bookNo, bookNo))
    .orderBy(asc(bookingHistory.at), asc(bookingHistory.id));
}

export async function findMemos(db: Database, bookNo: number) {
  return db
    .select({ memo: bookingMemos, authorName: users.nickname })
    .from(bookingMemos)
    .innerJoin(users, eq(users.id, bookingMemos.authorId))
    .where(eq(bookingMemos.bookNo, bookNo))
    .orderBy(asc(bookingMemos.createdAt), asc(bookingMemos.id));
}

export async function insertMemo(db: Database, values: { bookNo: number; authorId: number; body: string }) {
  const [row] = await db.insert(bookingMemos).values(values).returning();
  return row!;
}

export async function bookingExists(db: Database, bookNo: number): Promise<boolean> {
  const [row] = await db.select({ bookNo: bookings.bookNo }).from(bookings).where(eq(bookings.bookNo, bookNo));
  return row !== undefined;
}

/* ---- refunds ---- */

const completer = alias(users, 'refund_completer');

function refundRows(db: Database) {
  return db
    .select({ refund: refunds, orderId: payments.orderId, completedByName: completer.nickname })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(completer, eq(completer.id, refunds.completedBy));
}
export type RefundRow = NonNullable<Awaited<ReturnType<typeof findRefundOfBooking>>>;

export async function findRefundOfBooking(db: Database, bookNo: number) {
  const [row] = await refundRows(db).where(eq(refunds.bookNo, bookNo));
  return row ?? null;
}

export async function findRefundById(db: Database, id: number) {
  const [row] = await refundRows(db).where(eq(refunds.id, id));
  return row ?? null;
}

/** Failed first, then in progress, then done; newest request first within each. */
const refundOrder = sql`array_position(${sql.raw(`array[${REFUND_STATUS_ORDER.map((s) => `'${s}'`).join(',')}]::refund_status[]`)}, ${refunds.status})`;

export async function findRefunds(db: Database, status: RefundStatus | undefined, page: { offset: number; limit: number }) {
  const where = status ? eq(refunds.status, status) : undefined;
  const [rows, [count]] = await Promise.all([
    refundRows(db).where(where).orderBy(refundOrder, desc(refunds.requestedAt), desc(refunds.id)).offset(page.offset).limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(refunds).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Moves a refund out of `failed` (retry or a manual completion); null when it was not failed any more. */
export async function takeFailedRefund(db: Database, id: number, changes: Partial<typeof refunds.$inferInsert>) {
  const [row] = await db
    .update(refunds)
    .set(changes)
    .where(and(eq(refunds.id, id), eq(refunds.status, 'failed')))
    .returning();
  return row ?? null;
}
