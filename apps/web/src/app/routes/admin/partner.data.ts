import { partnerAuditQueryOptions, partnerQueryOptions } from '../../../features/admin-partners/api/admin-partners.ts';
import { idOf } from '../../../features/admin-stays/stays-params.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

export const loader = signedInLoader(({ client, params }) => {
  const partnerId = idOf(params.partnerId);
  return ensureQueries(client, partnerId !== null && partnerQueryOptions(partnerId), partnerId !== null && partnerAuditQueryOptions(partnerId));
});
