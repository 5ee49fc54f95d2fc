import { describe, expect, it } from 'vitest';
import { clampTourQuantity, isTourOptionSoldOut, tourOptionTotal, tourSalePriceOf } from './tour-list.ts';

describe('tourSalePriceOf', () => {
  it('is the lowest price among options on sale', () => {
    expect(tourSalePriceOf([52000, 39000, 45000])).toBe(39000);
  });
  it('skips sold-out options (price 0)', () => {
    expect(tourSalePriceOf([0, 45000, 61000])).toBe(45000);
  });
  it('is 0 (sold out) when every option is sold out or there are none', () => {
    expect(tourSalePriceOf([0, 0])).toBe(0);
    expect(tourSalePriceOf([])).toBe(0);
  });
});

// The tab order (tour, ticket, activity, convenience) is tested on the list:
// apps/web/src/features/tour-list/components/city-tour-list.test.tsx, "shows the type tabs with counts".
describe('option picker numbers', () => {
  it('treats only price 0 as sold out', () => {
    expect(isTourOptionSoldOut(0)).toBe(true);
    expect(isTourOptionSoldOut(100)).toBe(false);
  });
  it('clamps the quantity to 1..10 and multiplies the per-person price', () => {
    expect(clampTourQuantity(0)).toBe(1);
    expect(clampTourQuantity(11)).toBe(10);
    expect(clampTourQuantity(Number.NaN)).toBe(1);
    expect(tourOptionTotal(45000, 3)).toBe(135000);
    expect(tourOptionTotal(45000, 99)).toBe(450000);
  });
});
