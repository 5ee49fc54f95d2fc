import type { AuditListQuery } from '@minda/contracts/admin-audit';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@minda/contracts/rules/audit';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);
const positive = (value: string | null, max: number) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
};

/** The audit log's filters of an address: only what the API accepts (a target id only with its type). */
export function auditQueryFrom(params: URLSearchParams): AuditListQuery {
  const targetType = oneOf(AUDIT_TARGET_TYPES, params.get('targetType'));
  const targetId = params.get('targetId')?.trim().slice(0, 64);
  const from = day(params.get('from'));
  const to = day(params.get('to'));
  return {
    actorId: positive(params.get('actorId'), 2_147_483_647),
    action: oneOf(AUDIT_ACTIONS, params.get('action')),
    targetType,
    targetId: targetType && targetId ? targetId : undefined,
    from,
    to: from && to && to < from ? undefined : to,
    page: positive(params.get('page'), 10_000) ?? 1,
  };
}
