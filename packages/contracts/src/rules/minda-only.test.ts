import { describe, expect, it } from 'vitest';
import { activeCityIndex, countUpValue, mindaOnlySectionTitle, reviewStarCount, scoreStars } from './minda-only.ts';

// Spec 2 §9's other numbers are tested where they act, in the web app: the 96 px mobile tab offset in
// features/minda-only/mobile-tabs.test.ts, the 2 retries in api/get-minda-only-cities.test.ts and the 8 sample
// reviews in indicators.test.ts and components/verified-reviews.test.tsx.

describe('countUpValue', () => {
  it('starts at from and ends at to after 1500 ms, not before', () => {
    expect(countUpValue(0, 170000, 0)).toBe(0);
    expect(countUpValue(0, 1_000_000_000_000, 1499)).toBeLessThan(1_000_000_000_000);
    expect(countUpValue(0, 170000, 1500)).toBe(170000);
    expect(countUpValue(0, 170000, 99_999)).toBe(170000);
  });
  it('counts down from 99 to 1 for the rank', () => {
    const mid = countUpValue(99, 1, 750);
    expect(mid).toBeLessThan(99);
    expect(mid).toBeGreaterThan(1);
    expect(countUpValue(99, 1, 1500)).toBe(1);
  });
  it('never moves backwards and stays whole', () => {
    let last = -1;
    for (let ms = 0; ms <= 1500; ms += 50) {
      const v = countUpValue(0, 1400, ms);
      expect(Number.isInteger(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(last);
      last = v;
    }
  });
  it('jumps to the end when there is no duration (reduced motion)', () => {
    expect(countUpValue(0, 2, 0, 0)).toBe(2);
  });
});

describe('activeCityIndex', () => {
  const top = 1000;
  it('highlights the first city until its span of 750 px past the offset of 60 px is scrolled', () => {
    expect(activeCityIndex(0, top, 10)).toBe(0);
    expect(activeCityIndex(top - 60, top, 10)).toBe(0);
    expect(activeCityIndex(top - 60 + 749, top, 10)).toBe(0);
    expect(activeCityIndex(top - 60 + 750, top, 10)).toBe(1);
    expect(activeCityIndex(top - 60 + 750 * 3 + 10, top, 10)).toBe(3);
  });
  it('clamps to the last city and answers -1 without cities', () => {
    expect(activeCityIndex(1_000_000, top, 10)).toBe(9);
    expect(activeCityIndex(500, top, 0)).toBe(-1);
  });
});

describe('review stars', () => {
  it('curated reviews show floor(rating) stars', () => {
    expect(reviewStarCount(4.9)).toBe(4);
    expect(reviewStarCount(5)).toBe(5);
    expect(reviewStarCount(3.2)).toBe(3);
    expect(reviewStarCount(-1)).toBe(0);
    expect(reviewStarCount(7)).toBe(5);
  });
  it('verified scores get a half star when not full', () => {
    expect(scoreStars(5)).toEqual({ full: 5, half: false });
    expect(scoreStars(4.5)).toEqual({ full: 4, half: true });
    expect(scoreStars(4.8)).toEqual({ full: 4, half: true });
    expect(scoreStars(4)).toEqual({ full: 4, half: false });
  });
});

describe('mindaOnlySectionTitle', () => {
  it('uses the English name', () => {
    expect(mindaOnlySectionTitle([{ language: 'ko', name: '파리' }, { language: 'en', name: 'Paris' }])).toBe('MINDA ONLY in Paris');
  });
  it('falls back to the first language name', () => {
    expect(mindaOnlySectionTitle([{ language: 'ko', name: '파리' }])).toBe('MINDA ONLY in 파리');
    expect(mindaOnlySectionTitle([], '로마')).toBe('MINDA ONLY in 로마');
  });
});
