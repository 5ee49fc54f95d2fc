import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import type { Database } from '../../db/client.ts';
import { testGatewayTrades } from '../../db/schema/test-gateway.ts';
import { WINDOW_RESULT_OK, type GatewayCancelOutcome, type GatewayOutcome, type PaymentGateway } from './gateway.ts';

/**
 * The embedded test gateway (decision 021): it plays the card provider inside this app, with its own trades
 * table and a real payment page (test-gateway-window.ts). Test cards pick the outcome; they are listed on
 * the page itself and in the README.
 */

export type TestCardBehaviour = 'approve' | 'decline' | 'timeout' | 'lost' | 'refuseRefunds';

/**
 * The refund-refusing card's issuer refuses this many cancels before it accepts one: as many as the refund
 * job tries (REFUND_MAX_ATTEMPTS), so its refund ends `failed` for an operator, whose retry then goes through.
 */
export const TEST_REFUND_REFUSALS = 8;
/** What the gateway answers to a refused cancel of that card. */
export const TEST_REFUND_REFUSED = { code: '8133', message: '카드사에서 환불을 거절했습니다. 잠시 후 다시 시도해 주세요. (테스트 카드)' } as const;

export const TEST_CARDS: readonly { number: string; behaviour: TestCardBehaviour; label: string }[] = [
  { number: '4242424242424242', behaviour: 'approve', label: '승인' },
  { number: '4000000000000002', behaviour: 'decline', label: '거절(잔액 부족)' },
  { number: '4000000000000119', behaviour: 'timeout', label: '승인되었지만 응답 시간 초과 → 조회로 확정' },
  { number: '4000000000000127', behaviour: 'lost', label: '응답 시간 초과, 결제되지 않음 → 조회로 미결제 확인' },
  { number: '4000000000000341', behaviour: 'refuseRefunds', label: `승인, 환불은 ${TEST_REFUND_REFUSALS}번 거절 → 운영자 재시도로 환불` },
];

/** What the declining test card answers, as a card company would. */
export const TEST_DECLINE = { code: '8010', message: '잔액이 부족합니다. 다른 카드로 결제해 주세요. (테스트 카드)' } as const;
const NO_PAYMENT = { code: 'NOT_FOUND', message: '승인된 결제가 없습니다.' } as const;
const BAD_PROOF = { code: 'INVALID_PROOF', message: '결제 인증 정보가 올바르지 않습니다. 다시 결제해 주세요.' } as const;

/** The result codes the window returns (KCP's res_cd spelling): 0000 authenticated, 3001 closed by the buyer. */
export const WINDOW_CANCELLED = { code: '3001', message: '결제를 취소했습니다.' } as const;

type Trade = typeof testGatewayTrades.$inferSelect;

export type TestWindow = {
  /** The registered trade the window shows (null: unknown or already used). */
  openTrade: (tradeId: string) => Promise<Trade | null>;
  /**
   * The buyer submits a card: records which test card it was and answers where to send the browser (the
   * return address with the order, the result code and the signed proof). null: unknown trade or card.
   */
  pay: (tradeId: string, cardNumber: string) => Promise<{ redirect: string } | { error: string } | null>;
  /** The buyer closes the window: back to the shop with the cancel code. */
  cancel: (tradeId: string) => Promise<{ redirect: string } | null>;
};

export type TestGateway = PaymentGateway & { window: TestWindow };

const digitsOf = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

