import { index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Marketing consent per channel (the profile page): the date of the current "yes", null for "no". One row
 * per member, created on the first change; no row means no consent.
 */
export const marketingConsents = pgTable('marketing_consents', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailAgreedAt: timestamp('email_agreed_at', { withTimezone: true }),
  smsAgreedAt: timestamp('sms_agreed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Withdrawn accounts (decision 029): the users row stays (bookings and payments point at it and Korean
 * e-commerce law keeps them five years) but is anonymised; this row records when and why.
 */
export const memberWithdrawals = pgTable('member_withdrawals', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }).notNull().defaultNow(),
  reason: text('reason'),
});

export const inquiryCategory = pgEnum('inquiry_category', ['booking', 'refund', 'account', 'benefit', 'etc']);

/** 1:1 inquiries to the operator; the answer is written in the back office (or by the seed). */
export const memberInquiries = pgTable(
  'member_inquiries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: inquiryCategory('category').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('member_inquiries_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Files of inquiries: private storage keys, readable by the member who sent them and the operators. A file
 * is uploaded first (inquiryId null) and attached when the inquiry is sent.
 */
export const memberInquiryFiles = pgTable(
  'member_inquiry_files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inquiryId: integer('inquiry_id').references(() => memberInquiries.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fileKey: text('file_key').notNull().unique(),
    fileName: text('file_name').notNull(),
  },
  (t) => [index('member_inquiry_files_inquiry_idx').on(t.inquiryId)],
);
