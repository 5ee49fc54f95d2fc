import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMemoResponseSchema } from '@minda/contracts/admin-bookings';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminBookingQueryOptions } from './get-admin-booking.ts';

/** An operator's note on a booking; the server records who and when. */
export function addBookingMemo({ bookNo, body }: { bookNo: number; body: string }) {
  return apiRequest<typeof AdminMemoResponseSchema>('POST', apiPaths.admin.memo.href(bookNo), { body: { body }, ignoreLoginError: false });
}

export function useAddBookingMemo(bookNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addBookingMemo({ bookNo, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBookingQueryOptions(bookNo).queryKey }),
  });
}
