import { adminFacilitiesQueryOptions } from '../../../features/admin-facilities/api/admin-facilities.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

export const loader = signedInLoader(({ client }) => ensureQueries(client, adminFacilitiesQueryOptions('property'), adminFacilitiesQueryOptions('room')));
