import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OkSchema } from '@minda/contracts/envelope';
import type { MemberProfile, MemberProfilePatch, MemberProfileResponseSchema, PasswordChange, WithdrawalRequest } from '@minda/contracts/mypage';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { mypageQueryRoot } from './mypage-query-root.ts';

const memberOnly = { ignoreLoginError: false } as const;
const profileKey = [...mypageQueryRoot, 'profile'] as const;

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKey,
    queryFn: ({ signal }) => apiGet<typeof MemberProfileResponseSchema>(apiPaths.members.profile.href(), { ...memberOnly, signal }),
  });
}

export function useProfile(enabled = true) {
  return useQuery({ ...profileQueryOptions(), enabled });
}

/** Every profile change answers the whole profile: the cache takes it, and the header's user refetches. */
function useProfileMutation<V>(call: (variables: V) => Promise<MemberProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey, profile);
      void queryClient.invalidateQueries({ queryKey: ['auth'] });
    },
  });
}

export const useUpdateProfile = () =>
  useProfileMutation((patch: MemberProfilePatch) => apiRequest<typeof MemberProfileResponseSchema>('PATCH', apiPaths.members.profile.href(), { ...memberOnly, body: patch }));

export const useUploadProfileImage = () =>
  useProfileMutation((file: File) => {
    const body = new FormData();
    body.append('file', file);
    return apiRequest<typeof MemberProfileResponseSchema>('POST', apiPaths.members.profileImage.href(), { ...memberOnly, body });
  });

export const useDeleteProfileImage = () =>
  useProfileMutation(() => apiRequest<typeof MemberProfileResponseSchema>('DELETE', apiPaths.members.profileImage.href(), memberOnly));

export const useChangePassword = () =>
  useMutation({ mutationFn: (input: PasswordChange) => apiRequest<typeof OkSchema>('PUT', apiPaths.members.password.href(), { ...memberOnly, body: input }) });

export const withdraw = (input: WithdrawalRequest) => apiRequest<typeof OkSchema>('POST', apiPaths.members.withdrawal.href(), { ...memberOnly, body: input });
