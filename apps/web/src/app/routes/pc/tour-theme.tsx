import { useSearchParams } from 'react-router';
import type { TourItem } from '@minda/contracts/tours';
import { ThemeTourList } from '../../../features/tour-list/components/theme-tour-list.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { themeOf } from './tour-theme.data.ts';

/** /tg/list_theme.php?themeno={no}: a theme's items (259 airport pickup, 211 telecom and insurance, ...). */
export function Component() {
  const [params] = useSearchParams();
  const toggleWish = useWishToggle();
  const onToggleWish = (tour: TourItem) => toggleWish({ kind: 'tour', itemNo: tour.itemNo, category: tour.category, isWish: tour.isWish });
  return <ThemeTourList themeNo={themeOf(params)} platform="pc" onToggleWish={onToggleWish} />;
}
