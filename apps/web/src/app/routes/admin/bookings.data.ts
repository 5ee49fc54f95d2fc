import { bookingsQueryFrom } from '../../../features/admin-bookings/admin-filters.ts';
import { adminBookingsQueryOptions } from '../../../features/admin-bookings/api/get-admin-bookings.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

export const loader = signedInLoader(({ client, url }) => ensureQueries(client, adminBookingsQueryOptions(bookingsQueryFrom(url.searchParams))));
