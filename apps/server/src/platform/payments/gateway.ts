/**
 * The payment gateway port (domain.md "Payments"): what bookings need from a card payment provider. Two
 * adapters: the test gateway (embedded default, a real payment page served by this app, test cards) and NHN
 * KCP (trade registration, the window's return, approval with an amount check, cancel and partial cancel,
 * inquiry). The adapter is chosen by configuration (`PAYMENT_GATEWAY`).
 */

export type GatewayRegistration = {
  /** Where the browser goes: a form POST of `fields` to `windowUrl`. */
  windowUrl: string;
  fields: Record<string, string>;
  /** The provider's handle of the registered trade (KCP approvalKey), kept on the payment row. */
  providerRef: string | null;
};

/** What the provider says about a payment it was asked to approve or was asked about. */
export type GatewayOutcome =
  | { kind: 'approved'; providerTxId: string; amount: number; methodLabel: string | null }
  | { kind: 'declined'; code: string; message: string }
  /** The call did not answer in time (or the provider does not know yet): ask again later. */
  | { kind: 'unknown'; reason: string };

export type GatewayCancelOutcome =
  | { kind: 'cancelled'; providerRef: string; remaining: number }
  | { kind: 'failed'; code: string; message: string }
  | { kind: 'unknown'; reason: string };

export interface PaymentGateway {
  /** Name stored on the payment row ('test', 'kcp'). */
  readonly provider: string;
  /** Registers a trade of `amount` won for our `orderId`; `returnUrl` is where the window posts its outcome. */
  register(input: { orderId: string; amount: number; goodsName: string; buyerName: string; buyerEmail: string; buyerPhone: string; returnUrl: string }): Promise<GatewayRegistration>;
  /** Server-side approval with the proof the window returned; the adapter checks `expectedAmount` with the provider. */
  approve(input: { orderId: string; expectedAmount: number; proof: Record<string, string> }): Promise<GatewayOutcome>;
  /** What the provider knows of an order (the inquiry job, after an unknown outcome). */
  inquire(input: { orderId: string; providerTxId: string | null }): Promise<GatewayOutcome>;
  /** Cancels `amount` of an approved payment (the whole rest when it equals it); `idempotencyKey` makes a retry safe. */
  cancel(input: { orderId: string; providerTxId: string; amount: number; remainingBefore: number; reason: string; idempotencyKey: string }): Promise<GatewayCancelOutcome>;
}

/** The result code of a payment window that authenticated the buyer (KCP's res_cd; the test gateway's too). */
export const WINDOW_RESULT_OK = '0000';
