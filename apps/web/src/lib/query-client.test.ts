import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createQueryClient, shouldRetry } from './query-client.ts';

describe('query client policy (spec 1 §9)', () => {
  it('retries a failed read 3 times, then gives up', () => {
    const failure = new ApiError(503, 'INTERNAL', '일시적인 오류가 발생했습니다.');
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, failure))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new ApiError(0, 'NETWORK', '네트워크 연결을 확인해 주세요.'))).toBe(true);
  });

  it('never retries a 4xx, which would fail the same way again', () => {
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND', '찾을 수 없습니다.'))).toBe(false);
  });

  it('drops unused cached data after 5 minutes and never retries a mutation', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.gcTime).toBe(300_000);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
