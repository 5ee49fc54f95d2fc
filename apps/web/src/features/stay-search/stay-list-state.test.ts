import { describe, expect, it } from 'vitest';
import { readStayListState, stayListHref, staySearchApiQuery, NO_FILTERS } from './stay-list-state.ts';

const today = new Date(2026, 10, 21);
const read = (href: string) => readStayListState(new URL(href, 'http://x').searchParams, today);

describe('stay results address', () => {
  it("reads the spec's query: city, dates and the adults of occupancy[]", () => {
    const state = read('/md/stays?cityCode=001002001&checkInAt=2026-12-24&checkOutAt=2026-12-26&occupancy%5B%5D=2');
    expect(state).toMatchObject({ cityCode: '001002001', checkInAt: '2026-12-24', checkOutAt: '2026-12-26', adults: 2, page: 1, datesDropped: false });
    expect(state.filters).toEqual(NO_FILTERS);
  });

  it('writes filters, sort and page into the address and reads them back', () => {
    const state = read('/md/stays?cityCode=001002001&checkInAt=2026-12-24&checkOutAt=2026-12-26&occupancy%5B%5D=2');
    const next = { ...state, filters: { ...state.filters, breakfast: true, roomKind: 'dormitory' as const, minRating: 4.5, maxPrice: 300000 }, sort: 'price' as const, page: 3 };
    const href = stayListHref('mobile', next);
    expect(href.startsWith('/m/1.0/md/stays?')).toBe(true);
    expect(read(href)).toEqual(next);
    expect(stayListHref('pc', { ...next, page: 1 })).not.toContain('page=');
  });

  it('drops dates that cannot be searched (past, 29 nights) and keeps adults within 1-14', () => {
    expect(read('/md/stays?cityCode=001002001&checkInAt=2026-11-01&checkOutAt=2026-11-03')).toMatchObject({ checkInAt: undefined, datesDropped: true });
    expect(read('/md/stays?checkInAt=2026-12-01&checkOutAt=2026-12-30')).toMatchObject({ checkInAt: undefined, datesDropped: true });
    expect(read('/md/stays?checkInAt=2026-12-01&checkOutAt=2026-12-29').checkOutAt).toBe('2026-12-29');
    expect(read('/md/stays?occupancy%5B%5D=30').adults).toBe(14);
    expect(read('/md/stays').adults).toBe(1);
  });

  it('ignores unknown values instead of failing', () => {
    const state = read('/md/stays?cityCode=paris&sort=cheap&roomKind=suite&minRating=2&page=-4&search_type=blowout_sale_minbak&sort_type=sale');
    expect(state).toMatchObject({ cityCode: undefined, sort: undefined, page: 1, searchType: 'blowout_sale_minbak', sortType: 'sale' });
    expect(state.filters).toEqual(NO_FILTERS);
  });

  it("asks the API for the 0-based page with the page's filters", () => {
    const state = read('/md/stays?cityCode=001002001&occupancy%5B%5D=3&instant=true&page=2');
    expect(staySearchApiQuery(state, state.page - 1)).toMatchObject({ cityCode: '001002001', occupancy: 3, instant: true, breakfast: undefined, page: 1 });
  });
});
