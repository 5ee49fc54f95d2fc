import { describe, expect, it } from 'vitest';
import { formatBookingDate, formatInstant, timeLeft } from './booking-time.ts';

describe('booking times', () => {
  it('shows calendar dates as they are, with the Korean weekday', () => {
    expect(formatBookingDate('2026-07-03')).toBe('2026년 7월 3일 (금)');
  });

  it('shows instants in Korean time whatever the zone of the device', () => {
    // 23:30 UTC is 08:30 the next morning in Seoul.
    expect(formatInstant('2026-07-02T23:30:00.000Z')).toBe('2026년 7월 3일 (금) 08:30');
  });

  it('counts down to a deadline, with days beyond a day and seconds within it', () => {
    const now = new Date('2026-07-01T00:00:00.000Z');
    expect(timeLeft('2026-07-02T03:05:09.000Z', now)).toBe('1일 3시간 05분');
    expect(timeLeft('2026-07-01T23:59:59.000Z', now)).toBe('23시간 59분 59초');
    expect(timeLeft('2026-07-01T00:00:01.500Z', now)).toBe('0시간 00분 01초');
  });

  it('has nothing left once the deadline passed', () => {
    const now = new Date('2026-07-01T00:00:00.000Z');
    expect(timeLeft('2026-07-01T00:00:00.000Z', now)).toBeNull();
    expect(timeLeft('2026-06-30T12:00:00.000Z', now)).toBeNull();
  });
});
