import { useQuery } from '@tanstack/react-query';
import type {
  AdminRoomCreate,
  AdminRoomCreatedResponseSchema,
  AdminRoomPatch,
  AdminRoomResponseSchema,
  AdminStayCreate,
  AdminStayCreatedResponseSchema,
  AdminStayListQuery,
  AdminStayPageResponseSchema,
  AdminStayPatch,
  AdminStayResponseSchema,
} from '@minda/contracts/admin-stays';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminCitiesQueryOptions, operator, partnersQueryOptions, productAuditQueryOptions, productEndpoints, productQueries, useBulkProductStatus, useLineMutation } from '../../../ui/catalogue/catalogue-api.ts';

export { adminCitiesQueryOptions };

/** The operator's stays (issue 57): the list, one stay with its rooms and log, the cities and partners to pick. */

const staysKey = ['admin', 'stays'] as const;

const stayQueries = productQueries<typeof AdminStayPageResponseSchema, typeof AdminStayResponseSchema, AdminStayListQuery>(staysKey, apiPaths.admin.stays.href(), apiPaths.admin.stay);
export const adminStaysQueryOptions = stayQueries.list;
export const adminStayQueryOptions = stayQueries.one;

export const stayAuditQueryOptions = (goodsNo: number) => productAuditQueryOptions(staysKey, goodsNo, apiPaths.admin.stayAudit.href(goodsNo));

export const stayPartnersQueryOptions = () => partnersQueryOptions('stay');

/** A stay's sale and photos, for the screens every product line shares. */
export const stayEndpoints = (goodsNo: number) =>
  productEndpoints(staysKey, goodsNo, { status: apiPaths.admin.stayStatus, photos: apiPaths.admin.stayPhotos, photo: apiPaths.admin.stayPhoto });

export const useAdminStays = (query: AdminStayListQuery) => useQuery(adminStaysQueryOptions(query));
export const useAdminStay = (goodsNo: number) => useQuery(adminStayQueryOptions(goodsNo));

/** Every change refreshes the stays' lists, the stay and its log. */
const useStayMutation = <I, O>(send: (input: I) => Promise<O>) => useLineMutation(staysKey, send);

export const useCreateStay = () =>
  useStayMutation((body: AdminStayCreate) => apiRequest<typeof AdminStayCreatedResponseSchema>('POST', apiPaths.admin.stays.href(), { body, ...operator }));

export const usePatchStay = (goodsNo: number) =>
  useStayMutation((body: AdminStayPatch) => apiRequest<typeof AdminStayResponseSchema>('PATCH', apiPaths.admin.stay.href(goodsNo), { body, ...operator }));

export const useAddRoom = (goodsNo: number) =>
  useStayMutation((body: AdminRoomCreate) => apiRequest<typeof AdminRoomCreatedResponseSchema>('POST', apiPaths.admin.stayRooms.href(goodsNo), { body, ...operator }));

export const usePatchRoom = (goodsNo: number) =>
  useStayMutation(({ roomId, patch }: { roomId: number; patch: AdminRoomPatch }) =>
    apiRequest<typeof AdminRoomResponseSchema>('PATCH', apiPaths.admin.stayRoom.href(goodsNo, roomId), { body: patch, ...operator }),
  );

/** The list's bulk sale change. */
export const useBulkStayStatus = () => useBulkProductStatus(staysKey, apiPaths.admin.staysStatus.href());
