import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationRateListResponseSchema } from '@minda/contracts/bookings';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';
import { reservationsQueryRoot } from './reservations-query-root.ts';

/**
 * The past bookings still inside the review window, each with whether it was reviewed:
 * GET common/mypage/reservation/my_rate. The past tab puts 후기 쓰기 or 후기 보기/수정 on their cards.
 */
export function reservationRatesQueryOptions() {
  return queryOptions({
    queryKey: [...reservationsQueryRoot, 'my-rate'] as const,
    queryFn: ({ signal }) => apiGet<typeof ReservationRateListResponseSchema>(apiPaths.mypage.reservationMyRate.href(), { signal, ignoreLoginError: false }),
  });
}

export const useReservationRates = (enabled: boolean) => useQuery({ ...reservationRatesQueryOptions(), enabled });
