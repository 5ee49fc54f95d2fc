import { useSearchParams } from 'react-router';
import type { TourItem } from '@minda/contracts/tours';
import { tourThemePageQueryOptions } from '../../../features/tour-list/api/get-tour-theme-page.ts';
import { ThemeTourList } from '../../../features/tour-list/components/theme-tour-list.tsx';
import { themeTourListQuery } from '../../../features/tour-list/list-params.ts';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';

/** The theme number from ?themeno= (empty when missing: the page says there is no such theme). */
const themeOf = (search: URLSearchParams) => search.get('themeno') ?? '';

/** The theme's items: the page the address asks for. */
export const loader: ScreenLoader = ({ client, url }) => {
  const list = themeTourListQuery(themeOf(url.searchParams), url.searchParams);
  return ensureQueries(client, list.valid && tourThemePageQueryOptions(list.filter, list.page));
};

/** /tg/list_theme.php?themeno={no}: a theme's items (259 airport pickup, 211 telecom and insurance, ...). */
export function Component() {
  const [params] = useSearchParams();
  const toggleWish = useWishToggle();
  const onToggleWish = (tour: TourItem) => toggleWish({ kind: 'tour', itemNo: tour.itemNo, category: tour.category, isWish: tour.isWish });
  return <ThemeTourList themeNo={themeOf(params)} platform="pc" onToggleWish={onToggleWish} />;
}
