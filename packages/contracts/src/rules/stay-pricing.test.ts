import { describe, expect, it } from 'vitest';
import { shiftDay } from './search-widget.ts';
import { adultsText, clampAdults, dayNumber, nightsOf, perNight, quoteRoom, refundText, splitStayPayment, STAY_DATE_MESSAGES, STAY_REFUND_SCHEDULE, stayDatesProblem, stayPeriodText, unitsNeeded } from './stay-pricing.ts';

describe('stay dates', () => {
  it('reads only real calendar dates', () => {
    expect(dayNumber('2026-02-28')).not.toBeNull();
    expect(dayNumber('2026-02-29')).toBeNull();
    expect(dayNumber('2028-02-29')).not.toBeNull();
    expect(dayNumber('2026-13-01')).toBeNull();
    expect(dayNumber('26-01-01')).toBeNull();
  });

  it('counts nights and lists them, check-out excluded, across a year end', () => {
    expect(nightsOf('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(nightsOf('2026-12-30', '2026-12-30')).toEqual([]);
  });

  it('allows 28 nights and refuses 29 (spec 1 §5)', () => {
    const today = '2026-11-21';
    expect(stayDatesProblem('2026-12-01', shiftDay('2026-12-01', 28), today)).toBeNull();
    expect(stayDatesProblem('2026-12-01', shiftDay('2026-12-01', 29), today)).toBe(STAY_DATE_MESSAGES.tooLong);
    expect(STAY_DATE_MESSAGES.tooLong).toContain('29일 이내');
  });

  it('refuses same-day or reversed check-out, the past and more than a year ahead', () => {
    const today = '2026-11-21';
    expect(stayDatesProblem('2026-12-01', '2026-12-01', today)).toBe(STAY_DATE_MESSAGES.order);
    expect(stayDatesProblem('2026-12-02', '2026-12-01', today)).toBe(STAY_DATE_MESSAGES.order);
    expect(stayDatesProblem('2026-11-20', '2026-11-22', today)).toBe(STAY_DATE_MESSAGES.past);
    expect(stayDatesProblem('2026-11-21', '2026-11-22', today)).toBeNull();
    expect(stayDatesProblem('2027-11-20', '2027-11-21', today)).toBeNull();
    expect(stayDatesProblem('2027-11-21', '2027-11-22', today)).toBe(STAY_DATE_MESSAGES.tooFar);
    expect(stayDatesProblem('2026-12-01', '2026-12-32', today)).toBe(STAY_DATE_MESSAGES.invalid);
  });
});

describe('party', () => {
  it('keeps adults within 1 to 14', () => {
    expect(clampAdults(0)).toBe(1);
    expect(clampAdults(15)).toBe(14);
    expect(clampAdults(3)).toBe(3);
    expect(clampAdults(Number.NaN)).toBe(1);
  });

  it('needs one dormitory bed per adult and enough private rooms for everyone', () => {
    expect(unitsNeeded('dormitory', 1, 3)).toBe(3);
    expect(unitsNeeded('private', 2, 3)).toBe(2);
    expect(unitsNeeded('private', 2, 2)).toBe(1);
    expect(unitsNeeded('private', 4, 1)).toBe(1);
  });
});

describe('room quote', () => {
  const nights = [
    { night: '2026-12-01', unitsAvailable: 4, price: 50_000 },
    { night: '2026-12-02', unitsAvailable: 2, price: 60_000 },
  ];

  it('is available only when every night has the units the party needs', () => {
    expect(quoteRoom('dormitory', 1, 2, nights)).toEqual({ unitsNeeded: 2, unitsLeft: 2, available: true, total: 220_000 });
    expect(quoteRoom('dormitory', 1, 3, nights)).toMatchObject({ unitsNeeded: 3, unitsLeft: 2, available: false });
    expect(quoteRoom('private', 2, 3, nights)).toMatchObject({ unitsNeeded: 2, available: true, total: 220_000 });
    expect(quoteRoom('private', 2, 3, [])).toMatchObject({ available: false });
  });

  it('splits the total into the 10% deposit and the rest paid at the property', () => {
    expect(splitStayPayment(220_000)).toEqual({ deposit: 22_000, payAtProperty: 198_000 });
    expect(splitStayPayment(123_455)).toEqual({ deposit: 12_346, payAtProperty: 111_109 });
    expect(perNight(220_000, 2)).toBe(110_000);
  });
});

describe('texts', () => {
  it('writes the period with Korean weekdays and the nights', () => {
    expect(stayPeriodText('2026-12-24', '2026-12-26')).toBe('12.24(목) - 12.26(토) · 2박');
    expect(stayPeriodText('2026-11-28', '2026-11-30')).toBe('11.28(토) - 11.30(월) · 2박');
    expect(adultsText(2)).toBe('성인 2명');
  });
});

describe('stay refund schedule', () => {
  it('gives back less of the deposit the nearer the check-in, nothing in the last week', () => {
    const percents = STAY_REFUND_SCHEDULE.map((row) => row.percent);
    expect(percents).toEqual([100, 70, 50, 0]);
    expect(STAY_REFUND_SCHEDULE.map((row) => refundText(row.percent))).toEqual(['100% 환불', '70% 환불', '50% 환불', '환불 불가']);
  });
});
