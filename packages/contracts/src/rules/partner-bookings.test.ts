import { describe, expect, it } from 'vitest';
import { canMarkNoShow, partnerBookingStep, partnerStatusFilter, PARTNER_BOOKING_STEPS, PARTNER_STEP_LABELS } from './partner-bookings.ts';

describe('partner booking steps (astep)', () => {
  it('reads the stay list filters 1, 3, 9 and all from the address', () => {
    expect(partnerBookingStep('1', 'stay')).toBe(1);
    expect(partnerBookingStep('3', 'stay')).toBe(3);
    expect(partnerBookingStep('9', 'stay')).toBe(9);
    expect(partnerBookingStep('all', 'stay')).toBe('all');
  });

  it('shows every state for a missing or unknown astep', () => {
    expect(partnerBookingStep(null, 'stay')).toBe('all');
    expect(partnerBookingStep('-19', 'stay')).toBe('all');
    expect(partnerBookingStep('1abc', 'stay')).toBe('all');
  });

  it('has no request filter for tours, which are paid in full when booked', () => {
    expect(PARTNER_BOOKING_STEPS.tour.map((step) => PARTNER_STEP_LABELS[step])).toEqual(['결제 대기', '예약 확정', '전체']);
    expect(partnerBookingStep('1', 'tour')).toBe('all');
  });

  it('names the stay filters as the partner reads them', () => {
    expect(PARTNER_BOOKING_STEPS.stay.map((step) => PARTNER_STEP_LABELS[step])).toEqual(['예약 요청', '결제 대기', '예약 확정', '전체']);
  });

  it('sends the status code of a step, and none for all', () => {
    expect(partnerStatusFilter(1)).toBe(1);
    expect(partnerStatusFilter('all')).toBeUndefined();
  });
});

describe('canMarkNoShow', () => {
  it('allows a no-show of a confirmed booking once its start date has passed', () => {
    expect(canMarkNoShow(9, '2026-07-01', '2026-07-02')).toBe(true);
  });

  it('waits while the start date is today or ahead, and refuses any state but confirmed', () => {
    expect(canMarkNoShow(9, '2026-07-01', '2026-07-01')).toBe(false);
    expect(canMarkNoShow(9, '2026-07-01', '2026-06-30')).toBe(false);
    expect(canMarkNoShow(3, '2026-07-01', '2026-07-05')).toBe(false);
    expect(canMarkNoShow(-79, '2026-07-01', '2026-07-05')).toBe(false);
  });
});
