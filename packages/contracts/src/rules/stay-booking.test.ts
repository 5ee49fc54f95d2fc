import { describe, expect, it } from 'vitest';
import { isInstantBooking } from './stay-booking.ts';

describe('isInstantBooking', () => {
  it('confirms at once only for the legacy book type 9; request-to-book stays (1) and unknown types wait for the host', () => {
    expect(isInstantBooking({ bookType: 9 })).toBe(true);
    expect(isInstantBooking({ bookType: 1 })).toBe(false);
    expect(isInstantBooking({ bookType: 0 })).toBe(false);
    expect(isInstantBooking({ bookType: 90 })).toBe(false);
  });
});
