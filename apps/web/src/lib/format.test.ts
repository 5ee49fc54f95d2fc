import { describe, expect, it } from 'vitest';
import { formatCount, formatRating, formatResultCount, formatSaleRate } from './format.ts';

describe('format', () => {
  it('formats counts with thousands separators, never negative', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(-1)).toBe('0');
  });
  it('shows a results count at the server cap of 1,000 as "1,000+", below it as is', () => {
    expect(formatResultCount(999)).toBe('999');
    expect(formatResultCount(1000)).toBe('1,000+');
  });
  it('formats ratings with one decimal', () => {
    expect(formatRating(4.75)).toBe('4.8');
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(Number.NaN)).toBe('0.0');
  });
  it('formats sale rates only when positive', () => {
    expect(formatSaleRate(15)).toBe('15%');
    expect(formatSaleRate(0)).toBeUndefined();
  });
});
