import { partnerBookingsQueryOptions } from '../../../features/partner-bookings/api/get-partner-bookings.ts';
import { partnerBookingsParamsOf } from '../../../features/partner-bookings/page-param.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

/** The product line of the app's list: stays unless `type=tour`. */
export const productTypeOf = (params: URLSearchParams) => (params.get('type') === 'tour' ? 'tour' : 'stay');

export const loader = signedInLoader(({ client, url }) =>
  ensureQueries(client, partnerBookingsQueryOptions(partnerBookingsParamsOf(productTypeOf(url.searchParams), url.searchParams))),
);
