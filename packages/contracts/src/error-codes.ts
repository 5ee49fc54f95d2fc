/**
 * The `error.code` values of every failure body. Kept apart from envelope.ts (zod) so the web app can
 * recognise an error body without loading zod on its first screen.
 */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'REQUIRE_LOGIN',
  'FORBIDDEN',
  'XSRF_INVALID',
  'NOT_FOUND',
  'CONFLICT',
  /** Unknown login id or wrong password: one answer, so login does not reveal which ids exist. */
  'LOGIN_FAILED',
  /** An operator with a second factor signed in with the right password but without the app's code. */
  'SECOND_FACTOR_REQUIRED',
  /** The code of the authenticator app (or a recovery code) is wrong, used already or out of time. */
  'SECOND_FACTOR_INVALID',
  'TOO_MANY_ATTEMPTS',
  'LOGIN_ID_TAKEN',
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_PROGRESS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'URL_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'RATE_LIMITED',
  /** The units of a room, bed or tour option are gone for the asked dates. */
  'SOLD_OUT',
  /** The price differs from what the member was shown (a quote older than a price change). */
  'PRICE_CHANGED',
  'PAYMENT_DECLINED',
  /** The member asked to spend more points than the balance holds. */
  'POINTS_INSUFFICIENT',
  /** The coupon cannot be issued or used: expired, used up, below its minimum amount, another product type. */
  'COUPON_UNAVAILABLE',
  /** The provider's amount differs from the booking's: the payment is cancelled, the booking unchanged. */
  'PAYMENT_AMOUNT_MISMATCH',
  /** The payment provider could not be reached or refused to open a payment window: try again later. */
  'PAYMENT_UNAVAILABLE',
  /** A recovery code that is wrong, used up or expired (one answer for all three, and for unknown addresses). */
  'AUTH_CODE_INVALID',
  /** A recovery token that is unknown, used or expired. */
  'RECOVERY_TOKEN_INVALID',
  /** Sign-up without a valid e-mail verification token for its address (unknown, used, expired or another address's). */
  'EMAIL_NOT_VERIFIED',
  /** The current password given to change the password or withdraw is wrong. */
  'PASSWORD_MISMATCH',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}
