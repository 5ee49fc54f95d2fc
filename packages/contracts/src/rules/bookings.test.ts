import { describe, expect, it } from 'vitest';
import { acceptDeadlineOf, bookingActions, cancelPreviewOf, dayIn, paymentHoldDeadlineOf, refundSchedule, reviewableUntil, STAY_REFUND_POLICY, stayDepositDeadlineOf } from './bookings.ts';

/** Deadlines and member actions of issue 9 (docs/api-notes.md "Bookings"): 24 hours, 30 minutes, 6 months. */

const at = (iso: string) => new Date(iso);

describe('deadlines', () => {
  it('gives a stay deposit 24 hours when check-in is far away', () => {
    expect(stayDepositDeadlineOf(at('2026-03-01T10:00:00Z'), '2026-04-01').toISOString()).toBe('2026-03-02T10:00:00.000Z');
  });

  it('cuts the deposit deadline at the start of the check-in day in Korea (15:00 UTC the day before)', () => {
    expect(stayDepositDeadlineOf(at('2026-03-01T10:00:00Z'), '2026-03-02').toISOString()).toBe('2026-03-01T15:00:00.000Z');
  });

  it('still leaves 30 minutes to pay a booking made after that cut', () => {
    expect(stayDepositDeadlineOf(at('2026-03-01T20:00:00Z'), '2026-03-02').toISOString()).toBe('2026-03-01T20:30:00.000Z');
  });

  it('gives the partner 24 hours to answer, and holds hotels and tours 30 minutes for payment', () => {
    expect(acceptDeadlineOf(at('2026-03-01T10:00:00Z'), '2026-05-01').toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(paymentHoldDeadlineOf(at('2026-03-01T10:00:00Z')).toISOString()).toBe('2026-03-01T10:30:00.000Z');
  });
});

describe('member actions', () => {
  const now = at('2026-03-01T03:00:00Z');
  it('lets an unpaid booking be paid before its deadline and cancelled before check-in', () => {
    const actions = bookingActions({ status: 3, startDate: '2026-03-10', lastDay: '2026-03-12', depositDeadline: at('2026-03-01T05:00:00Z') }, now, '2026-03-01');
    expect(actions).toEqual({ canPay: true, canCancel: true, canReview: false, canInquire: true });
    expect(bookingActions({ status: 3, startDate: '2026-03-10', lastDay: '2026-03-12', depositDeadline: at('2026-03-01T02:00:00Z') }, now, '2026-03-01').canPay).toBe(false);
  });

  it('lets a past confirmed stay be reviewed for 6 months after check-out', () => {
    expect(reviewableUntil('2026-01-15')).toBe('2026-07-15');
    expect(bookingActions({ status: 9, startDate: '2026-01-10', lastDay: '2026-01-15', depositDeadline: null }, now, '2026-07-15').canReview).toBe(true);
    expect(bookingActions({ status: 9, startDate: '2026-01-10', lastDay: '2026-01-15', depositDeadline: null }, now, '2026-07-16').canReview).toBe(false);
  });

  it('closes the chat 30 days after a cancelled booking\'s last day', () => {
    expect(bookingActions({ status: -19, startDate: '2026-01-10', lastDay: '2026-01-15', depositDeadline: null }, now, '2026-02-14').canInquire).toBe(true);
    expect(bookingActions({ status: -19, startDate: '2026-01-10', lastDay: '2026-01-15', depositDeadline: null }, now, '2026-02-15').canInquire).toBe(false);
  });

  it('previews 70% of a 30,000 won deposit back 20 days before check-in, and nothing lost before payment', () => {
    const schedule = refundSchedule(STAY_REFUND_POLICY, '2026-04-01', 30_000);
    expect(cancelPreviewOf(9, schedule, 30_000, '2026-03-12')).toEqual({ percent: 70, refund: 21_000, fee: 9_000 });
    expect(cancelPreviewOf(3, schedule, 30_000, '2026-03-12')).toEqual({ percent: 100, refund: 0, fee: 0 });
  });

  it('reads the calendar day in the property\'s time zone', () => {
    expect(dayIn(at('2026-03-01T23:30:00Z'), 'Asia/Seoul')).toBe('2026-03-02');
    expect(dayIn(at('2026-03-01T23:30:00Z'), 'Europe/Paris')).toBe('2026-03-02');
    expect(dayIn(at('2026-03-01T22:30:00Z'), 'Europe/Paris')).toBe('2026-03-01');
  });
});
