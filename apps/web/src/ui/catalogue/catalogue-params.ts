import { PRODUCT_STATUSES } from '@minda/contracts/admin-publishing';
import { CITY_CODE_PATTERN } from '@minda/contracts/rules/city-codes';
import { INT4_MAX, oneOf, positive, searchTextOf } from '../list-kit/list-params.ts';

/**
 * What every product list of the back office reads from its address (?status=&cityCode=&partnerId=&q=&page=):
 * only values the API accepts; each list adds its own order and filters.
 */
export function productListQueryFrom(params: URLSearchParams) {
  const cityCode = params.get('cityCode');
  return {
    status: oneOf(PRODUCT_STATUSES, params.get('status')),
    cityCode: cityCode && CITY_CODE_PATTERN.test(cityCode) ? cityCode : undefined,
    partnerId: positive(params.get('partnerId'), INT4_MAX),
    q: searchTextOf(params),
    page: positive(params.get('page'), 10_000) ?? 1,
  };
}
