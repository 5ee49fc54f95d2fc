import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { users } from './users.ts';

export const pointKind = pgEnum('point_kind', ['earn', 'spend', 'expire', 'reverse']);

/**
 * The points ledger (domain.md "Points and coupons", decision 028): append-only, never updated or deleted.
 * A member's balance is the sum of `amount` over the rows of batches that have not expired.
 *
 * - `earn` opens a batch (amount > 0, `expiresAt`); `batchId` is null: the row is its own batch.
 * - `spend` and `expire` take points out of one batch (amount < 0, `batchId`); a spend over several batches
 *   is one row per batch, earliest-expiring first.
 * - `reverse` undoes an earlier row (`reversesId`) on one batch: + gives a booking's spent points back,
 *   - takes a cancelled booking's review points back (0 when none were left, so the earning counts as reversed).
 *
 * `reviewId` is a plain number, not a foreign key: a deleted review must not rewrite the ledger.
 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').notNull().references(() => users.id),
    kind: pointKind('kind').notNull(),
    amount: integer('amount').notNull(),
    bookNo: integer('book_no').references(() => bookings.bookNo),
    reviewId: integer('review_id'),
    /** The earn row whose points this row moves; null on earn rows. */
    batchId: bigint('batch_id', { mode: 'number' }).references((): AnyPgColumn => pointLedger.id),
    /** The row a `reverse` undoes. */
    reversesId: bigint('reverses_id', { mode: 'number' }).references((): AnyPgColumn => pointLedger.id),
    /** Earn rows: when the batch's unspent rest expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('point_ledger_member_idx').on(t.memberId, t.id),
    index('point_ledger_batch_idx').on(t.batchId),
    index('point_ledger_book_idx').on(t.bookNo),
    /** One earning per review, so retries and double submits earn once. */
    uniqueIndex('point_ledger_review_earn_idx').on(t.reviewId).where(sql`${t.kind} = 'earn'`),
    check(
      'point_ledger_shape',
      sql`(${t.kind} = 'earn' and ${t.amount} > 0 and ${t.expiresAt} is not null and ${t.batchId} is null and ${t.reversesId} is null)
       or (${t.kind} in ('spend', 'expire') and ${t.amount} < 0 and ${t.batchId} is not null and ${t.reversesId} is null and ${t.expiresAt} is null)
       or (${t.kind} = 'reverse' and ${t.batchId} is not null and ${t.reversesId} is not null and ${t.expiresAt} is null)`,
    ),
  ],
);
