import { adminCitiesQueryOptions, adminStaysQueryOptions } from '../../../features/admin-stays/api/admin-stays.ts';
import { adminStaysQueryFrom } from '../../../features/admin-stays/stays-params.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

export const loader = signedInLoader(({ client, url }) => ensureQueries(client, adminStaysQueryOptions(adminStaysQueryFrom(url.searchParams)), adminCitiesQueryOptions()));
