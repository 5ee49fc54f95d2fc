import { useSearchParams } from 'react-router';
import type { TourItem } from '@minda/contracts/tours';
import { tourListPageQueryOptions } from '../../../features/tour-list/api/get-tour-list-page.ts';
import { CityTourList } from '../../../features/tour-list/components/city-tour-list.tsx';
import { cityTourListQuery } from '../../../features/tour-list/list-params.ts';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';

/** The city code from ?category= (empty when missing: the page says there is no such city). */
const cityOf = (search: URLSearchParams) => search.get('category') ?? '';

/** The city's tours: the page the address asks for. */
export const loader: ScreenLoader = ({ client, url }) => {
  const list = cityTourListQuery(cityOf(url.searchParams), url.searchParams);
  return ensureQueries(client, list.valid && tourListPageQueryOptions(list.filter, list.page));
};

/** /tg/list.php?category={cityCode}: the city's tours with type tabs, sort and pages; hearts wired. */
export function Component() {
  const [params] = useSearchParams();
  const toggleWish = useWishToggle();
  const onToggleWish = (tour: TourItem) => toggleWish({ kind: 'tour', itemNo: tour.itemNo, category: tour.category, isWish: tour.isWish });
  return <CityTourList category={cityOf(params)} platform="pc" onToggleWish={onToggleWish} />;
}
