import type { StayCategory, StayRecommendItem } from '@minda/contracts/stays';
import { RECOMMEND_MAX_ITEMS } from '@minda/contracts/rules/limits';

/** Chip order and Korean names of the stay recommendation categories. */
export const STAY_CATEGORY_CHIPS: readonly { category: StayCategory; label: string }[] = [
  { category: 'GRADE', label: '평점 좋은 민박' },
  { category: 'SALE', label: '특가 민박' },
  { category: 'RESERVE_INSTANT', label: '즉시예약' },
  { category: 'BREAKFAST', label: '조식 맛집' },
];

export type StayCategoryGroup = { category: StayCategory; label: string; items: StayRecommendItem[] };

/** Groups recommendations by category in chip order, at most `max` items each; empty categories are left out. */
export function groupStayRecommendations(items: readonly StayRecommendItem[], max: number = RECOMMEND_MAX_ITEMS): StayCategoryGroup[] {
  return STAY_CATEGORY_CHIPS.map(({ category, label }) => ({
    category,
    label,
    items: items.filter((item) => item.stayCategory === category).slice(0, max),
  })).filter((group) => group.items.length > 0);
}
