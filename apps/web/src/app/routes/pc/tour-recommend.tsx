import { useSearchParams } from 'react-router';
import type { TourRecommendItem } from '@minda/contracts/tours';
import { TourRecommendList } from '../../../features/tour-recommend/components/tour-recommend-list.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { cityOf } from './tour-recommend.data.ts';

/** /tg/recommend.php?category={cityCode}: the city's tour list inside the PC layout, hearts wired. */
export function Component() {
  const [params] = useSearchParams();
  const toggleWish = useWishToggle();
  const onToggleWish = (item: TourRecommendItem) => toggleWish({ kind: 'tour', itemNo: item.itemNo, category: item.category, isWish: item.isWish });
  return <TourRecommendList category={cityOf(params)} platform="pc" onToggleWish={onToggleWish} />;
}
