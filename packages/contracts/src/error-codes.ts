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
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}
