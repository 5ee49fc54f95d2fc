import { sql } from 'drizzle-orm';
import {
  bigserial, check, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { hotelRooms, hotels } from './hotels.ts';
import { stayRooms, stays } from './stays.ts';
import { tourOptions, tours } from './tours.ts';
import { users } from './users.ts';

export const productType = pgEnum('product_type', ['stay', 'hotel', 'tour']);
export const bookingActor = pgEnum('booking_actor', ['guest', 'partner', 'operator', 'system']);

/**
 * One booking of one product (domain.md "Booking lifecycle"; codes in contracts rules/bookings). bookNo is
 * what members, partners and the chat see. Amounts are integer won fixed at pre-booking: `deposit` is what
 * is paid online (a stay's 10% fee, a hotel's or tour's whole price), `payAtProperty` the rest.
 * Exactly one of the product columns is set, by `productType`.
 */
export const bookings = pgTable(
  'bookings',
  {
    bookNo: serial('book_no').primaryKey(),
    memberId: integer('member_id').notNull().references(() => users.id),
    partnerId: integer('partner_id').notNull().references(() => users.id),
    productType: productType('product_type').notNull(),
    goodsNo: integer('goods_no').references(() => stays.goodsNo),
    propertyUuid: uuid('property_uuid').references(() => hotels.uuid),
    itemNo: integer('item_no').references(() => tours.itemNo),
    status: smallint('status').notNull(),
    /** Check-in, or the (first) tour date. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Check-out; null for tours. */
    endDate: date('end_date', { mode: 'string' }),
    adults: smallint('adults').notNull(),
    children: smallint('children').notNull().default(0),
    guestName: text('guest_name').notNull(),
    guestEnglishName: text('guest_english_name').notNull(),
    guestPhone: text('guest_phone').notNull(),
    guestEmail: text('guest_email').notNull(),
    arrivalTime: text('arrival_time'),
    requestToHost: text('request_to_host'),
    total: integer('total').notNull(),
    deposit: integer('deposit').notNull(),
    payAtProperty: integer('pay_at_property').notNull(),
    /** Discount lines on the online amount (decision 028): the member coupon's and the points'. What the gateway charges is deposit - both. */
    couponDiscount: integer('coupon_discount').notNull().default(0),
    pointsDiscount: integer('points_discount').notNull().default(0),
    memberCouponId: integer('member_coupon_id'),
    /** Refund policy fixed at booking: [{minDaysBefore, percent}] (rules/bookings). */
    refundPolicy: jsonb('refund_policy').notNull(),
    /** Until when a request waits for the partner (status 1). */
    acceptDeadline: timestamp('accept_deadline', { withTimezone: true }),
    /** Until when the deposit or payment must arrive (status 3); the units go back after it. */
    depositDeadline: timestamp('deposit_deadline', { withTimezone: true }),
    voucherCode: text('voucher_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_member_idx').on(t.memberId, t.startDate),
    index('bookings_partner_idx').on(t.partnerId, t.status),
    index('bookings_deadline_idx').on(t.status, t.depositDeadline),
    /** The back office lists every booking newest first. */
    index('bookings_created_idx').on(t.createdAt, t.bookNo),
    uniqueIndex('bookings_voucher_idx').on(t.voucherCode),
    check('bookings_money', sql`${t.total} > 0 and ${t.deposit} > 0 and ${t.payAtProperty} >= 0 and ${t.deposit} + ${t.payAtProperty} = ${t.total}`),
    /** A discounted booking still charges at least 100 won online (MIN_CHARGE_WON); a coupon discount names its coupon. */
    check(
      'bookings_discounts',
      sql`${t.couponDiscount} >= 0 and ${t.pointsDiscount} >= 0
       and (${t.couponDiscount} + ${t.pointsDiscount} = 0 or ${t.deposit} - ${t.couponDiscount} - ${t.pointsDiscount} >= 100)
       and (${t.couponDiscount} = 0 or ${t.memberCouponId} is not null)`,
    ),
    check(
      'bookings_one_product',
      sql`(${t.productType} = 'stay' and ${t.goodsNo} is not null and ${t.propertyUuid} is null and ${t.itemNo} is null)
       or (${t.productType} = 'hotel' and ${t.propertyUuid} is not null and ${t.goodsNo} is null and ${t.itemNo} is null)
       or (${t.productType} = 'tour' and ${t.itemNo} is not null and ${t.goodsNo} is null and ${t.propertyUuid} is null)`,
    ),
  ],
);

/**
 * The priced lines of a booking: a stay room, a hotel room with its occupancy, a tour option for a date.
 * `units` are held on every night of [startDate, endDate) (rooms) or on startDate (tour seats) while the
 * booking is active, and given back when it ends.
 */
export const bookingItems = pgTable(
  'booking_items',
  {
    id: serial('id').primaryKey(),
    bookNo: integer('book_no').notNull().references(() => bookings.bookNo, { onDelete: 'cascade' }),
    stayRoomId: integer('stay_room_id').references(() => stayRooms.id),
    hotelRoomId: integer('hotel_room_id').references(() => hotelRooms.id),
    tourOptionId: integer('tour_option_id').references(() => tourOptions.id),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    adults: smallint('adults').notNull(),
    childAges: smallint('child_ages').array().notNull().default(sql`'{}'::smallint[]`),
    units: smallint('units').notNull(),
    amount: integer('amount').notNull(),
    /** When the held units went back (cancelled, expired, declined); null while held. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('booking_items_book_idx').on(t.bookNo),
    check('booking_items_units_positive', sql`${t.units} > 0 and ${t.amount} > 0`),
  ],
);

/** Every state change of a booking: who, when, from, to, why; also the outbox of its mails (`notifiedAt`). Append-only otherwise. */
export const bookingHistory = pgTable(
  'booking_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookNo: integer('book_no').notNull().references(() => bookings.bookNo, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    actor: bookingActor('actor').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** When the mails of this change were queued (modules/bookings/booking-notices.ts); null = still to send. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    index('booking_history_book_idx').on(t.bookNo, t.at),
    index('booking_history_unnotified_idx').on(t.id).where(sql`${t.notifiedAt} is null`),
  ],
);

/**
 * Daily seats of a tour option; sparse like stay_room_nights (no row = the option's `dailySeats`). Taking
 * seats is one conditional upsert inside the booking's transaction; the CHECK forbids overselling.
 */
export const tourOptionDays = pgTable(
  'tour_option_days',
  {
    optionId: integer('option_id').notNull().references(() => tourOptions.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    seatsAvailable: smallint('seats_available').notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.day] }), check('tour_option_days_seats_non_negative', sql`${t.seatsAvailable} >= 0`)],
);

