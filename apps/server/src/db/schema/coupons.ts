import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgEnum, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings, productType } from './bookings.ts';
import { users } from './users.ts';

export const couponDiscountType = pgEnum('coupon_discount_type', ['amount', 'percent']);

/**
 * A coupon definition (decision 028): its discount, minimum order, product types, validity (a fixed window,
 * or `validDays` after the issue, or both: the earlier end wins), and its limits: `totalLimit` issues in all
 * (`issuedCount` counts them, raised by one conditional UPDATE) and `perMemberLimit` per member.
 * `isOffer`: shown on the coupon page with a 받기 button; the invite and app coupons are granted, not taken.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    discountType: couponDiscountType('discount_type').notNull(),
    discountValue: integer('discount_value').notNull(),
    maxDiscount: integer('max_discount'),
    minOrderAmount: integer('min_order_amount').notNull().default(0),
    productTypes: productType('product_types').array().notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    validDays: smallint('valid_days'),
    totalLimit: integer('total_limit'),
    issuedCount: integer('issued_count').notNull().default(0),
    perMemberLimit: smallint('per_member_limit').notNull().default(1),
    isOffer: boolean('is_offer').notNull().default(false),
    sort: smallint('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'coupons_terms',
      sql`${t.discountValue} > 0 and (${t.discountType} = 'amount' or ${t.discountValue} <= 100) and ${t.minOrderAmount} >= 0
       and (${t.maxDiscount} is null or ${t.maxDiscount} > 0) and cardinality(${t.productTypes}) > 0 and ${t.perMemberLimit} > 0`,
    ),
    check('coupons_validity', sql`(${t.validUntil} is not null or ${t.validDays} is not null) and (${t.validDays} is null or ${t.validDays} > 0)`),
    check('coupons_issue_limit', sql`${t.issuedCount} >= 0 and (${t.totalLimit} is null or ${t.issuedCount} <= ${t.totalLimit})`),
  ],
);

/**
 * A coupon issued to a member, with its own validity fixed at the issue. Used once: redeeming is one
 * conditional UPDATE (`usedAt is null` and valid now) that sets `usedAt` and `bookNo`; a cancelled booking
 * clears them again. Every redeem and release is also a row of `coupon_events`.
 */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id').notNull().references(() => coupons.id),
    memberId: integer('member_id').notNull().references(() => users.id),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    bookNo: integer('book_no').references(() => bookings.bookNo),
    /** Why it was issued: 쿠폰 페이지, 친구 초대 보상, 회원 가입 ... */
    reason: text('reason').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_coupons_member_idx').on(t.memberId, t.validUntil),
    index('member_coupons_coupon_idx').on(t.couponId, t.memberId),
    uniqueIndex('member_coupons_book_idx').on(t.bookNo),
    check('member_coupons_use', sql`(${t.usedAt} is null) = (${t.bookNo} is null) and ${t.validFrom} < ${t.validUntil}`),
  ],
);

export const couponEventKind = pgEnum('coupon_event_kind', ['issue', 'redeem', 'release']);

/** Append-only history of every member coupon's issue, redemption on a booking and release on its cancellation. */
export const couponEvents = pgTable(
  'coupon_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberCouponId: integer('member_coupon_id').notNull().references(() => memberCoupons.id),
    kind: couponEventKind('kind').notNull(),
    bookNo: integer('book_no').references(() => bookings.bookNo),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_events_coupon_idx').on(t.memberCouponId, t.at)],
);

/** A member's personal invite code (created on first look at the invite page). */
export const inviteCodes = pgTable('invite_codes', {
  memberId: integer('member_id').primaryKey().references(() => users.id),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who invited whom: written at sign-up with a valid code. `rewardedAt` is set once, by a conditional UPDATE in
 * the transaction that confirms the invitee's first booking, together with the inviter's 3,000-won coupon.
 */
export const invitations = pgTable(
  'invitations',
  {
    inviteeId: integer('invitee_id').primaryKey().references(() => users.id),
    inviterId: integer('inviter_id').notNull().references(() => users.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    rewardBookNo: integer('reward_book_no').references(() => bookings.bookNo),
    rewardCouponId: integer('reward_coupon_id').references(() => memberCoupons.id),
  },
  (t) => [index('invitations_inviter_idx').on(t.inviterId), check('invitations_not_self', sql`${t.inviteeId} <> ${t.inviterId}`)],
);
