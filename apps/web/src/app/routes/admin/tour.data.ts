import { adminTourQueryOptions, tourAuditQueryOptions, tourPartnersQueryOptions } from '../../../features/admin-tours/api/admin-tours.ts';
import { itemNoOf } from '../../../features/admin-tours/tours-params.ts';
import { adminCitiesQueryOptions } from '../../../ui/catalogue/catalogue-api.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

export const loader = signedInLoader(({ client, params }) => {
  const itemNo = itemNoOf(params.itemNo);
  return ensureQueries(client, itemNo !== null && adminTourQueryOptions(itemNo), itemNo !== null && tourAuditQueryOptions(itemNo), adminCitiesQueryOptions(), tourPartnersQueryOptions());
});
