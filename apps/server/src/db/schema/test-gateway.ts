import { sql } from 'drizzle-orm';
import { check, integer, pgEnum, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const testTradeStatus = pgEnum('test_trade_status', ['registered', 'authorized', 'approved', 'declined', 'user_cancelled']);

/**
 * The embedded test gateway's own ledger: it plays the card provider inside this app (platform/payments/
 * test-gateway.ts), so its trades live apart from our `payments`, as a real provider's would. No card
 * number is kept: only which test card class was used and its last four digits.
 */
export const testGatewayTrades = pgTable(
  'test_gateway_trades',
  {
    tradeId: text('trade_id').primaryKey(),
    orderId: text('order_id').notNull().unique(),
    amount: integer('amount').notNull(),
    goodsName: text('goods_name').notNull(),
    returnUrl: text('return_url').notNull(),
    status: testTradeStatus('status').notNull().default('registered'),
    /** What the test card asks for: approve, decline, timeout (charged, answer lost), lost (not charged, answer lost). */
    cardBehaviour: text('card_behaviour'),
    cardLast4: text('card_last4'),
    cancelledAmount: integer('cancelled_amount').notNull().default(0),
    /** Idempotency keys of the cancels already done, so a retried cancel is answered, not repeated. */
    cancelKeys: text('cancel_keys').array().notNull().default(sql`'{}'::text[]`),
    /** Cancels still to refuse (the refund-refusing test card): each refused cancel counts one down. */
    cancelRefusalsLeft: smallint('cancel_refusals_left').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [check('test_gateway_trades_amounts', sql`${t.amount} > 0 and ${t.cancelledAmount} >= 0 and ${t.cancelledAmount} <= ${t.amount}`)],
);
