/** Browser data fetches: 3 retries, 1 s doubling up to 30 s; cache kept 5 minutes (spec 1 §7). */
export const QUERY_RETRY_COUNT = 3;
export const QUERY_RETRY_BASE_MS = 1000;
export const QUERY_RETRY_MAX_MS = 30_000;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const SUSPENSE_MIN_STALE_MS = 1000;

/** Delay before retry number `attempt` (0-based): 1 s, 2 s, 4 s ... capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attempt, QUERY_RETRY_MAX_MS);
}
