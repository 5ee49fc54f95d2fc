import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminInquiryPageResponseSchema, AdminInquiryResponseSchema } from '@minda/contracts/mypage';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';

const root = ['admin', 'inquiries'] as const;

export type AdminInquiriesQuery = { status: 'waiting' | 'answered' | undefined; page: number };

/** The list an address names (/admin/inquiries?status=&page=): an unknown status is every inquiry, `page` one-based. */
export function adminInquiriesQueryFrom(params: URLSearchParams): AdminInquiriesQuery {
  const status = params.get('status');
  return { status: status === 'waiting' || status === 'answered' ? status : undefined, page: Math.max(1, Number(params.get('page')) || 1) };
}

export function adminInquiriesQueryOptions(query: AdminInquiriesQuery) {
  return queryOptions({
    queryKey: [...root, query] as const,
    queryFn: ({ signal }) => apiGet<typeof AdminInquiryPageResponseSchema>(apiPaths.admin.inquiries.href(), { ignoreLoginError: false, query: { status: query.status, page: query.page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminInquiries(query: AdminInquiriesQuery) {
  return useQuery(adminInquiriesQueryOptions(query));
}

export function useAnswerInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: string }) =>
      apiRequest<typeof AdminInquiryResponseSchema>('PUT', apiPaths.admin.inquiryAnswer.href(id), { ignoreLoginError: false, body: { answer } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: root }),
  });
}
