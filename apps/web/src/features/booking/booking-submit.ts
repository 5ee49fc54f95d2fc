import { ApiError } from '../../lib/api-error.ts';

/** One submission attempt of the booking form: its Idempotency-Key and the request body it was made for. */
export type Attempt = { readonly key: string; readonly body: string };

/**
 * The attempt a submit belongs to. Pressing 결제하기 again after an answer that never arrived (the network
 * dropped, the server failed, or it was still busy with the first press) retries the same attempt with the
 * same key, so the server books once and replays its answer; a changed request, or one after an attempt that
 * ended, is a new attempt with a new key (the server refuses a key reused for another body).
 */
export function attemptFor(previous: Attempt | null, body: string, newKey: () => string): Attempt {
  return previous?.body === body ? previous : { key: newKey(), body };
}

/** Whether the server answered the attempt: a refusal (sold out, bad input) ends it; a lost or unfinished answer does not. */
export function endsAttempt(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 0 || error.status >= 500) return false;
  return error.code !== 'IDEMPOTENCY_KEY_IN_PROGRESS';
}

/**
 * The total the shopper has to confirm before paying, or null when there is nothing to confirm: the quote
 * differs from the price they agreed to (the one the product page showed, or a new one they confirmed).
 */
export function totalToConfirm(agreed: number | null, quoted: number): number | null {
  return agreed !== null && agreed !== quoted ? quoted : null;
}
