import { adminCitiesQueryOptions, adminStayQueryOptions, stayAuditQueryOptions, stayPartnersQueryOptions } from '../../../features/admin-stays/api/admin-stays.ts';
import { goodsNoOf } from '../../../features/admin-stays/stays-params.ts';
import { adminFacilitiesQueryOptions } from '../../../ui/catalogue/facilities-api.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

export const loader = signedInLoader(({ client, params }) => {
  const goodsNo = goodsNoOf(params.goodsNo);
  return ensureQueries(client, goodsNo !== null && adminStayQueryOptions(goodsNo), goodsNo !== null && stayAuditQueryOptions(goodsNo), adminCitiesQueryOptions(), stayPartnersQueryOptions(), adminFacilitiesQueryOptions('property'));
});
