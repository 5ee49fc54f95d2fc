import type { BookingStateResponseSchema } from '@minda/contracts/bookings';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';
import { useBookingAnswer } from './use-booking-answer.ts';

/** The partner accepts a request: the booking waits for the guest's deposit. */
export function acceptBooking(bookNo: number) {
  return apiRequest<typeof BookingStateResponseSchema>('POST', apiPaths.partner.accept.href(bookNo), { ignoreLoginError: false });
}

export function useAcceptBooking() {
  return useBookingAnswer(acceptBooking, (state) => `${state.bookNo}번 예약을 수락했습니다. 고객에게 결제 안내가 전달됩니다.`);
}
