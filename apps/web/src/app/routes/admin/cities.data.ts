import { adminCitiesQueryOptions, adminCountriesQueryOptions } from '../../../features/admin-stays/api/admin-stays.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

export const loader = signedInLoader(({ client }) => ensureQueries(client, adminCitiesQueryOptions(), adminCountriesQueryOptions()));
