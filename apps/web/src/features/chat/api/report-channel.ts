import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ChatReportRequestSchema } from '@minda/contracts/chat';
import type { OkSchema } from '@minda/contracts/envelope';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';

/** Reports a room for one of the report types: POST chat/report (the answer's body is not used). */
export function reportChannel(request: z.input<typeof ChatReportRequestSchema>) {
  return apiRequest<typeof OkSchema>('POST', apiPaths.chat.report.href(), { body: request, ignoreLoginError: false });
}

export function useReportChannel() {
  return useMutation({ mutationFn: reportChannel });
}
