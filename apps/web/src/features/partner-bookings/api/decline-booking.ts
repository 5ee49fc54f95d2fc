import type { BookingStateResponseSchema, PartnerDeclineRequestSchema } from '@minda/contracts/bookings';
import { apiPaths } from '@minda/contracts/paths';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useBookingAnswer } from './use-booking-answer.ts';

export type DeclineReason = z.input<typeof PartnerDeclineRequestSchema>['reason'];

/** The partner declines a request; the reason decides the state the guest sees (객실 마감 or 중복 예약). */
export function declineBooking({ bookNo, reason }: { bookNo: number; reason: DeclineReason }) {
  const body: z.input<typeof PartnerDeclineRequestSchema> = { reason };
  return apiRequest<typeof BookingStateResponseSchema>('POST', apiPaths.partner.decline.href(bookNo), { body, ignoreLoginError: false });
}

export function useDeclineBooking() {
  return useBookingAnswer(declineBooking, (state) => `${state.bookNo}번 예약 요청을 거절했습니다. (${state.statusLabel})`);
}
