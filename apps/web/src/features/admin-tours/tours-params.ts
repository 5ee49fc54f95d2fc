import { ADMIN_TOUR_SORTS, type AdminTourListQuery } from '@minda/contracts/admin-tours';
import { TOUR_CATEGORY_TYPES } from '@minda/contracts/rules/tour-list';
import { productListQueryFrom } from '../../ui/catalogue/catalogue-params.ts';
import { idOf, oneOf } from '../../ui/list-kit/list-params.ts';

/** The tours list of an address (/admin/tours?status=&itemCategoryType=&cityCode=&partnerId=&q=&sort=&page=): only values the API accepts. */
export function adminToursQueryFrom(params: URLSearchParams): AdminTourListQuery {
  return {
    ...productListQueryFrom(params),
    itemCategoryType: oneOf(TOUR_CATEGORY_TYPES, params.get('itemCategoryType')),
    sort: oneOf(ADMIN_TOUR_SORTS, params.get('sort')) ?? 'recent',
  };
}

/** The item number of /admin/tours/:itemNo, or null for what is none. */
export const itemNoOf = idOf;
