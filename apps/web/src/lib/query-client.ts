import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, QUERY_RETRY_COUNT, retryDelayMs } from '@minda/contracts/rules/query-policy';
import { ApiError } from './api-error.ts';

/** Retry 3 times, 1 s doubling up to 30 s; never retry a 4xx, which would fail the same way again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_RETRY_COUNT;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay: retryDelayMs, gcTime: QUERY_GC_TIME_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
