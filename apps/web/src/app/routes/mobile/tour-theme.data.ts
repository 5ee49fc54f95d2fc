import { tourThemePagesQueryOptions } from '../../../features/tour-list/api/get-tour-theme-page.ts';
import { themeTourListQuery } from '../../../features/tour-list/list-params.ts';
import { ensureFirstPage, type ScreenLoader } from '../../route-data.ts';

/** The theme number from ?themeno= (empty when missing: the page says there is no such theme). */
export const themeOf = (search: URLSearchParams) => search.get('themeno') ?? '';

/** The theme's items: the first page of the scrolling list. */
export const loader: ScreenLoader = async ({ client, url }) => {
  const list = themeTourListQuery(themeOf(url.searchParams), url.searchParams);
  if (list.valid) await ensureFirstPage(client, tourThemePagesQueryOptions(list.filter));
};
