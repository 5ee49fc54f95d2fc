import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditListQuery, AuditPageResponseSchema } from '@minda/contracts/admin-audit';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';

/** The audit log's page for the address's filters (super operators: `audit.read`). */
export function auditLogQueryOptions(query: AuditListQuery) {
  return queryOptions({
    queryKey: ['admin', 'audit', query] as const,
    queryFn: ({ signal }) => apiGet<typeof AuditPageResponseSchema>(apiPaths.admin.audit.href(), { query, ignoreLoginError: false, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useAuditLog = (query: AuditListQuery) => useQuery(auditLogQueryOptions(query));
