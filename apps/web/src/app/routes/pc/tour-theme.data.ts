import { tourThemePageQueryOptions } from '../../../features/tour-list/api/get-tour-theme-page.ts';
import { themeTourListQuery } from '../../../features/tour-list/list-params.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';

/** The theme number from ?themeno= (empty when missing: the page says there is no such theme). */
export const themeOf = (search: URLSearchParams) => search.get('themeno') ?? '';

/** The theme's items: the page the address asks for. */
export const loader: ScreenLoader = ({ client, url }) => {
  const list = themeTourListQuery(themeOf(url.searchParams), url.searchParams);
  return ensureQueries(client, list.valid && tourThemePageQueryOptions(list.filter, list.page));
};
