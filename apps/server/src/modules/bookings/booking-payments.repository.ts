import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, refunds } from '../../db/schema/bookings.ts';
import { cities } from '../../db/schema/geography.ts';
import { hotels } from '../../db/schema/hotels.ts';
import { stays } from '../../db/schema/stays.ts';
import { tours } from '../../db/schema/tours.ts';

/** What paying for and cancelling a booking read of it: money, status, deadline, buyer, product and its time zone. */
const bookingColumns = {
  bookNo: bookings.bookNo,
  memberId: bookings.memberId,
  status: bookings.status,
  productType: bookings.productType,
  startDate: bookings.startDate,
  deposit: bookings.deposit,
  /** What the gateway charges: the deposit less the coupon and points (decision 028). */
  amountDue: sql<number>`(${bookings.deposit} - ${bookings.couponDiscount} - ${bookings.pointsDiscount})::int`,
  refundPolicy: bookings.refundPolicy,
  depositDeadline: bookings.depositDeadline,
  guestName: bookings.guestName,
  guestEmail: bookings.guestEmail,
  guestPhone: bookings.guestPhone,
  productName: sql<string>`coalesce(${stays.name}, ${hotels.nameKo}, ${tours.name}, '')`,
  timeZone: sql<string>`coalesce(${cities.timeZone}, 'Asia/Seoul')`,
};

export type PayableBooking = Awaited<ReturnType<typeof selectBookings>>[number];

function selectBookings(db: Database) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .leftJoin(stays, eq(stays.goodsNo, bookings.goodsNo))
    .leftJoin(hotels, eq(hotels.uuid, bookings.propertyUuid))
    .leftJoin(tours, eq(tours.itemNo, bookings.itemNo))
    .leftJoin(cities, eq(cities.code, sql`coalesce(${stays.cityCode}, ${hotels.cityCode}, ${tours.cityCode})`));
}

/** The member's own booking; another member's is null, as if it did not exist. */
export async function findMemberBooking(db: Database, memberId: number, bookNo: number): Promise<PayableBooking | null> {
  const [row] = await selectBookings(db).where(and(eq(bookings.bookNo, bookNo), eq(bookings.memberId, memberId)));
  return row ?? null;
}

export async function insertRefund(db: Database, values: { bookNo: number; paymentId: number; amount: number; idempotencyKey: string }) {
  const [row] = await db.insert(refunds).values(values).returning();
  return row!;
}

export async function findRefund(db: Database, bookNo: number) {
  const [row] = await db.select().from(refunds).where(eq(refunds.bookNo, bookNo));
  return row ?? null;
}

export async function updateRefund(db: Database, id: number, changes: Partial<typeof refunds.$inferInsert>) {
  await db.update(refunds).set(changes).where(eq(refunds.id, id));
}
