import { CITY_CODE_PATTERN } from '@minda/contracts/rules/city-codes';
import { tourRecommendPagesQueryOptions } from '../../../features/tour-recommend/api/get-tour-recommend-page.ts';
import { ensureFirstPage, type ScreenLoader } from '../../route-data.ts';

/** The city code from ?category= (empty when missing: the page shows its empty message). */
export const cityOf = (search: URLSearchParams) => search.get('category') ?? '';

/** The city's first page of recommended tours (a malformed city code is never asked about). */
export const loader: ScreenLoader = async ({ client, url }) => {
  const category = cityOf(url.searchParams);
  if (CITY_CODE_PATTERN.test(category)) await ensureFirstPage(client, tourRecommendPagesQueryOptions(category));
};
