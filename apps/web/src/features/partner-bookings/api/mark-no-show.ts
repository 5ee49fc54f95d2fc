import type { BookingStateResponseSchema } from '@minda/contracts/bookings';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';
import { useBookingAnswer } from './use-booking-answer.ts';

/** The guest of a confirmed booking did not come. */
export function markNoShow(bookNo: number) {
  return apiRequest<typeof BookingStateResponseSchema>('POST', apiPaths.partner.noShow.href(bookNo), { ignoreLoginError: false });
}

export function useMarkNoShow() {
  return useBookingAnswer(markNoShow, (state) => `${state.bookNo}번 예약을 노쇼로 처리했습니다.`);
}
