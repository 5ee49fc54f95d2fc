import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingStateResponseSchema } from '@minda/contracts/bookings';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-error.ts';
import { useToast } from '../../../ui/toast/toast-provider.tsx';
import { partnerBookingsKey } from './get-partner-bookings.ts';

export type BookingState = z.output<typeof BookingStateResponseSchema>['data'];

const FAILED = '처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/**
 * What every answer to a booking does after the call: the lists refresh (the booking moved to another
 * step), and a toast confirms, or carries the server's Korean reason (a request already expired is a 409).
 * Failures refresh too, since they usually mean the list was out of date.
 */
export function useBookingAnswer<V>(call: (variables: V) => Promise<BookingState>, confirmation: (state: BookingState) => string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: call,
    onSuccess: (state) => toast.show(confirmation(state)),
    onError: (error) => toast.show(error instanceof ApiError ? error.message : FAILED),
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerBookingsKey }),
  });
}
