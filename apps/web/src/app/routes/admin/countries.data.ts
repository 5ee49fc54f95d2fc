import { adminContinentsQueryOptions, adminCountriesQueryOptions } from '../../../features/admin-geography/api/admin-geography.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

export const loader = signedInLoader(({ client }) => ensureQueries(client, adminCountriesQueryOptions(), adminContinentsQueryOptions()));
