import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBookingFilters, AdminBookingPageResponseSchema } from '@minda/contracts/admin-bookings';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';

export type AdminBookingsParams = AdminBookingFilters & { /** One-based. */ page: number };

/** Every booking of every product line for the operator, newest first, filtered. */
export function getAdminBookings(params: AdminBookingsParams, signal?: AbortSignal) {
  return apiGet<typeof AdminBookingPageResponseSchema>(apiPaths.admin.bookings.href(), { query: params, ignoreLoginError: false, ...(signal ? { signal } : {}) });
}

/** Every page, filter and detail of the back office's bookings sits under this key: a cancel refreshes them all. */
export const adminBookingsKey = ['admin', 'bookings'] as const;

export function adminBookingsQueryOptions(params: AdminBookingsParams) {
  return queryOptions({
    queryKey: [...adminBookingsKey, 'list', params] as const,
    queryFn: ({ signal }) => getAdminBookings(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminBookings(params: AdminBookingsParams) {
  return useQuery(adminBookingsQueryOptions(params));
}
