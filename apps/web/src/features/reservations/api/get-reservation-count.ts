import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationCountResponseSchema } from '@minda/contracts/bookings';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';
import { reservationsQueryRoot } from './reservations-query-root.ts';

/** The member's booking counts per tab: GET common/mypage/reservation/count (the reservation badge). */
export function getReservationCount(signal?: AbortSignal) {
  return apiGet<typeof ReservationCountResponseSchema>(apiPaths.mypage.reservationCount.href(), signal ? { signal } : {});
}

export function reservationCountQueryOptions() {
  return queryOptions({
    queryKey: [...reservationsQueryRoot, 'count'] as const,
    queryFn: ({ signal }) => getReservationCount(signal),
    staleTime: 60_000,
  });
}

/** Asked only for a signed-in member: a visitor has no bookings and must not trigger a login error. */
export function useReservationCount(signedIn: boolean) {
  return useQuery({ ...reservationCountQueryOptions(), enabled: signedIn });
}
