import { describe, expect, it } from 'vitest';
import { clampTourQuantity, isTourOptionSoldOut, TOUR_CATEGORY_TYPES, TOUR_OPTION_QUANTITY, tourOptionTotal, tourSalePriceOf } from './tour-list.ts';

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

describe('option picker numbers', () => {
  it('treats only price 0 as sold out', () => {
    expect(isTourOptionSoldOut(0)).toBe(true);
    expect(isTourOptionSoldOut(100)).toBe(false);
  });
  it('clamps the quantity to 1..10 and multiplies the per-person price', () => {
    expect(TOUR_OPTION_QUANTITY).toEqual({ min: 1, max: 10 });
    expect(clampTourQuantity(0)).toBe(1);
    expect(clampTourQuantity(11)).toBe(10);
    expect(clampTourQuantity(Number.NaN)).toBe(1);
    expect(tourOptionTotal(45000, 3)).toBe(135000);
    expect(tourOptionTotal(45000, 99)).toBe(450000);
  });
  it('orders the tabs tour, ticket, activity, convenience', () => {
    expect(TOUR_CATEGORY_TYPES).toEqual(['LOCAL_TOUR', 'TICKET', 'ACTIVITY', 'CONVENIENCE']);
  });
});
