import { ADMIN_STAY_SORTS, type AdminStayListQuery } from '@minda/contracts/admin-stays';
import { productListQueryFrom } from '../../ui/catalogue/catalogue-params.ts';
import { idOf, oneOf } from '../../ui/list-kit/list-params.ts';

/** The stays list of an address (/admin/stays?status=&cityCode=&partnerId=&q=&sort=&page=): only values the API accepts. */
export function adminStaysQueryFrom(params: URLSearchParams): AdminStayListQuery {
  return { ...productListQueryFrom(params), sort: oneOf(ADMIN_STAY_SORTS, params.get('sort')) ?? 'recent' };
}

export { idOf };
export const goodsNoOf = idOf;
