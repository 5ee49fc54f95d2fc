import type { ChatImageResponseSchema, ChatMessage } from '@minda/contracts/chat';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Sends a photo: POST chat/channels/{id}/images as multipart (`file`, `clientMessageId`). The server stores,
 * re-encodes and broadcasts it; a repeat with the same clientMessageId returns the first message.
 */
export function uploadImage(channelId: string, file: File, clientMessageId: string): Promise<ChatMessage> {
  const form = new FormData();
  form.append('clientMessageId', clientMessageId);
  form.append('file', file, file.name);
  return apiRequest<typeof ChatImageResponseSchema>('POST', apiPaths.chat.images.href(channelId), { body: form, ignoreLoginError: false });
}
