import { tourListPageQueryOptions } from '../../../features/tour-list/api/get-tour-list-page.ts';
import { cityTourListQuery } from '../../../features/tour-list/list-params.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';

/** The city code from ?category= (empty when missing: the page says there is no such city). */
export const cityOf = (search: URLSearchParams) => search.get('category') ?? '';

/** The city's tours: the page the address asks for. */
export const loader: ScreenLoader = ({ client, url }) => {
  const list = cityTourListQuery(cityOf(url.searchParams), url.searchParams);
  return ensureQueries(client, list.valid && tourListPageQueryOptions(list.filter, list.page));
};
