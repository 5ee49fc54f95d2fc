import { describe, expect, it } from 'vitest';
import {
  HOTEL_CHILD_PERCENT,
  HOTEL_EXTRA_ADULT_PERCENT,
  partySurchargePercent,
  roomFits,
  roomNightPrice,
} from './hotel-rates.ts';
import { earliestToday, HotelSearchQuerySchema, partyProblem } from '../hotels.ts';
import { parseOccupancyParam } from './hotel-results.ts';
import { hotelOccupancyParam } from './search-widget.ts';

describe('hotel occupancy pricing', () => {
  it('includes two adults in the rate and charges each further adult', () => {
    expect(partySurchargePercent({ adult: 1, children: [] })).toBe(0);
    expect(partySurchargePercent({ adult: 2, children: [] })).toBe(0);
    expect(partySurchargePercent({ adult: 3, children: [] })).toBe(HOTEL_EXTRA_ADULT_PERCENT);
    expect(partySurchargePercent({ adult: 4, children: [] })).toBe(2 * HOTEL_EXTRA_ADULT_PERCENT);
  });

  it('charges children by age: under 2 free, 2-11 child rate, 12-17 adult rate', () => {
    expect(partySurchargePercent({ adult: 2, children: [0, 1] })).toBe(0);
    expect(partySurchargePercent({ adult: 2, children: [2] })).toBe(HOTEL_CHILD_PERCENT);
    expect(partySurchargePercent({ adult: 2, children: [11] })).toBe(HOTEL_CHILD_PERCENT);
    expect(partySurchargePercent({ adult: 2, children: [12] })).toBe(HOTEL_EXTRA_ADULT_PERCENT);
    expect(partySurchargePercent({ adult: 2, children: [17] })).toBe(HOTEL_EXTRA_ADULT_PERCENT);
  });

  it('applies the discount first and rounds to hundreds of won', () => {
    expect(roomNightPrice({ basePrice: 100_000, discountRate: 0 }, { adult: 2, children: [] })).toEqual({ price: 100_000, priceBeforeDiscount: 100_000 });
    expect(roomNightPrice({ basePrice: 100_000, discountRate: 10 }, { adult: 3, children: [] })).toEqual({ price: 117_000, priceBeforeDiscount: 130_000 });
    expect(roomNightPrice({ basePrice: 123_450, discountRate: 15 }, { adult: 2, children: [5] })).toEqual({ price: 120_600, priceBeforeDiscount: 141_950 });
  });

  it('fits a room when adults and the whole party are within the room type', () => {
    const room = { maxAdults: 2, maxOccupancy: 3 };
    expect(roomFits(room, { adult: 2, children: [4] })).toBe(true);
    expect(roomFits(room, { adult: 3, children: [] })).toBe(false);
    expect(roomFits(room, { adult: 2, children: [4, 6] })).toBe(false);
  });

});

describe('the occupancy parameter', () => {
  it('reads and writes "adults-ages"', () => {
    expect(parseOccupancyParam('2')).toEqual({ adult: 2, children: [] });
    expect(parseOccupancyParam('2-5,7')).toEqual({ adult: 2, children: [5, 7] });
    expect(parseOccupancyParam('2-')).toBeNull();
    expect(parseOccupancyParam('a')).toBeNull();
    for (const text of ['2', '3-0', '2-5,7', '14-17,17,0,1,2,3']) expect(hotelOccupancyParam(parseOccupancyParam(text)!)).toBe(text);
  });

  it('enforces the widget limits', () => {
    expect(partyProblem([{ adult: 14, children: [0, 17] }])).toBeNull();
    expect(partyProblem([{ adult: 15, children: [] }])).toContain('14명');
    expect(partyProblem([{ adult: 2, children: [18] }])).toContain('17세');
    expect(partyProblem(Array.from({ length: 9 }, () => ({ adult: 1, children: [] })))).toContain('8개');
  });

  it('takes a day before UTC as today, so no visitor west of UTC is refused', () => {
    expect(earliestToday(new Date('2026-03-01T02:00:00Z'))).toBe('2026-02-28');
  });

  it('reads repeated occupancy values and refuses a bad party in Korean', () => {
    const ok = HotelSearchQuerySchema.safeParse({ cityId: '7', occupancy: ['2', '2-5,7'] });
    expect(ok.success && ok.data.occupancy).toEqual([{ adult: 2, children: [] }, { adult: 2, children: [5, 7] }]);
    const bad = HotelSearchQuerySchema.safeParse({ cityId: '7', occupancy: '2-18' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toContain('17세');
  });
});
