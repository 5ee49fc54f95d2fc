import { adminCategoriesQueryOptions } from '../../../features/admin-categories/api/admin-categories.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

export const loader = signedInLoader(({ client }) => ensureQueries(client, adminCategoriesQueryOptions()));
