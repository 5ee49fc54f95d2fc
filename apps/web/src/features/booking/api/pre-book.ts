import { useMutation } from '@tanstack/react-query';
import type { PreBookingResponseSchema } from '@minda/contracts/bookings';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';
import type { PreBookingCall } from '../booking-form-query.ts';

export type PreBookVariables = { call: PreBookingCall; idempotencyKey: string };

/** POST stay-book/pre-bookings (stays) or stay-book/v2/pre-bookings: holds the units; the key makes a retry book once. */
export function preBook({ call, idempotencyKey }: PreBookVariables) {
  const path = call.version === 'v1' ? apiPaths.bookings.preBookings.href() : apiPaths.bookings.v2PreBookings.href();
  return apiRequest<typeof PreBookingResponseSchema>('POST', path, { body: call.body, headers: { 'Idempotency-Key': idempotencyKey }, ignoreLoginError: false });
}

export function usePreBook() {
  return useMutation({ mutationFn: preBook });
}
