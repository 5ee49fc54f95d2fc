import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './query-policy.ts';

// The 3 retries and the 5-minute cache act in the web app's query client: lib/query-client.test.ts.

describe('query policy', () => {
  it('waits 1 s doubling between retries, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
