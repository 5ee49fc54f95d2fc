import type { CancelBookingResponseSchema } from '@minda/contracts/bookings';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';
import { useBookingAnswer } from './use-booking-answer.ts';

/** The partner cannot host a confirmed booking: it is cancelled and whatever was paid goes back in full. */
export function cancelBooking({ bookNo, reason }: { bookNo: number; reason: string }) {
  return apiRequest<typeof CancelBookingResponseSchema>('POST', apiPaths.partner.cancel.href(bookNo), { body: { reason }, ignoreLoginError: false });
}

export function useCancelBooking() {
  return useBookingAnswer(cancelBooking, (state) => `${state.bookNo}번 예약을 취소했습니다. 결제 금액은 전액 환불됩니다.`);
}
