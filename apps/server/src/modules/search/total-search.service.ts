import { CITY_CODE_PATTERN } from '@minda/contracts/rules/city-codes';
import { queryKeyForms } from '@minda/contracts/rules/hangul';
import { TOTAL_SEARCH_MAX_WORDS, TOTAL_SEARCH_PAGE_SIZE, TOTAL_SEARCH_PREVIEW_SIZE } from '@minda/contracts/rules/search-limits';
import {
  TOTAL_SEARCH_PRODUCT_LINES,
  type TotalSearchProductLine,
  type TotalSearchQuery,
  type TotalSearchResult,
} from '@minda/contracts/search';
import type { Database } from '../../db/client.ts';
import { hotelRecentlyViewed } from '../hotels/hotels.service.ts';
import { stayRecentlyViewed } from '../stays/stays.service.ts';
import { tourRecentlyViewed } from '../tours/tours.service.ts';
import { findTotalSearchPage } from './total-search.repository.ts';

/**
 * Site-wide keyword search (/main/total_search.php; docs/api-notes.md "Search"): stays, tours and hotels where
 * every word of the keyword matches the name as suggestions match, or the city. The `all` tab gets the first few of each
 * line and every count; a line's tab gets its page. Cards come from the catalogue's card queries, so they
 * carry the caller's wish hearts like every other list.
 */
export async function totalSearch(db: Database, userId: number | null, query: TotalSearchQuery): Promise<TotalSearchResult> {
  const cityCode = CITY_CODE_PATTERN.test(query.category) ? query.category : undefined;
  const base = { keyword: query.keyword, searchCls: query.searchCls, sortCls: query.sortCls, category: cityCode ?? '', page: query.Page };
  // Every word must match (런던 민박: London stays with 민박 in the name); a handful of words at most.
  const words = query.keyword.split(/\s+/).map(queryKeyForms).filter((forms) => forms.length > 0).slice(0, TOTAL_SEARCH_MAX_WORDS);
  if (words.length === 0) {
    return { ...base, counts: { minbak: 0, tour: 0, hotel: 0 }, stays: [], tours: [], hotels: [], totalPages: 0 };
  }

  const one = query.searchCls === 'all' ? null : query.searchCls;
  const pageOf = (line: TotalSearchProductLine) =>
    findTotalSearchPage(db, line, words, {
      cityCode,
      sort: query.sortCls,
      offset: line === one ? query.Page * TOTAL_SEARCH_PAGE_SIZE : 0,
      limit: line === one ? TOTAL_SEARCH_PAGE_SIZE : one === null ? TOTAL_SEARCH_PREVIEW_SIZE : 1,
    });
  // The three lines at once: on PostgreSQL each takes a connection of the pool, so a broad keyword costs its slowest
  // line rather than the sum (해피 at 100,000 per line: 13 + 28 + 43 ms); PGlite runs them one after another anyway.
  // Each line's cards are read as soon as its page is known, not after the slowest line's page.
  const withCards = async <Card>(line: TotalSearchProductLine, cardsOf: (ids: number[]) => Promise<Card[]>) => {
    const page = await pageOf(line);
    return { total: page.total, cards: await cardsOf(one === null || one === line ? page.ids : []) };
  };
  const [minbak, tour, hotel] = await Promise.all([
    withCards('minbak', (ids) => stayRecentlyViewed(db, userId, ids)),
    withCards('tour', (ids) => tourRecentlyViewed(db, userId, ids)),
    withCards('hotel', (ids) => hotelRecentlyViewed(db, userId, ids)),
  ]);
  const lines = { minbak, tour, hotel };
  const total = one === null ? 0 : lines[one].total;
  return {
    ...base,
    counts: { minbak: minbak.total, tour: tour.total, hotel: hotel.total },
    stays: minbak.cards,
    tours: tour.cards,
    hotels: hotel.cards,
    totalPages: one === null ? (TOTAL_SEARCH_PRODUCT_LINES.some((l) => lines[l].total > 0) ? 1 : 0) : Math.ceil(total / TOTAL_SEARCH_PAGE_SIZE),
  };
}
