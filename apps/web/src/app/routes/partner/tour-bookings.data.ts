import { partnerBookingsQueryOptions } from '../../../features/partner-bookings/api/get-partner-bookings.ts';
import { partnerBookingsParamsOf } from '../../../features/partner-bookings/page-param.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

export const loader = signedInLoader(({ client, url }) => ensureQueries(client, partnerBookingsQueryOptions(partnerBookingsParamsOf('tour', url.searchParams))));
