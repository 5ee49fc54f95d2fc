/** Numbers and texts of the tour lists by city and theme and of the tour detail (issue 4). Components import these names. */

/**
 * The tour product types (itemCategoryType on the wire), in tab order. A plain list so that this file needs no
 * schema module; tours.ts builds ItemCategoryTypeSchema from it.
 */
export const TOUR_CATEGORY_TYPES = ['LOCAL_TOUR', 'TICKET', 'ACTIVITY', 'CONVENIENCE'] as const;
export type ItemCategoryType = (typeof TOUR_CATEGORY_TYPES)[number];

/** Korean names of the itemCategoryType tabs. */
export const TOUR_CATEGORY_TYPE_LABELS: Record<ItemCategoryType, string> = {
  LOCAL_TOUR: '투어',
  TICKET: '티켓',
  ACTIVITY: '액티비티',
  CONVENIENCE: '편의서비스',
};
/** The tab without a type filter. */
export const TOUR_ALL_TYPES_LABEL = '전체';

export const TOUR_LIST_SORTS = ['recommended', 'price', 'rating', 'reviews'] as const;
export type TourListSort = (typeof TOUR_LIST_SORTS)[number];
export const TOUR_LIST_SORT_LABELS: Record<TourListSort, string> = {
  recommended: '추천순',
  price: '낮은 가격순',
  rating: '평점순',
  reviews: '후기 많은순',
};

/** Cards per page of the tour lists (PC pages, mobile infinite scroll); also the most a client may ask for. */
export const TOUR_LIST_PAGE_SIZE = 20;
export const TOUR_LIST_MAX_PAGE_SIZE = 40;
/** Cards per row of the lists: 4 on PC, 2 on mobile (as the recommendation list). */
export const TOUR_LIST_PER_ROW = { pc: 4, mobile: 2 } as const;

export const TOUR_LIST_EMPTY_TEXT = '조건에 맞는 투어·티켓이 없습니다.';
export const TOUR_CITY_MISSING_TEXT = '도시 정보를 찾을 수 없습니다.';
export const TOUR_THEME_MISSING_TEXT = '테마 정보를 찾을 수 없습니다.';
export const TOUR_ITEM_MISSING_TEXT = '판매 중인 상품이 아닙니다.';

export function tourListTitle(categoryName: string): string {
  return `${categoryName} 투어·티켓`;
}

/**
 * A tour's salePrice is the lowest per-person price among its options on sale; an option priced 0 is sold
 * out, and a tour whose options are all sold out (or that has none) has salePrice 0, which shows as sold out.
 */
export function tourSalePriceOf(optionPrices: readonly number[]): number {
  const onSale = optionPrices.filter((price) => price > 0);
  return onSale.length === 0 ? 0 : Math.min(...onSale);
}

export const isTourOptionSoldOut = (price: number) => price === 0;
export const TOUR_OPTION_SOLD_OUT_TEXT = '매진';

/** The option picker's quantity stepper (our choice; the spec leaves it open): 1 to 10 people per booking. */
export const TOUR_OPTION_QUANTITY = { min: 1, max: 10 } as const;

/** Clamps a stepper value into TOUR_OPTION_QUANTITY. */
export function clampTourQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return TOUR_OPTION_QUANTITY.min;
  return Math.min(TOUR_OPTION_QUANTITY.max, Math.max(TOUR_OPTION_QUANTITY.min, Math.trunc(quantity)));
}

/** Per-person price times people. */
export function tourOptionTotal(price: number, quantity: number): number {
  return price * clampTourQuantity(quantity);
}
