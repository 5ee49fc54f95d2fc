import { describe, expect, it } from 'vitest';
import { QUERY_GC_TIME_MS, QUERY_RETRY_COUNT, retryDelayMs } from './query-policy.ts';

describe('query policy', () => {
  it('retries 3 times with 1 s doubling, capped at 30 s', () => {
    expect(QUERY_RETRY_COUNT).toBe(3);
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
  it('collects unused cache after 5 minutes', () => {
    expect(QUERY_GC_TIME_MS).toBe(300_000);
  });
});
