import { describe, expect, it } from 'vitest';
import { POINT_STEP, maxSpendablePoints, pointExpiry, pointsSpendError, reviewPoints } from './points.ts';

describe('reviewPoints', () => {
  it('is 10% of the fee, floored to whole won', () => {
    expect(reviewPoints({ fee: 30_000, mindaOnly: false })).toBe(3_000);
    expect(reviewPoints({ fee: 12_345, mindaOnly: false })).toBe(1_234);
    expect(reviewPoints({ fee: 9, mindaOnly: false })).toBe(0);
  });
  it('doubles for MINDA Only stays, exactly twice the ordinary amount', () => {
    expect(reviewPoints({ fee: 30_000, mindaOnly: true })).toBe(6_000);
    expect(reviewPoints({ fee: 12_345, mindaOnly: true })).toBe(2_468);
  });
  it('earns nothing on a zero fee', () => {
    expect(reviewPoints({ fee: 0, mindaOnly: true })).toBe(0);
    expect(reviewPoints({ fee: -5_000, mindaOnly: false })).toBe(0);
  });
});

describe('pointExpiry', () => {
  it('is one year after the earning', () => {
    expect(pointExpiry(new Date('2026-03-15T10:00:00Z')).toISOString()).toBe('2027-03-15T10:00:00.000Z');
  });
  it('falls back to the month end on 29 February', () => {
    expect(pointExpiry(new Date('2028-02-29T00:00:00Z')).toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });
});

describe('maxSpendablePoints', () => {
  it('is 10% of the total in 100-won steps', () => {
    expect(POINT_STEP).toBe(100);
    expect(maxSpendablePoints(123_000, 50_000)).toBe(12_300);
    expect(maxSpendablePoints(123_456, 50_000)).toBe(12_300);
  });
  it('is capped by the balance, also in 100-won steps', () => {
    expect(maxSpendablePoints(500_000, 3_450)).toBe(3_400);
    expect(maxSpendablePoints(500_000, 0)).toBe(0);
  });
});

describe('pointsSpendError', () => {
  it('accepts 0 and any 100-won step within 10% and the balance', () => {
    expect(pointsSpendError(0, 100_000, 0)).toBeNull();
    expect(pointsSpendError(10_000, 100_000, 10_000)).toBeNull();
  });
  it('refuses odd steps, more than the balance, more than 10%', () => {
    expect(pointsSpendError(150, 100_000, 10_000)).toBe('포인트는 100원 단위로 사용할 수 있습니다.');
    expect(pointsSpendError(5_000, 100_000, 4_900)).toBe('보유 포인트가 부족합니다.');
    expect(pointsSpendError(10_100, 100_000, 50_000)).toBe('포인트는 결제 금액의 10%까지 사용할 수 있습니다.');
  });
});
