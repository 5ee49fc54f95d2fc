import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminInquiryPageResponseSchema, AdminInquiryResponseSchema } from '@minda/contracts/mypage';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';

const root = ['admin', 'inquiries'] as const;

export function useAdminInquiries(query: { status: 'waiting' | 'answered' | undefined; page: number }) {
  return useQuery({
    queryKey: [...root, query] as const,
    queryFn: ({ signal }) => apiGet<typeof AdminInquiryPageResponseSchema>(apiPaths.admin.inquiries.href(), { ignoreLoginError: false, query: { status: query.status, page: query.page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAnswerInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: string }) =>
      apiRequest<typeof AdminInquiryResponseSchema>('PUT', apiPaths.admin.inquiryAnswer.href(id), { ignoreLoginError: false, body: { answer } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: root }),
  });
}
