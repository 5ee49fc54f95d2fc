/** Numbers and texts of the tour recommendation list (spec 2 §2.7, §9). Components import these names. */

/** Tours per page of main/tour_tickets/recommend; also the most a client may ask for. */
export const TOUR_RECOMMEND_PAGE_SIZE = 40;
/** The next page starts loading while the list's end is still this far below the viewport. */
export const TOUR_RECOMMEND_SCROLL_MARGIN_PX = 200;
/** Cards per row: 4 on desktop, 2 on mobile. */
export const TOUR_RECOMMEND_PER_ROW = { pc: 4, mobile: 2 } as const;
/** Card names clip at two lines. */
export const TOUR_RECOMMEND_NAME_LINES = 2;

export const TOUR_RECOMMEND_EMPTY_TEXT = '상품 정보가 존재하지 않습니다.';

export function tourRecommendTitle(categoryName: string): string {
  return `${categoryName}에서 인기있는 트립 상품`;
}

/** Review and wish counts show only above 0 (a "(0)" tells a shopper nothing). */
export function shouldShowCount(count: number): boolean {
  return count > 0;
}
