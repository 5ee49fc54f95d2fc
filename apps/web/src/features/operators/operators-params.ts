import type { OperatorListQuery } from '@minda/contracts/admin-operators';
import { OPERATOR_ROLES } from '@minda/contracts/rules/operator-roles';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;

/** The operators list of an address (/admin/operators?role=&status=&q=&page=): only values the API accepts. */
export function operatorsQueryFrom(params: URLSearchParams): OperatorListQuery {
  const page = Number(params.get('page'));
  const q = params.get('q')?.trim().slice(0, 50);
  return {
    role: oneOf(OPERATOR_ROLES, params.get('role')),
    status: oneOf(['active', 'inactive'] as const, params.get('status')),
    q: q || undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}
