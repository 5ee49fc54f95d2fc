import { tourListPagesQueryOptions } from '../../../features/tour-list/api/get-tour-list-page.ts';
import { cityTourListQuery } from '../../../features/tour-list/list-params.ts';
import { ensureFirstPage, type ScreenLoader } from '../../route-data.ts';

/** The city code from ?category= (empty when missing: the page says there is no such city). */
export const cityOf = (search: URLSearchParams) => search.get('category') ?? '';

/** The city's tours: the first page of the scrolling list. */
export const loader: ScreenLoader = async ({ client, url }) => {
  const list = cityTourListQuery(cityOf(url.searchParams), url.searchParams);
  if (list.valid) await ensureFirstPage(client, tourListPagesQueryOptions(list.filter));
};
