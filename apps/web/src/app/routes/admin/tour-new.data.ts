import { tourPartnersQueryOptions } from '../../../features/admin-tours/api/admin-tours.ts';
import { adminCitiesQueryOptions } from '../../../ui/catalogue/catalogue-api.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

export const loader = signedInLoader(({ client }) => ensureQueries(client, adminCitiesQueryOptions(), tourPartnersQueryOptions()));
