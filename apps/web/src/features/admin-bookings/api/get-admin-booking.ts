import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBookingDetailResponseSchema } from '@minda/contracts/admin-bookings';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';
import { adminBookingsKey } from './get-admin-bookings.ts';

/** One booking with its payments, refund, history and memos. */
export function getAdminBooking(bookNo: number, signal?: AbortSignal) {
  return apiGet<typeof AdminBookingDetailResponseSchema>(apiPaths.admin.booking.href(bookNo), { ignoreLoginError: false, ...(signal ? { signal } : {}) });
}

export function adminBookingQueryOptions(bookNo: number) {
  return queryOptions({
    queryKey: [...adminBookingsKey, 'detail', bookNo] as const,
    queryFn: ({ signal }) => getAdminBooking(bookNo, signal),
  });
}

export function useAdminBooking(bookNo: number) {
  return useQuery(adminBookingQueryOptions(bookNo));
}
