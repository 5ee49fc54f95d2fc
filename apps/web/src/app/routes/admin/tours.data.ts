import { adminToursQueryOptions, tourPartnersQueryOptions } from '../../../features/admin-tours/api/admin-tours.ts';
import { adminToursQueryFrom } from '../../../features/admin-tours/tours-params.ts';
import { adminCitiesQueryOptions } from '../../../ui/catalogue/catalogue-api.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

export const loader = signedInLoader(({ client, url }) => ensureQueries(client, adminToursQueryOptions(adminToursQueryFrom(url.searchParams)), adminCitiesQueryOptions(), tourPartnersQueryOptions()));
