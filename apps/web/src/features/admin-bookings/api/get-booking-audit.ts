import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditTimelineResponseSchema } from '@minda/contracts/admin-audit';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';
import { adminBookingQueryOptions } from './get-admin-booking.ts';

/** What operators and partners did to one booking, oldest first (the audit log). */
export function getBookingAudit(bookNo: number, signal?: AbortSignal) {
  return apiGet<typeof AuditTimelineResponseSchema>(apiPaths.admin.bookingAudit.href(bookNo), { ignoreLoginError: false, ...(signal ? { signal } : {}) });
}

export function bookingAuditQueryOptions(bookNo: number) {
  return queryOptions({
    // Under the booking's detail key: whatever refreshes the booking (a memo, a cancel) refreshes its record too.
    queryKey: [...adminBookingQueryOptions(bookNo).queryKey, 'audit'] as const,
    queryFn: ({ signal }) => getBookingAudit(bookNo, signal),
  });
}

export function useBookingAudit(bookNo: number) {
  return useQuery(bookingAuditQueryOptions(bookNo));
}
