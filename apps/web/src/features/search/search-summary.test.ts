import { describe, expect, it } from 'vitest';
import { searchSummaryText } from './search-summary.ts';

describe('searchSummaryText', () => {
  it('reads city, dates, nights and the stay party on one line', () => {
    expect(searchSummaryText('stays', '파리', { start: '2026-12-19', end: '2026-12-21' }, [{ adult: 2, children: [] }])).toBe('파리 · 12.19 토 - 12.21 월 · 2박 · 성인 2명');
  });

  it('names rooms and children for hotels', () => {
    expect(searchSummaryText('hotel', '런던', { start: '2026-12-31', end: '2027-01-01' }, [{ adult: 2, children: [] }, { adult: 1, children: [5] }])).toBe(
      '런던 · 12.31 목 - 01.01 금 · 1박 · 객실 2개, 성인 3명, 아동 1명',
    );
  });

  it('says the dates are open and asks for a place when none is chosen', () => {
    expect(searchSummaryText('stays', '  ', { start: null, end: null }, [{ adult: 1, children: [] }])).toBe('어디로 떠나세요? · 날짜 미정 · 성인 1명');
  });
});
