import { pageFrom, refundStatusFrom } from '../../../features/admin-bookings/admin-filters.ts';
import { adminRefundsQueryOptions } from '../../../features/admin-bookings/api/get-admin-refunds.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

export const loader = signedInLoader(({ client, url }) =>
  ensureQueries(client, adminRefundsQueryOptions({ status: refundStatusFrom(url.searchParams), page: pageFrom(url.searchParams) })),
);
