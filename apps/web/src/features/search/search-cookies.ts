import type { SearchType } from '@minda/contracts/search';
import { addRecentCity, RECENT_CITY_COOKIE, RECENT_SEARCH_COOKIE } from '@minda/contracts/rules/search-widget';
import { readCookie, writeCookie } from '../../lib/cookies.ts';
import type { SearchRequest } from './search-target.ts';

/** The recent-city cookie (spec 1 §9): the last searched city codes, at most 9, for one day. */
export function rememberCity(cityCode: string): void {
  const current = (readCookie(RECENT_CITY_COOKIE.name) ?? '').split(',').filter((c) => /^\d+$/.test(c));
  writeCookie(RECENT_CITY_COOKIE.name, addRecentCity(current, cityCode).join(','), RECENT_CITY_COOKIE.maxAgeSeconds);
}

/** The last search of a kind, kept 30 days, for the pages that prefill from it. */
export function rememberSearch(kind: SearchType, request: SearchRequest): void {
  const value = JSON.stringify({
    type: request.place.type,
    id: request.place.id,
    name: request.place.name,
    checkInAt: request.checkInAt,
    checkOutAt: request.checkOutAt,
    occupancy: request.occupancy,
  });
  writeCookie(RECENT_SEARCH_COOKIE.names[kind], value, RECENT_SEARCH_COOKIE.maxAgeSeconds);
}
