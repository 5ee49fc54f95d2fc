import { describe, expect, it } from 'vitest';
import { INDICATORS, indicatorText } from './indicators.ts';
import { VERIFIED_REVIEWS } from './sample-reviews.ts';

describe('indicators and sample reviews', () => {
  it('counts the rank down from 99 to 1 and formats the figures the Korean way', () => {
    const [rank, reviews, partners, points] = INDICATORS;
    expect([rank!.from, rank!.to]).toEqual([99, 1]);
    expect(indicatorText(rank!, 1)).toBe('1위');
    expect(indicatorText(reviews!, 170000)).toBe('170,000+');
    expect(indicatorText(partners!, 1400)).toBe('1,400+');
    expect(indicatorText(points!, 2)).toBe('2x');
  });
  it('has the 8 static verified reviews', () => {
    expect(VERIFIED_REVIEWS).toHaveLength(8);
  });
});
