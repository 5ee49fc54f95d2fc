import { useSearchParams } from 'react-router';
import type { TourItem } from '@minda/contracts/tours';
import { tourListPagesQueryOptions } from '../../../features/tour-list/api/get-tour-list-page.ts';
import { CityTourList } from '../../../features/tour-list/components/city-tour-list.tsx';
import { cityTourListQuery } from '../../../features/tour-list/list-params.ts';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';
import { ensureFirstPage, type ScreenLoader } from '../../route-data.ts';

/** The city code from ?category= (empty when missing: the page says there is no such city). */
const cityOf = (search: URLSearchParams) => search.get('category') ?? '';

/** The city's tours: the first page of the scrolling list. */
export const loader: ScreenLoader = async ({ client, url }) => {
  const list = cityTourListQuery(cityOf(url.searchParams), url.searchParams);
  if (list.valid) await ensureFirstPage(client, tourListPagesQueryOptions(list.filter));
};

/** /m/1.0/tg/list.html?page=1&category={cityCode}: sub-header, the city's tours (infinite scroll), bottom bar. */
export function Component() {
  const [params] = useSearchParams();
  const toggleWish = useWishToggle();
  const onToggleWish = (tour: TourItem) => toggleWish({ kind: 'tour', itemNo: tour.itemNo, category: tour.category, isWish: tour.isWish });
  return (
    <MobileTabLayout active="home">
      <SubHeader title="투어·티켓" search={{ searchType: 'tour', placeholder: '도시, 투어, 티켓 이름으로 찾기' }} />
      <main>
        <CityTourList category={cityOf(params)} platform="mobile" onToggleWish={onToggleWish} />
      </main>
    </MobileTabLayout>
  );
}
