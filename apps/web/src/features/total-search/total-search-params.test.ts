import { describe, expect, it } from 'vitest';
import { webPaths } from '@minda/contracts/paths';
import { readTotalSearchState, totalSearchHref } from './total-search-params.ts';

describe('readTotalSearchState', () => {
  it('reads the legacy query the header links to', () => {
    const href = webPaths.pc.totalSearch.href({ category: 'tour', keyword: '파리 민박' });
    expect(readTotalSearchState(new URL(href, 'https://x').searchParams)).toEqual({
      keyword: '파리 민박',
      searchCls: 'all',
      sortCls: '',
      category: 'tour',
      page: 0,
    });
  });

  it('falls back to defaults for values it does not know', () => {
    const params = new URLSearchParams({ searchCls: 'cars', sortCls: 'cheap', Page: '-3', category: '<x>', keyword: '  로마 ' });
    expect(readTotalSearchState(params)).toEqual({ keyword: '로마', searchCls: 'all', sortCls: '', category: '', page: 0 });
    expect(readTotalSearchState(new URLSearchParams()).keyword).toBe('');
  });
});

describe('totalSearchHref', () => {
  it('writes the page state back as the legacy query, and reads back the same', () => {
    const state = { keyword: '파리', searchCls: 'minbak' as const, sortCls: 'price' as const, category: '001002001', page: 2 };
    const href = totalSearchHref(state);
    expect(href).toBe('/main/total_search.php?searchTopCls=all&searchCls=minbak&sortCls=price&category=001002001&keyword=%ED%8C%8C%EB%A6%AC&Page=2');
    expect(readTotalSearchState(new URL(href, 'https://x').searchParams)).toEqual(state);
  });
});

