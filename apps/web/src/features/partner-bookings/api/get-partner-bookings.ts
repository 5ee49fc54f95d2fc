import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerBookingPageResponseSchema } from '@minda/contracts/bookings';
import { apiPaths } from '@minda/contracts/paths';
import type { ProductType } from '@minda/contracts/rules/bookings';
import { partnerStatusFilter, type PartnerBookingStep } from '@minda/contracts/rules/partner-bookings';
import { apiGet } from '../../../lib/api-client.ts';

export type PartnerBookingsParams = { productType: ProductType; step: PartnerBookingStep; /** One-based. */ page: number };

/** The partner's own bookings of one product line, filtered by the list's step (its status code). */
export function getPartnerBookings({ productType, step, page }: PartnerBookingsParams, signal?: AbortSignal) {
  return apiGet<typeof PartnerBookingPageResponseSchema>(apiPaths.partner.bookings.href(), {
    query: { productType, status: partnerStatusFilter(step), page },
    ignoreLoginError: false,
    ...(signal ? { signal } : {}),
  });
}

/** Every page and filter of the lists sits under this key, so an answer to one booking refreshes them all. */
export const partnerBookingsKey = ['partner', 'bookings'] as const;

export function partnerBookingsQueryOptions(params: PartnerBookingsParams) {
  return queryOptions({
    queryKey: [...partnerBookingsKey, params] as const,
    queryFn: ({ signal }) => getPartnerBookings(params, signal),
    // A request may arrive at any time: a partner coming back to the tab sees it.
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
}

export function usePartnerBookings(params: PartnerBookingsParams) {
  return useQuery(partnerBookingsQueryOptions(params));
}
