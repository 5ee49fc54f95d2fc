import { describe, expect, it } from 'vitest';
import { TourRecommendQuerySchema } from '../tours.ts';
import { tourPriceText } from './price.ts';
import { shouldShowCount, tourRecommendTitle } from './tour-recommend.ts';

// The list's other numbers act in the web app: the 200 px scroll margin, 2 per row on mobile and the empty
// message in features/tour-recommend/components/tour-recommend-list.test.tsx, 4 per row on PC in e2e/tour-recommend-checks.ts.
describe('tour recommendation list rules', () => {
  it('pages by 40 unless asked for fewer, and refuses more than 40 with a Korean message', () => {
    expect(TourRecommendQuerySchema.parse({ category: '001002001' })).toEqual({ category: '001002001', page: 0, size: 40 });
    expect(TourRecommendQuerySchema.parse({ category: '001002001', size: '40' }).size).toBe(40);
    const tooMany = TourRecommendQuerySchema.safeParse({ category: '001002001', size: '41' });
    expect(tooMany.error?.issues.map((i) => i.message)).toEqual(['페이지 크기(size)는 1~40 사이여야 합니다.']);
  });

  it('titles the list with the city', () => {
    expect(tourRecommendTitle('파리')).toBe('파리에서 인기있는 트립 상품');
  });

  it('shows review and wish counts only above 0', () => {
    expect(shouldShowCount(0)).toBe(false);
    expect(shouldShowCount(1)).toBe(true);
    expect(shouldShowCount(1234)).toBe(true);
  });

  it('prices with ko-KR separators and 원~, or the sold-out text at 0', () => {
    expect(tourPriceText(1234500)).toBe('1,234,500원~');
    expect(tourPriceText(0)).toBe('판매완료 (다른 일정 확인)');
  });
});