function withQuery(url: string, query: Record<string, string>): string {
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(query).toString()}`;
}

export function createTestGateway(db: Database, secret: string): TestGateway {
  const sign = (tradeId: string, orderId: string) => createHmac('sha256', secret).update(`test-gateway.${tradeId}.${orderId}`).digest('base64url');

  /** The trade a proof names, when its signature is ours and it names this order. */
  async function tradeOfProof(orderId: string, proof: string | undefined): Promise<Trade | null> {
    const [tradeId, signature] = (proof ?? '').split('.');
    if (!tradeId || !signature) return null;
    const expected = Buffer.from(sign(tradeId, orderId));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const [trade] = await db.select().from(testGatewayTrades).where(and(eq(testGatewayTrades.tradeId, tradeId), eq(testGatewayTrades.orderId, orderId)));
    return trade ?? null;
  }

  const approved = (trade: Trade): GatewayOutcome => ({
    kind: 'approved',
    providerTxId: trade.tradeId,
    amount: trade.amount,
    methodLabel: `테스트카드 ${trade.cardLast4 ?? '****'}`,
  });

  const window: TestWindow = {
    async openTrade(tradeId) {
      const [trade] = await db.select().from(testGatewayTrades).where(and(eq(testGatewayTrades.tradeId, tradeId), eq(testGatewayTrades.status, 'registered')));
      return trade ?? null;
    },
    async pay(tradeId, cardNumber) {
      const card = TEST_CARDS.find((c) => c.number === digitsOf(cardNumber));
      if (!card) return { error: '테스트 카드 번호가 아닙니다. 아래 목록의 번호를 입력해 주세요.' };
      const [trade] = await db
        .update(testGatewayTrades)
        .set({ status: 'authorized', cardBehaviour: card.behaviour, cardLast4: card.number.slice(-4), cancelRefusalsLeft: card.behaviour === 'refuseRefunds' ? TEST_REFUND_REFUSALS : 0 })
        .where(and(eq(testGatewayTrades.tradeId, tradeId), eq(testGatewayTrades.status, 'registered')))
        .returning();
      if (!trade) return null;
      return { redirect: withQuery(trade.returnUrl, { ordr_idxx: trade.orderId, res_cd: WINDOW_RESULT_OK, proof: `${trade.tradeId}.${sign(trade.tradeId, trade.orderId)}` }) };
    },
    async cancel(tradeId) {
      const [trade] = await db
        .update(testGatewayTrades)
        .set({ status: 'user_cancelled' })
        .where(and(eq(testGatewayTrades.tradeId, tradeId), eq(testGatewayTrades.status, 'registered')))
        .returning();
      if (!trade) return null;
      return { redirect: withQuery(trade.returnUrl, { ordr_idxx: trade.orderId, res_cd: WINDOW_CANCELLED.code, res_msg: WINDOW_CANCELLED.message }) };
    },
  };

  return {
    provider: 'test',
    window,

    async register({ orderId, amount, goodsName, returnUrl }) {
      const tradeId = `TG${randomBytes(9).toString('hex').toUpperCase()}`;
      await db.insert(testGatewayTrades).values({ tradeId, orderId, amount, goodsName, returnUrl });
      return { windowUrl: apiUrl(apiPaths.payments.testWindow.href()), fields: { tradeId }, providerRef: tradeId };
    },

    async approve({ orderId, proof }) {
      const trade = await tradeOfProof(orderId, proof.proof);
      if (!trade) return { kind: 'declined', ...BAD_PROOF };
      if (trade.status === 'approved') return approved(trade);
      if (trade.status !== 'authorized') return { kind: 'declined', ...NO_PAYMENT };
      switch (trade.cardBehaviour as TestCardBehaviour) {
        case 'decline':
          await db.update(testGatewayTrades).set({ status: 'declined' }).where(eq(testGatewayTrades.tradeId, trade.tradeId));
          return { kind: 'declined', ...TEST_DECLINE };
        case 'lost':
          return { kind: 'unknown', reason: 'timeout' };
        case 'timeout':
        case 'refuseRefunds':
        case 'approve': {
          const [done] = await db
            .update(testGatewayTrades)
            .set({ status: 'approved', approvedAt: sql`now()` })
            .where(eq(testGatewayTrades.tradeId, trade.tradeId))
            .returning();
          // The timeout card: the provider charged, but its answer never reaches us.
          return trade.cardBehaviour === 'timeout' || !done ? { kind: 'unknown', reason: 'timeout' } : approved(done);
        }
      }
    },

    async inquire({ orderId }) {
      const [trade] = await db.select().from(testGatewayTrades).where(eq(testGatewayTrades.orderId, orderId));
      return trade?.status === 'approved' ? approved(trade) : { kind: 'declined', ...NO_PAYMENT };
    },

    async cancel({ orderId, amount, idempotencyKey }): Promise<GatewayCancelOutcome> {
      const [trade] = await db.select().from(testGatewayTrades).where(eq(testGatewayTrades.orderId, orderId));
      if (!trade || trade.status !== 'approved') return { kind: 'failed', ...NO_PAYMENT };
      if (trade.cancelKeys.includes(idempotencyKey)) return { kind: 'cancelled', providerRef: `${trade.tradeId}-${idempotencyKey}`, remaining: trade.amount - trade.cancelledAmount };
      const [refused] = await db
        .update(testGatewayTrades)
        .set({ cancelRefusalsLeft: sql`${testGatewayTrades.cancelRefusalsLeft} - 1` })
        .where(and(eq(testGatewayTrades.tradeId, trade.tradeId), sql`${testGatewayTrades.cancelRefusalsLeft} > 0`))
        .returning({ tradeId: testGatewayTrades.tradeId });
      if (refused) return { kind: 'failed', ...TEST_REFUND_REFUSED };
      const [done] = await db
        .update(testGatewayTrades)
        .set({ cancelledAmount: sql`${testGatewayTrades.cancelledAmount} + ${amount}`, cancelKeys: sql`array_append(${testGatewayTrades.cancelKeys}, ${idempotencyKey})` })
        .where(and(eq(testGatewayTrades.tradeId, trade.tradeId), sql`${testGatewayTrades.cancelledAmount} + ${amount} <= ${testGatewayTrades.amount}`))
        .returning();
      if (!done) return { kind: 'failed', code: 'OVER_CANCEL', message: '취소 가능 금액을 넘었습니다.' };
      return { kind: 'cancelled', providerRef: `${trade.tradeId}-${idempotencyKey}`, remaining: done.amount - done.cancelledAmount };
    },
  };
}
