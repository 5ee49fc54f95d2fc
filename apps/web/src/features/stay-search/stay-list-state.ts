import { webPaths, type Platform } from '@minda/contracts/paths';
import { toDateParam } from '@minda/contracts/rules/stay-dates';
import { clampAdults, nightsOf, STAY_DEFAULT_ADULTS, stayDatesProblem } from '@minda/contracts/rules/stay-pricing';
import {
  oneOf,
  STAY_ROOM_KINDS,
  STAY_SEARCH_TYPES,
  STAY_SORT_TYPES,
  STAY_SORTS,
  type StayRoomKindFilter,
  type StaySearchType,
  type StaySort,
  type StaySortType,
} from '@minda/contracts/rules/stay-results';

/**
 * Everything the stay results page shows, read from its address (spec 1 §2: cityCode, checkInAt,
 * checkOutAt, occupancy[]; the mobile home tiles' search_type and sort_type) plus the page's own filters,
 * sort and page, so back, forward and reload show the same list.
 */
export type StayListState = {
  cityCode: string | undefined;
  checkInAt: string | undefined;
  checkOutAt: string | undefined;
  adults: number;
  searchType: StaySearchType | undefined;
  sortType: StaySortType | undefined;
  filters: StayListFilters;
  sort: StaySort | undefined;
  /** 1-based (PC paging). */
  page: number;
  /** The address had dates that cannot be searched (past, reversed, too long): the list is shown without them. */
  datesDropped: boolean;
};

export type StayListFilters = {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  minRating: number | undefined;
  instant: boolean;
  breakfast: boolean;
  roomKind: StayRoomKindFilter | undefined;
};

export const NO_FILTERS: StayListFilters = {
  minPrice: undefined,
  maxPrice: undefined,
  minRating: undefined,
  instant: false,
  breakfast: false,
  roomKind: undefined,
};

/** Minimum review grades offered by the rating filter. */
export const RATING_CHOICES = [4.5, 4, 3.5] as const;

const CITY_CODE = /^\d{9}$/;

const wholeNumber = (value: string | null) => (value !== null && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

export function readStayListState(params: URLSearchParams, today: Date = new Date()): StayListState {
  const checkInAt = params.get('checkInAt') ?? undefined;
  const checkOutAt = params.get('checkOutAt') ?? undefined;
  const datesOk = checkInAt !== undefined && checkOutAt !== undefined && stayDatesProblem(checkInAt, checkOutAt, toDateParam(today)) === null;
  const adultsParam = params.get('occupancy[]') ?? params.get('occupancy');
  const rating = params.get('minRating');
  return {
    cityCode: CITY_CODE.test(params.get('cityCode') ?? '') ? (params.get('cityCode') ?? undefined) : undefined,
    checkInAt: datesOk ? checkInAt : undefined,
    checkOutAt: datesOk ? checkOutAt : undefined,
    adults: adultsParam === null ? STAY_DEFAULT_ADULTS : clampAdults(Number(adultsParam)),
    searchType: oneOf(STAY_SEARCH_TYPES, params.get('search_type')),
    sortType: oneOf(STAY_SORT_TYPES, params.get('sort_type')),
    filters: {
      minPrice: wholeNumber(params.get('minPrice')),
      maxPrice: wholeNumber(params.get('maxPrice')),
      minRating: rating !== null && (RATING_CHOICES as readonly number[]).includes(Number(rating)) ? Number(rating) : undefined,
      instant: params.get('instant') === 'true',
      breakfast: params.get('breakfast') === 'true',
      roomKind: oneOf(STAY_ROOM_KINDS, params.get('roomKind')),
    },
    sort: oneOf(STAY_SORTS, params.get('sort')),
    page: Math.max(1, wholeNumber(params.get('page')) ?? 1),
    datesDropped: (checkInAt !== undefined || checkOutAt !== undefined) && !datesOk,
  };
}

export const hasDates = (state: StayListState) => state.checkInAt !== undefined && state.checkOutAt !== undefined;

export function nightsOfState(state: StayListState): number | undefined {
  return state.checkInAt && state.checkOutAt ? nightsOf(state.checkInAt, state.checkOutAt).length : undefined;
}

export function hasFilters(filters: StayListFilters): boolean {
  return (
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    filters.minRating !== undefined ||
    filters.instant ||
    filters.breakfast ||
    filters.roomKind !== undefined
  );
}

/** The results page's address for a state (any change of filters or sort goes back to the first page). */
export function stayListHref(platform: Platform, state: StayListState): string {
  const { filters } = state;
  return webPaths[platform].stayList.href({
    cityCode: state.cityCode,
    checkInAt: state.checkInAt,
    checkOutAt: state.checkOutAt,
    occupancy: [state.adults],
    search_type: state.searchType,
    sort_type: state.sortType,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    minRating: filters.minRating,
    instant: filters.instant,
    breakfast: filters.breakfast,
    roomKind: filters.roomKind,
    sort: state.sort,
    page: state.page,
  });
}

/** The API query of a state; `page` is the API's 0-based page. */
export function staySearchApiQuery(state: StayListState, page: number) {
  const { filters } = state;
  return {
    cityCode: state.cityCode,
    checkInAt: state.checkInAt,
    checkOutAt: state.checkOutAt,
    occupancy: state.adults,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    minRating: filters.minRating,
    instant: filters.instant || undefined,
    breakfast: filters.breakfast || undefined,
    roomKind: filters.roomKind,
    sort: state.sort,
    search_type: state.searchType,
    sort_type: state.sortType,
    page,
  };
}
export type StaySearchApiQuery = ReturnType<typeof staySearchApiQuery>;

/** The API query the results page opens with: PC's numbered page, the first page of mobile's scrolling list. */
export function stayResultsApiQuery(platform: Platform, state: StayListState): StaySearchApiQuery {
  return staySearchApiQuery(state, platform === 'pc' ? state.page - 1 : 0);
}
