import { describe, expect, it } from 'vitest';
import { isOffSeasonSale, monthOf, offSeasonContinents, offSeasonMonth } from './promotions.ts';

describe('off-season sale rule', () => {
  it('takes the month in UTC', () => {
    expect(monthOf(new Date('2026-11-30T23:30:00Z'))).toBe(11);
    expect(monthOf(new Date('2026-12-01T00:00:00Z'))).toBe(12);
  });

  it('lists the continents out of season in a month', () => {
    expect(offSeasonContinents(11)).toEqual(['001', '002', '003', '005']);
    expect(offSeasonContinents(7)).toEqual(['005']);
    expect(offSeasonContinents(1)).toEqual(['001', '003']);
  });

  it("is for this month, or in December, when every continent is in season, for January's off-season", () => {
    expect(offSeasonContinents(12)).toEqual([]);
    expect(offSeasonMonth(new Date('2026-11-30T23:30:00Z'))).toBe(11);
    expect(offSeasonMonth(new Date('2026-12-01T00:00:00Z'))).toBe(1);
    expect(offSeasonMonth(new Date('2026-12-31T12:00:00Z'))).toBe(1);
    expect(offSeasonMonth(new Date('2027-07-15T00:00:00Z'))).toBe(7);
  });

  it('needs a sale, breakfast and an off-season city', () => {
    const paris = { cityCode: '001002001', saleRate: 20, hasBreakfast: true };
    expect(isOffSeasonSale(paris, 11)).toBe(true);
    expect(isOffSeasonSale(paris, 7)).toBe(false);
    expect(isOffSeasonSale({ ...paris, saleRate: 0 }, 11)).toBe(false);
    expect(isOffSeasonSale({ ...paris, hasBreakfast: false }, 11)).toBe(false);
    expect(isOffSeasonSale({ ...paris, cityCode: '009001001' }, 11)).toBe(false);
  });
});
