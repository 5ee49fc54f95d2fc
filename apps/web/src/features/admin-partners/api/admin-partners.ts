import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditTimelineResponseSchema } from '@minda/contracts/admin-audit';
import type {
  AdminPartnerCreate,
  AdminPartnerDetailResponseSchema,
  AdminPartnerPatch,
  AdminPartnerUserCreate,
  AdminPartnerUserCreatedResponseSchema,
  AdminPartnerUserResponseSchema,
  AdminPartnerUsersResponseSchema,
} from '@minda/contracts/admin-partners';
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

/** The partner's logins to the manager screens: its own (대표 계정) and its staff's. */
export const partnerUsersQueryOptions = (partnerId: number) =>
  queryOptions({
    queryKey: [...partnersKey, 'users', partnerId] as const,
    queryFn: ({ signal }) => apiGet<typeof AdminPartnerUsersResponseSchema>(apiPaths.admin.partnerUsers.href(partnerId), { ...operator, signal }),
  });

export const usePartnerUsers = (partnerId: number) => useQuery(partnerUsersQueryOptions(partnerId));
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

/** A staff login; `key` (one per form filling) makes a retried submit answer the first add instead of a second. */
export const useAddPartnerUser = (partnerId: number) =>
  usePartnerMutation(({ body, key }: { body: AdminPartnerUserCreate; key: string }) =>
    apiRequest<typeof AdminPartnerUserCreatedResponseSchema>('POST', apiPaths.admin.partnerUsers.href(partnerId), { body, headers: { 'Idempotency-Key': key }, ...operator }),
  );

export const useSetPartnerUserActive = (partnerId: number) =>
  usePartnerMutation(({ userId, active }: { userId: number; active: boolean }) =>
    apiRequest<typeof AdminPartnerUserResponseSchema>('PATCH', apiPaths.admin.partnerUser.href(partnerId, userId), { body: { active }, ...operator }),
  );
