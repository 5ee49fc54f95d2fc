import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InquiryFileResponseSchema, InquiryInput, InquiryPageResponseSchema, InquiryResponseSchema } from '@minda/contracts/mypage';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { mypageQueryRoot } from './mypage-query-root.ts';

const memberOnly = { ignoreLoginError: false } as const;
const inquiriesKey = [...mypageQueryRoot, 'inquiries'] as const;

export function inquiriesQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...inquiriesKey, page] as const,
    queryFn: ({ signal }) => apiGet<typeof InquiryPageResponseSchema>(apiPaths.members.inquiries.href(), { ...memberOnly, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInquiries(page: number) {
  return useQuery(inquiriesQueryOptions(page));
}

export function uploadInquiryFile(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<typeof InquiryFileResponseSchema>('POST', apiPaths.members.inquiryFiles.href(), { ...memberOnly, body });
}

/** Sends the inquiry once: the same Idempotency-Key for a retry of the same form. */
export function useSendInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: InquiryInput; key: string }) =>
      apiRequest<typeof InquiryResponseSchema>('POST', apiPaths.members.inquiries.href(), { ...memberOnly, body: input, headers: { 'Idempotency-Key': key } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: inquiriesKey }),
  });
}
