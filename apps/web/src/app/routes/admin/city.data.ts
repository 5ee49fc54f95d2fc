import { adminCityQueryOptions, adminCountriesQueryOptions, cityAuditQueryOptions, cityPlacesQueryOptions } from '../../../features/admin-geography/api/admin-geography.ts';
import { adminCategoriesQueryOptions, cityCategoriesQueryOptions } from '../../../ui/catalogue/categories-api.ts';
import { cityCodeOf } from '../../../features/admin-geography/city-code.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

export const loader = signedInLoader(({ client, params }) => {
  const code = cityCodeOf(params.code);
  return ensureQueries(
    client,
    code !== null && adminCityQueryOptions(code),
    code !== null && cityPlacesQueryOptions('neighborhoods', code),
    code !== null && cityPlacesQueryOptions('stations', code),
    code !== null && cityPlacesQueryOptions('pois', code),
    code !== null && cityAuditQueryOptions(code),
    code !== null && cityCategoriesQueryOptions(code),
    adminCategoriesQueryOptions(),
    adminCountriesQueryOptions(),
  );
});
