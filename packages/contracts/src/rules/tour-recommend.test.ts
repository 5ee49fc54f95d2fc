import { describe, expect, it } from 'vitest';
import { tourPriceText, TOUR_SOLD_OUT_TEXT } from './price.ts';
import {
  shouldShowCount,
  TOUR_RECOMMEND_EMPTY_TEXT,
  TOUR_RECOMMEND_NAME_LINES,
  TOUR_RECOMMEND_PAGE_SIZE,
  TOUR_RECOMMEND_PER_ROW,
  TOUR_RECOMMEND_SCROLL_MARGIN_PX,
  tourRecommendTitle,
} from './tour-recommend.ts';

describe('tour recommendation list rules', () => {
  it('keeps the spec numbers: page size 40, margin 200 px, 4 and 2 per row, 2-line names', () => {
    expect(TOUR_RECOMMEND_PAGE_SIZE).toBe(40);
    expect(TOUR_RECOMMEND_SCROLL_MARGIN_PX).toBe(200);
    expect(TOUR_RECOMMEND_PER_ROW).toEqual({ pc: 4, mobile: 2 });
    expect(TOUR_RECOMMEND_NAME_LINES).toBe(2);
  });

  it('titles the list with the city and has the empty message', () => {
    expect(tourRecommendTitle('파리')).toBe('파리에서 인기있는 트립 상품');
    expect(TOUR_RECOMMEND_EMPTY_TEXT).toBe('상품 정보가 존재하지 않습니다.');
  });

  it('shows review and wish counts only above 0', () => {
    expect(shouldShowCount(0)).toBe(false);
    expect(shouldShowCount(1)).toBe(true);
    expect(shouldShowCount(1234)).toBe(true);
  });

  it('prices with ko-KR separators and 원~, or the sold-out text at 0', () => {
    expect(tourPriceText(1234500)).toBe('1,234,500원~');
    expect(tourPriceText(0)).toBe(TOUR_SOLD_OUT_TEXT);
  });
});
