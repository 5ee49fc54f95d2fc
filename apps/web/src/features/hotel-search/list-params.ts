import { HOTEL_SEARCH_SORTS, parseOccupancyParam, type HotelSearchSort } from '@minda/contracts/rules/hotel-results';
import { webPaths } from '@minda/contracts/paths';
import type { RoomOccupancy } from '@minda/contracts/search';
import { hotelDefaultDates, hotelOccupancyParam, HOTEL_DEFAULT_SEARCH } from '@minda/contracts/rules/search-widget';
import type { HotelStay } from './api/get-hotel-rooms.ts';

/**
 * What /hotel/list keeps in its address (spec 1 §2.2 plus the page's own filters). Anything unreadable is
 * dropped rather than thrown, so an old or edited link still opens the list; the server checks the rest.
 */
export type HotelListParams = {
  cityId: number | null;
  checkInAt: string | null;
  checkOutAt: string | null;
  /** Only the rooms the address gives; empty = the server's default of one room of two adults. */
  occupancy: RoomOccupancy[];
  neighborhoodIds: number[];
  poiIds: number[];
  sort: HotelSearchSort;
  minPrice: number | null;
  maxPrice: number | null;
  starRating: number[];
  /** 숙소 유형 (property categories) chosen. */
  categoryIds: number[];
  /** 1-based, as the page's address shows it. */
  page: number;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_PAGE = 100_000;

const positiveInt = (value: string | null): number | null => {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
};

const idList = (search: URLSearchParams, key: string) => [
  ...new Set(
    search
      .getAll(key)
      .flatMap((v) => v.split(','))
      .map(positiveInt)
      .filter((n): n is number => n !== null),
  ),
];

export function readHotelListParams(search: URLSearchParams): HotelListParams {
  const checkInAt = search.get('checkInAt');
  const checkOutAt = search.get('checkOutAt');
  const dated = checkInAt !== null && checkOutAt !== null && DATE.test(checkInAt) && DATE.test(checkOutAt);
  const occupancy = search
    .getAll('occupancy')
    .map(parseOccupancyParam)
    .filter((r): r is RoomOccupancy => r !== null);
  const sort = search.get('sort');
  const poiIds = idList(search, 'poiIds');
  const page = positiveInt(search.get('page'));
  return {
    cityId: positiveInt(search.get('cityId')),
    checkInAt: dated ? checkInAt : null,
    checkOutAt: dated ? checkOutAt : null,
    occupancy,
    neighborhoodIds: idList(search, 'neighborhoodIds'),
    poiIds,
    sort: (HOTEL_SEARCH_SORTS as readonly string[]).includes(sort ?? '') && (sort !== 'distance' || poiIds.length > 0) ? (sort as HotelSearchSort) : 'recommended',
    minPrice: positiveInt(search.get('minPrice')),
    maxPrice: positiveInt(search.get('maxPrice')),
    starRating: idList(search, 'starRating').filter((s) => s >= 1 && s <= 5),
    categoryIds: idList(search, 'categoryIds'),
    page: page !== null && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

const sum = (rooms: readonly RoomOccupancy[], of: (r: RoomOccupancy) => number) => rooms.reduce((total, r) => total + of(r), 0);

/** The list's address for the params (defaults left out), through the contracts' hotelList href. */
export function hotelListHref(p: HotelListParams): string {
  const rooms = p.occupancy;
  return webPaths.pc.hotelList.href({
    cityId: p.cityId ?? undefined,
    checkInAt: p.checkInAt ?? undefined,
    checkOutAt: p.checkOutAt ?? undefined,
    ...(rooms.length > 0
      ? { rooms: rooms.length, adults: sum(rooms, (r) => r.adult), children: sum(rooms, (r) => r.children.length), stayType: 'all' as const, occupancy: rooms.map(hotelOccupancyParam) }
      : {}),
    neighborhoodIds: p.neighborhoodIds,
    poiIds: p.poiIds,
    sort: p.sort === 'recommended' ? undefined : p.sort,
    minPrice: p.minPrice ?? undefined,
    maxPrice: p.maxPrice ?? undefined,
    starRating: p.starRating,
    categoryIds: p.categoryIds,
    page: p.page,
  });
}

/** The API query of the params: page 0-based, lists as repeated values. */
export function hotelSearchQuery(p: HotelListParams) {
  return {
    cityId: p.cityId ?? undefined,
    checkInAt: p.checkInAt ?? undefined,
    checkOutAt: p.checkOutAt ?? undefined,
    occupancy: p.occupancy.length > 0 ? p.occupancy.map(hotelOccupancyParam) : undefined,
    neighborhoodIds: p.neighborhoodIds.length > 0 ? p.neighborhoodIds.join(',') : undefined,
    poiIds: p.poiIds.length > 0 ? p.poiIds.join(',') : undefined,
    sort: p.sort,
    minPrice: p.minPrice ?? undefined,
    maxPrice: p.maxPrice ?? undefined,
    starRating: p.starRating.length > 0 ? p.starRating.join(',') : undefined,
    categoryIds: p.categoryIds.length > 0 ? p.categoryIds.join(',') : undefined,
    page: p.page - 1,
  };
}

/** A filter change starts again from the first page. */
export function withFilters(p: HotelListParams, change: Partial<Omit<HotelListParams, 'page'>>): HotelListParams {
  return { ...p, ...change, page: 1 };
}

/**
 * The hotel page's stay from its address (same names as the list's): the dates and rooms it gives, spec 1 §9's
 * defaults for what it leaves out; `datesGiven` is false when the dates are the defaults.
 */
export function readHotelDetailStay(search: URLSearchParams): { stay: HotelStay; datesGiven: boolean } {
  const given = readHotelListParams(search);
  const defaults = hotelDefaultDates();
  return {
    stay: {
      checkInAt: given.checkInAt ?? defaults.checkInAt,
      checkOutAt: given.checkOutAt ?? defaults.checkOutAt,
      occupancy: given.occupancy.length > 0 ? given.occupancy : [{ adult: HOTEL_DEFAULT_SEARCH.adults, children: [] }],
    },
    datesGiven: given.checkInAt !== null,
  };
}

/** The query of a hotel page link from a list: dates and the party's rooms when the list has them. */
export function hotelDetailHref(uuid: string, p: Pick<HotelListParams, 'checkInAt' | 'checkOutAt' | 'occupancy'>): string {
  return webPaths.pc.hotelDetail.href(uuid, {
    checkInAt: p.checkInAt ?? undefined,
    checkOutAt: p.checkOutAt ?? undefined,
    occupancy: p.occupancy.length > 0 ? p.occupancy.map(hotelOccupancyParam) : undefined,
  });
}
