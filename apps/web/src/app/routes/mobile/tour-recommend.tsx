import { useSearchParams } from 'react-router';
import { CITY_CODE_PATTERN } from '@minda/contracts/rules/city-codes';
import type { TourRecommendItem } from '@minda/contracts/tours';
import { tourRecommendPagesQueryOptions } from '../../../features/tour-recommend/api/get-tour-recommend-page.ts';
import { TourRecommendList } from '../../../features/tour-recommend/components/tour-recommend-list.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';
import { ensureFirstPage, type ScreenLoader } from '../../route-data.ts';

/** The city code from ?category= (empty when missing: the page shows its empty message). */
const cityOf = (search: URLSearchParams) => search.get('category') ?? '';

/** The city's first page of recommended tours (a malformed city code is never asked about). */
export const loader: ScreenLoader = async ({ client, url }) => {
  const category = cityOf(url.searchParams);
  if (CITY_CODE_PATTERN.test(category)) await ensureFirstPage(client, tourRecommendPagesQueryOptions(category));
};

/** /m/1.0/grp_main/tour_recommend.html?category={cityCode}: sub-header, the city's tour list, bottom bar. */
export function Component() {
  const [params] = useSearchParams();
  const toggleWish = useWishToggle();
  const onToggleWish = (item: TourRecommendItem) => toggleWish({ kind: 'tour', itemNo: item.itemNo, category: item.category, isWish: item.isWish });
  return (
    <MobileTabLayout active="home">
      <SubHeader title="추천 투어·티켓" />
      <main>
        <TourRecommendList category={cityOf(params)} platform="mobile" onToggleWish={onToggleWish} />
      </main>
    </MobileTabLayout>
  );
}
