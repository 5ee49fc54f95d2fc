/**
 * The vocabulary of the stay results address (sort, room kind, the mobile home tiles' lists) with its
 * words on screen. Without zod, so the results page reads its address without loading it (issue 12);
 * stays.ts builds its enums from these lists.
 */
export const STAY_SORTS = ['recommended', 'price', 'rating', 'reviews'] as const;
export type StaySort = (typeof STAY_SORTS)[number];
/** Sort names on screen (추천순, 낮은 가격순, 평점순, 후기 많은 순). */
export const STAY_SORT_LABELS: Record<StaySort, string> = {
  recommended: '추천순',
  price: '낮은 가격순',
  rating: '평점순',
  reviews: '후기 많은 순',
};

export const STAY_ROOM_KINDS = ['dormitory', 'private'] as const;
export type StayRoomKindFilter = (typeof STAY_ROOM_KINDS)[number];

/** The mobile home tiles' lists (spec 1 §2.1): stays on sale, and the off-season sale. */
export const STAY_SEARCH_TYPES = ['blowout_sale_minbak', 'noseason_sale_minbak'] as const;
export type StaySearchType = (typeof STAY_SEARCH_TYPES)[number];
export const STAY_SORT_TYPES = ['sale', 'booking'] as const;
export type StaySortType = (typeof STAY_SORT_TYPES)[number];

export const STAY_SEARCH_TYPE_TITLES: Record<StaySearchType, string> = {
  blowout_sale_minbak: '민박 특가',
  noseason_sale_minbak: '비수기 특가',
};

/** The value when it is one of `values`, else undefined (an unknown word in an address is ignored). */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}
