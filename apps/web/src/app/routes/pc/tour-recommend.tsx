import { useSearchParams } from 'react-router';
import { CITY_CODE_PATTERN } from '@minda/contracts/rules/city-codes';
import type { TourRecommendItem } from '@minda/contracts/tours';
import { tourRecommendPagesQueryOptions } from '../../../features/tour-recommend/api/get-tour-recommend-page.ts';
import { TourRecommendList } from '../../../features/tour-recommend/components/tour-recommend-list.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { ensureFirstPage, type ScreenLoader } from '../../route-data.ts';

/** The city code from ?category= (empty when missing: the page shows its empty message). */
const cityOf = (search: URLSearchParams) => search.get('category') ?? '';

/** The city's first page of recommended tours (a malformed city code is never asked about). */
export const loader: ScreenLoader = async ({ client, url }) => {
  const category = cityOf(url.searchParams);
  if (CITY_CODE_PATTERN.test(category)) await ensureFirstPage(client, tourRecommendPagesQueryOptions(category));
};

/** /tg/recommend.php?category={cityCode}: the city's tour list inside the PC layout, hearts wired. */
export function Component() {
  const [params] = useSearchParams();
  const toggleWish = useWishToggle();
  const onToggleWish = (item: TourRecommendItem) => toggleWish({ kind: 'tour', itemNo: item.itemNo, category: item.category, isWish: item.isWish });
  return <TourRecommendList category={cityOf(params)} platform="pc" onToggleWish={onToggleWish} />;
}
