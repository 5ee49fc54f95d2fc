import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditTimelineResponseSchema } from '@minda/contracts/admin-audit';
import type { AdminPartnerCreate, AdminPartnerDetailResponseSchema, AdminPartnerPatch } from '@minda/contracts/admin-partners';
import type { AdminPartnerListQuery, AdminPartnersResponseSchema } from '@minda/contracts/admin-stays';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';

/** The operator's partners (issue 57): the list by name and status, one partner's business, a new one. */

const partnersKey = ['admin', 'partners'] as const;
const operator = { ignoreLoginError: false } as const;

export const partnerListQueryOptions = (query: AdminPartnerListQuery) =>
  queryOptions({
    queryKey: [...partnersKey, 'list', query] as const,
    queryFn: ({ signal }) => apiGet<typeof AdminPartnersResponseSchema>(apiPaths.admin.partners.href(), { query, ...operator, signal }),
    placeholderData: keepPreviousData,
  });

export const partnerQueryOptions = (partnerId: number) =>
  queryOptions({
    queryKey: [...partnersKey, 'one', partnerId] as const,
    queryFn: ({ signal }) => apiGet<typeof AdminPartnerDetailResponseSchema>(apiPaths.admin.partner.href(partnerId), { ...operator, signal }),
  });

export const partnerAuditQueryOptions = (partnerId: number) =>
  queryOptions({
    queryKey: [...partnersKey, 'audit', partnerId] as const,
    queryFn: ({ signal }) => apiGet<typeof AuditTimelineResponseSchema>(apiPaths.admin.partnerAudit.href(partnerId), { ...operator, signal }),
  });

export const usePartnerAudit = (partnerId: number) => useQuery(partnerAuditQueryOptions(partnerId));
export const usePartnerList = (query: AdminPartnerListQuery) => useQuery(partnerListQueryOptions(query));
export const usePartner = (partnerId: number) => useQuery(partnerQueryOptions(partnerId));

/** Every change reads the partners again, the stays' partner picker among them (its key starts the same). */
function usePartnerMutation<I, O>(send: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: partnersKey }) });
}

export const useCreatePartner = () =>
  usePartnerMutation((body: AdminPartnerCreate) => apiRequest<typeof AdminPartnerDetailResponseSchema>('POST', apiPaths.admin.partners.href(), { body, ...operator }));

export const usePatchPartner = (partnerId: number) =>
  usePartnerMutation((body: AdminPartnerPatch) => apiRequest<typeof AdminPartnerDetailResponseSchema>('PATCH', apiPaths.admin.partner.href(partnerId), { body, ...operator }));
