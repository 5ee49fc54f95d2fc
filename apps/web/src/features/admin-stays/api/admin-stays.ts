import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditTimelineResponseSchema } from '@minda/contracts/admin-audit';
import type { AdminCitiesResponseSchema, AdminCityCreate, AdminCityCreatedResponseSchema, AdminCountriesResponseSchema } from '@minda/contracts/admin-geography';
import type {
  AdminPartnersResponseSchema,
  AdminRoomCreate,
  AdminRoomCreatedResponseSchema,
  AdminRoomPatch,
  AdminRoomResponseSchema,
  AdminStayCreate,
  AdminStayCreatedResponseSchema,
  AdminStayListQuery,
  AdminStayPageResponseSchema,
  AdminStayPatch,
  AdminStayPhotosResponseSchema,
  AdminStayResponseSchema,
  AdminStayStatusChange,
} from '@minda/contracts/admin-stays';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';

/** The operator's stays (issue 57): the list, one stay with its rooms and log, the cities and partners to pick. */

const staysKey = ['admin', 'stays'] as const;
const operator = { ignoreLoginError: false } as const;

export const adminStaysQueryOptions = (query: AdminStayListQuery) =>
  queryOptions({
    queryKey: [...staysKey, 'list', query] as const,
    queryFn: ({ signal }) => apiGet<typeof AdminStayPageResponseSchema>(apiPaths.admin.stays.href(), { query, ...operator, signal }),
    placeholderData: keepPreviousData,
  });

export const adminStayQueryOptions = (goodsNo: number) =>
  queryOptions({
    queryKey: [...staysKey, 'one', goodsNo] as const,
    queryFn: ({ signal }) => apiGet<typeof AdminStayResponseSchema>(apiPaths.admin.stay.href(goodsNo), { ...operator, signal }),
  });

export const stayAuditQueryOptions = (goodsNo: number) =>
  queryOptions({
    queryKey: [...staysKey, 'audit', goodsNo] as const,
    queryFn: ({ signal }) => apiGet<typeof AuditTimelineResponseSchema>(apiPaths.admin.stayAudit.href(goodsNo), { ...operator, signal }),
  });

/** Cities change rarely: kept for the session's screens. */
export const adminCitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'cities'] as const,
    queryFn: ({ signal }) => apiGet<typeof AdminCitiesResponseSchema>(apiPaths.admin.cities.href(), { ...operator, signal }),
    staleTime: 5 * 60_000,
  });

export const stayPartnersQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'partners', 'stay'] as const,
    queryFn: ({ signal }) => apiGet<typeof AdminPartnersResponseSchema>(apiPaths.admin.partners.href(), { query: { type: 'stay' }, ...operator, signal }),
    staleTime: 60_000,
  });

export const useAdminStays = (query: AdminStayListQuery) => useQuery(adminStaysQueryOptions(query));
export const useAdminStay = (goodsNo: number) => useQuery(adminStayQueryOptions(goodsNo));
export const useStayAudit = (goodsNo: number) => useQuery(stayAuditQueryOptions(goodsNo));
export const useAdminCities = () => useQuery(adminCitiesQueryOptions());
export const useStayPartners = () => useQuery(stayPartnersQueryOptions());

/** Every change refreshes the stays' lists, the stay and its log. */
function useStayMutation<I, O>(send: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: staysKey }) });
}

export const useCreateStay = () =>
  useStayMutation((body: AdminStayCreate) => apiRequest<typeof AdminStayCreatedResponseSchema>('POST', apiPaths.admin.stays.href(), { body, ...operator }));

export const usePatchStay = (goodsNo: number) =>
  useStayMutation((body: AdminStayPatch) => apiRequest<typeof AdminStayResponseSchema>('PATCH', apiPaths.admin.stay.href(goodsNo), { body, ...operator }));

export const useChangeStayStatus = (goodsNo: number) =>
  useStayMutation((body: AdminStayStatusChange) => apiRequest<typeof AdminStayResponseSchema>('PATCH', apiPaths.admin.stayStatus.href(goodsNo), { body, ...operator }));

export const useAddRoom = (goodsNo: number) =>
  useStayMutation((body: AdminRoomCreate) => apiRequest<typeof AdminRoomCreatedResponseSchema>('POST', apiPaths.admin.stayRooms.href(goodsNo), { body, ...operator }));

export const usePatchRoom = (goodsNo: number) =>
  useStayMutation(({ roomId, patch }: { roomId: number; patch: AdminRoomPatch }) =>
    apiRequest<typeof AdminRoomResponseSchema>('PATCH', apiPaths.admin.stayRoom.href(goodsNo, roomId), { body: patch, ...operator }),
  );

/** One photo, the `alt` field before the file (POST …/photos, multipart). */
export const useUploadStayPhoto = (goodsNo: number) =>
  useStayMutation(({ file, alt }: { file: File; alt: string }) => {
    const body = new FormData();
    body.append('alt', alt);
    body.append('file', file);
    return apiRequest<typeof AdminStayPhotosResponseSchema>('POST', apiPaths.admin.stayPhotos.href(goodsNo), { body, ...operator });
  });

export const useOrderStayPhotos = (goodsNo: number) =>
  useStayMutation((photoIds: number[]) => apiRequest<typeof AdminStayPhotosResponseSchema>('PUT', apiPaths.admin.stayPhotos.href(goodsNo), { body: { photoIds }, ...operator }));

export const useDescribeStayPhoto = (goodsNo: number) =>
  useStayMutation(({ photoId, alt }: { photoId: number; alt: string }) =>
    apiRequest<typeof AdminStayPhotosResponseSchema>('PATCH', apiPaths.admin.stayPhoto.href(goodsNo, photoId), { body: { alt }, ...operator }),
  );

export const useRemoveStayPhoto = (goodsNo: number) =>
  useStayMutation((photoId: number) => apiRequest<typeof AdminStayPhotosResponseSchema>('DELETE', apiPaths.admin.stayPhoto.href(goodsNo, photoId), operator));

export const adminCountriesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'countries'] as const,
    queryFn: ({ signal }) => apiGet<typeof AdminCountriesResponseSchema>(apiPaths.admin.countries.href(), { ...operator, signal }),
    staleTime: 5 * 60_000,
  });
export const useAdminCountries = () => useQuery(adminCountriesQueryOptions());

/** A new city: the cities' list (and every picker of them) is read again. */
export function useCreateCity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCityCreate) => apiRequest<typeof AdminCityCreatedResponseSchema>('POST', apiPaths.admin.cities.href(), { body, ...operator }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCitiesQueryOptions().queryKey }),
  });
}
