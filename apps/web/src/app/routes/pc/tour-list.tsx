import { useSearchParams } from 'react-router';
import type { TourItem } from '@minda/contracts/tours';
import { CityTourList } from '../../../features/tour-list/components/city-tour-list.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { cityOf } from './tour-list.data.ts';

/** /tg/list.php?category={cityCode}: the city's tours with type tabs, sort and pages; hearts wired. */
export function Component() {
  const [params] = useSearchParams();
  const toggleWish = useWishToggle();
  const onToggleWish = (tour: TourItem) => toggleWish({ kind: 'tour', itemNo: tour.itemNo, category: tour.category, isWish: tour.isWish });
  return <CityTourList category={cityOf(params)} platform="pc" onToggleWish={onToggleWish} />;
}