export const paymentStatus = pgEnum('payment_status', ['registered', 'authorized', 'approved', 'failed', 'unknown', 'cancelled', 'partially_cancelled']);

/**
 * One attempt to pay a booking through the gateway. `orderId` is ours (sent to the provider), `providerTxId`
 * the provider's once known. `amount` is what the booking asked at registration; approval checks the
 * provider's amount against it. `cancelledAmount` grows with refunds.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id').notNull().unique(),
    bookNo: integer('book_no').notNull().references(() => bookings.bookNo),
    provider: text('provider').notNull(),
    amount: integer('amount').notNull(),
    status: paymentStatus('status').notNull().default('registered'),
    providerTxId: text('provider_tx_id'),
    /** What the payment window returned (the provider's proof), kept until approval; no card numbers. */
    proof: jsonb('proof'),
    methodLabel: text('method_label'),
    cancelledAmount: integer('cancelled_amount').notNull().default(0),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_book_idx').on(t.bookNo),
    index('payments_status_idx').on(t.status),
    check('payments_amounts', sql`${t.amount} > 0 and ${t.cancelledAmount} >= 0 and ${t.cancelledAmount} <= ${t.amount}`),
  ],
);

/** Every state change and provider message of a payment, in order (notifications, returns, approvals, cancels). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: integer('payment_id').notNull().references(() => payments.id),
    kind: text('kind').notNull(),
    fromStatus: paymentStatus('from_status'),
    toStatus: paymentStatus('to_status'),
    /** The message with secrets and card data left out. */
    detail: jsonb('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId, t.at)],
);

export const refundStatus = pgEnum('refund_status', ['requested', 'completed', 'failed']);

/**
 * A refund of (part of) a payment. `idempotencyKey` goes to the gateway's cancel call, so a retried refund
 * is never paid twice; one booking has at most one refund.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    bookNo: integer('book_no').notNull().unique().references(() => bookings.bookNo),
    paymentId: integer('payment_id').notNull().references(() => payments.id),
    amount: integer('amount').notNull(),
    status: refundStatus('status').notNull().default('requested'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    providerRef: text('provider_ref'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** An operator who recorded the refund as paid outside the gateway (a bank transfer), and how. */
    completedBy: integer('completed_by').references(() => users.id),
    note: text('note'),
  },
  (t) => [check('refunds_amount_positive', sql`${t.amount} > 0`), index('refunds_status_idx').on(t.status, t.requestedAt)],
);

/** An operator's note on a booking (the back office): who wrote it and when. Append-only. */
export const bookingMemos = pgTable(
  'booking_memos',
  {
    id: serial('id').primaryKey(),
    bookNo: integer('book_no').notNull().references(() => bookings.bookNo, { onDelete: 'cascade' }),
    authorId: integer('author_id').notNull().references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_memos_book_idx').on(t.bookNo, t.createdAt)],
);
