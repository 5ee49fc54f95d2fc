import { describe, expect, it } from 'vitest';
import { webPaths } from '@minda/contracts/paths';
import { readTourListParams, tourListHref } from './list-params.ts';

const PARIS = '001002001';

describe('readTourListParams', () => {
  it('reads the type tab, sort and page', () => {
    expect(readTourListParams(new URLSearchParams('category=001002001&itemCategoryType=TICKET&sort=price&page=3'))).toEqual({
      itemCategoryType: 'TICKET',
      sort: 'price',
      page: 3,
    });
  });
  it('falls back to all types, recommended and page 1 for anything unreadable', () => {
    for (const qs of ['', 'itemCategoryType=HOTEL&sort=cheap&page=0', 'page=-2', 'page=1.5', 'page=abc']) {
      expect(readTourListParams(new URLSearchParams(qs)), qs).toEqual({ itemCategoryType: undefined, sort: 'recommended', page: 1 });
    }
  });
});

describe('tourListHref', () => {
  it('adds the PC page and leaves defaults out', () => {
    const base = webPaths.pc.tourList.href(PARIS);
    expect(tourListHref(base, 'pc', { itemCategoryType: undefined, sort: 'recommended', page: 1 })).toBe('/tg/list.php?category=001002001');
    expect(tourListHref(base, 'pc', { itemCategoryType: 'ACTIVITY', sort: 'rating', page: 2 })).toBe(
      '/tg/list.php?category=001002001&itemCategoryType=ACTIVITY&sort=rating&page=2',
    );
  });
  it('keeps page=1 on mobile whatever the page', () => {
    const href = tourListHref(webPaths.mobile.tourList.href(PARIS), 'mobile', { itemCategoryType: 'TICKET', sort: 'price', page: 4 });
    expect(href).toBe('/m/1.0/tg/list.html?page=1&category=001002001&itemCategoryType=TICKET&sort=price');
  });
  it('works for theme lists', () => {
    expect(tourListHref(webPaths.pc.tourTheme.href(259), 'pc', { itemCategoryType: 'CONVENIENCE', sort: 'recommended', page: 1 })).toBe(
      '/tg/list_theme.php?themeno=259&itemCategoryType=CONVENIENCE',
    );
  });
});

