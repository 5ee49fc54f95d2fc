import { useMutation } from '@tanstack/react-query';
import type { ChatJoinRequest, ChatJoinResponseSchema } from '@minda/contracts/chat';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';

/** Opens the member's channel about a product (or one of their bookings), or returns the one they have: POST chat/join. */
export function joinChannel(request: ChatJoinRequest) {
  return apiRequest<typeof ChatJoinResponseSchema>('POST', apiPaths.chat.join.href(), { body: request, ignoreLoginError: false });
}

export function useJoinChannel() {
  return useMutation({ mutationFn: joinChannel });
}
