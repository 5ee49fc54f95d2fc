import { ItemCategoryTypeSchema, type ItemCategoryType } from '@minda/contracts/tours';
import { appendQuery, type Platform } from '@minda/contracts/paths';
import { TOUR_LIST_SORTS, type TourListSort } from '@minda/contracts/rules/tour-list';

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

