import { describe, expect, it } from 'vitest';
import type { StayCategory, StayRecommendItem } from '@minda/contracts/stays';
import { RECOMMEND_MAX_ITEMS } from '@minda/contracts/rules/limits';
import { groupStayRecommendations } from './stay-categories.ts';

let next = 1;
const item = (stayCategory: StayCategory) => ({ goodsNo: next++, stayCategory }) as StayRecommendItem;

describe('groupStayRecommendations', () => {
  it('orders the groups as the chips and caps each at RECOMMEND_MAX_ITEMS', () => {
    const items = [
      ...Array.from({ length: 7 }, () => item('SALE')),
      item('BREAKFAST'),
      ...Array.from({ length: 3 }, () => item('GRADE')),
      item('RESERVE_INSTANT'),
    ];
    const groups = groupStayRecommendations(items);
    expect(groups.map((g) => g.label)).toEqual(['평점 좋은 민박', '특가 민박', '즉시예약', '조식 맛집']);
    expect(groups.map((g) => g.items.length)).toEqual([3, RECOMMEND_MAX_ITEMS, 1, 1]);
    expect(groups[1]!.items[0]!.goodsNo).toBe(items[0]!.goodsNo);
  });

  it('leaves out categories without items', () => {
    expect(groupStayRecommendations([item('BREAKFAST')]).map((g) => g.category)).toEqual(['BREAKFAST']);
    expect(groupStayRecommendations([])).toEqual([]);
  });
});
