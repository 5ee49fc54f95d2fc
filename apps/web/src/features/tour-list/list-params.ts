import { ItemCategoryTypeSchema, type ItemCategoryType } from '@minda/contracts/tours';
import { appendQuery, type Platform } from '@minda/contracts/paths';
import { CITY_CODE_PATTERN } from '@minda/contracts/rules/city-codes';
import { TOUR_LIST_SORTS, type TourListSort } from '@minda/contracts/rules/tour-list';
import type { TourListFilter } from './api/get-tour-list-page.ts';
import type { TourThemeFilter } from './api/get-tour-theme-page.ts';

/**
 * What the list pages keep in their address besides the city or theme: the type tab, the sort and (PC only)
 * the 1-based page number. Anything unreadable falls back to the default, so an old or edited link still
 * opens the list.
 */
export type TourListParams = { itemCategoryType: ItemCategoryType | undefined; sort: TourListSort; page: number };

const MAX_PAGE = 100_000;

export function readTourListParams(search: URLSearchParams): TourListParams {
  const type = ItemCategoryTypeSchema.safeParse(search.get('itemCategoryType'));
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  return {
    itemCategoryType: type.success ? type.data : undefined,
    sort: (TOUR_LIST_SORTS as readonly string[]).includes(sort ?? '') ? (sort as TourListSort) : 'recommended',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/**
 * What a city's list asks the API for, from its city code and address: the filter and the 0-based page (PC's
 * numbered page; mobile's list starts at the first). A malformed code (`valid` false) never reaches the API.
 */
export function cityTourListQuery(category: string, search: URLSearchParams): { params: TourListParams; valid: boolean; filter: TourListFilter; page: number } {
  const params = readTourListParams(search);
  return { params, valid: CITY_CODE_PATTERN.test(category), filter: { category, itemCategoryType: params.itemCategoryType, sort: params.sort }, page: params.page - 1 };
}

const THEME_NO = /^\d{1,9}$/;

/** The same for a theme's list, from its ?themeno= (a malformed one asks for theme 0, which is never sent). */
export function themeTourListQuery(themeNo: string, search: URLSearchParams): { params: TourListParams; valid: boolean; filter: TourThemeFilter; page: number } {
  const params = readTourListParams(search);
  const valid = THEME_NO.test(themeNo);
  return { params, valid, filter: { themeNo: valid ? Number(themeNo) : 0, itemCategoryType: params.itemCategoryType }, page: params.page - 1 };
}

/**
 * The list's address for other params, from the platform's own href of the list (which already carries the
 * city or theme, and on mobile page=1, which the mobile list keeps as it scrolls instead of paging).
 * Defaults are left out so the plain link stays the canonical one.
 */
export function tourListHref(baseHref: string, platform: Platform, params: TourListParams): string {
  return appendQuery(baseHref, {
    itemCategoryType: params.itemCategoryType,
    sort: params.sort === 'recommended' ? undefined : params.sort,
    page: platform === 'pc' && params.page > 1 ? params.page : undefined,
  });
}

