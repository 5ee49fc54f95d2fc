import { describe, expect, it } from 'vitest';
import { addCalendarDays, defaultStayDates, STAY_DEFAULT_CHECK_IN_DAYS, STAY_DEFAULT_CHECK_OUT_DAYS, toDateParam } from './stay-dates.ts';

describe('default stay dates', () => {
  it('checks in 28 days and out 29 days after today', () => {
    expect([STAY_DEFAULT_CHECK_IN_DAYS, STAY_DEFAULT_CHECK_OUT_DAYS]).toEqual([28, 29]);
    expect(defaultStayDates(new Date(2026, 4, 10, 15, 30))).toEqual({ checkInAt: '2026-06-07', checkOutAt: '2026-06-08' });
  });

  it('crosses month and year ends, and a leap day', () => {
    expect(defaultStayDates(new Date(2026, 11, 20))).toEqual({ checkInAt: '2027-01-17', checkOutAt: '2027-01-18' });
    expect(defaultStayDates(new Date(2028, 1, 1))).toEqual({ checkInAt: '2028-02-29', checkOutAt: '2028-03-01' });
  });

  it('counts calendar days from late evening too, and writes YYYY-MM-DD with zero padding', () => {
    expect(toDateParam(addCalendarDays(new Date(2026, 0, 31, 23, 59), 1))).toBe('2026-02-01');
    expect(toDateParam(new Date(2026, 2, 5))).toBe('2026-03-05');
  });
});
