import { ADMIN_STAY_SORTS, STAY_STATUSES, type AdminStayListQuery } from '@minda/contracts/admin-stays';
import { CITY_CODE_PATTERN } from '@minda/contracts/rules/city-codes';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => ((values as readonly (string | null)[]).includes(value) ? (value as T) : undefined);
const positive = (value: string | null, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
};

/** The stays list of an address (/admin/stays?status=&cityCode=&partnerId=&q=&sort=&page=): only values the API accepts. */
export function adminStaysQueryFrom(params: URLSearchParams): AdminStayListQuery {
  const q = params.get('q')?.trim().slice(0, 50);
  const cityCode = params.get('cityCode');
  return {
    status: oneOf(STAY_STATUSES, params.get('status')),
    cityCode: cityCode && CITY_CODE_PATTERN.test(cityCode) ? cityCode : undefined,
    partnerId: positive(params.get('partnerId'), 2_147_483_647),
    q: q || undefined,
    sort: oneOf(ADMIN_STAY_SORTS, params.get('sort')) ?? 'recent',
    page: positive(params.get('page'), 10_000) ?? 1,
  };
}

/** A row number in an address (/admin/stays/:goodsNo, /admin/partners/:partnerId), or null for what is none. */
export const idOf = (value: string | undefined): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

export const goodsNoOf = idOf;
