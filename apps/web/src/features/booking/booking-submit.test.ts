import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { attemptFor, endsAttempt, totalToConfirm } from './booking-submit.ts';

describe('the Idempotency-Key of a submission', () => {
  const keys = () => {
    let n = 0;
    return () => `key-${(n += 1)}`;
  };

  it('is new for a first attempt and for a changed request, and kept for a retry of the same request', () => {
    const next = keys();
    const first = attemptFor(null, '{"a":1}', next);
    expect(first).toEqual({ key: 'key-1', body: '{"a":1}' });
    expect(attemptFor(first, '{"a":1}', next).key).toBe('key-1');
    expect(attemptFor(first, '{"a":2}', next).key).toBe('key-2');
  });

  it('ends with an answer of the server, not with a lost one', () => {
    expect(endsAttempt(new ApiError(409, 'SOLD_OUT', '마감'))).toBe(true);
    expect(endsAttempt(new ApiError(400, 'VALIDATION_FAILED', '입력 오류'))).toBe(true);
    expect(endsAttempt(new ApiError(0, 'NETWORK', '네트워크'))).toBe(false);
    expect(endsAttempt(new ApiError(503, 'INTERNAL', '오류'))).toBe(false);
    expect(endsAttempt(new ApiError(409, 'IDEMPOTENCY_KEY_IN_PROGRESS', '처리 중'))).toBe(false);
  });
});

describe('totalToConfirm', () => {
  it('asks to confirm a quote that differs from the agreed price, and nothing else', () => {
    expect(totalToConfirm(480000, 520000)).toBe(520000);
    expect(totalToConfirm(480000, 480000)).toBeNull();
    expect(totalToConfirm(null, 520000)).toBeNull();
  });
});
