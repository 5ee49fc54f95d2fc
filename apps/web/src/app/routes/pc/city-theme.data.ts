import { cityThemeQueryOptions, cityThemeToursQueryOptions } from '../../../features/city-themes/api/get-city-theme.ts';
import { cityThemeSlugOf } from '../../../features/city-themes/city-theme-links.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';

export const loader: ScreenLoader = ({ client, url }) => {
  const slug = cityThemeSlugOf(url.pathname);
  return ensureQueries(client, slug && cityThemeQueryOptions(slug), slug && cityThemeToursQueryOptions(slug));
};
