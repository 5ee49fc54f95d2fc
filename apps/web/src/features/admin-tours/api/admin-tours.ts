import { useQuery } from '@tanstack/react-query';
import type {
  AdminTourCreate,
  AdminTourCreatedResponseSchema,
  AdminTourListQuery,
  AdminTourOptionCreate,
  AdminTourOptionCreatedResponseSchema,
  AdminTourOptionPatch,
  AdminTourOptionResponseSchema,
  AdminTourPageResponseSchema,
  AdminTourPatch,
  AdminTourResponseSchema,
} from '@minda/contracts/admin-tours';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';
import { operator, partnersQueryOptions, productAuditQueryOptions, productEndpoints, productQueries, useBulkProductStatus, useLineMutation } from '../../../ui/catalogue/catalogue-api.ts';

/** The operator's tours and tickets (issue 57): the list, one item with its options and log, the partners to pick. */

const toursKey = ['admin', 'tours'] as const;

const tourQueries = productQueries<typeof AdminTourPageResponseSchema, typeof AdminTourResponseSchema, AdminTourListQuery>(toursKey, apiPaths.admin.tours.href(), apiPaths.admin.tour);
export const adminToursQueryOptions = tourQueries.list;
export const adminTourQueryOptions = tourQueries.one;

export const tourAuditQueryOptions = (itemNo: number) => productAuditQueryOptions(toursKey, itemNo, apiPaths.admin.tourAudit.href(itemNo));

export const tourPartnersQueryOptions = () => partnersQueryOptions('tour');

/** An item's sale and photos, for the screens every product line shares. */
export const tourEndpoints = (itemNo: number) =>
  productEndpoints(toursKey, itemNo, { status: apiPaths.admin.tourStatus, photos: apiPaths.admin.tourPhotos, photo: apiPaths.admin.tourPhoto });

export const useAdminTours = (query: AdminTourListQuery) => useQuery(adminToursQueryOptions(query));
export const useAdminTour = (itemNo: number) => useQuery(adminTourQueryOptions(itemNo));
export const useTourPartners = () => useQuery(tourPartnersQueryOptions());

/** Every change refreshes the tours' lists, the item and its log. */
const useTourMutation = <I, O>(send: (input: I) => Promise<O>) => useLineMutation(toursKey, send);

export const useCreateTour = () =>
  useTourMutation((body: AdminTourCreate) => apiRequest<typeof AdminTourCreatedResponseSchema>('POST', apiPaths.admin.tours.href(), { body, ...operator }));

export const usePatchTour = (itemNo: number) =>
  useTourMutation((body: AdminTourPatch) => apiRequest<typeof AdminTourResponseSchema>('PATCH', apiPaths.admin.tour.href(itemNo), { body, ...operator }));

export const useAddOption = (itemNo: number) =>
  useTourMutation((body: AdminTourOptionCreate) => apiRequest<typeof AdminTourOptionCreatedResponseSchema>('POST', apiPaths.admin.tourOptions.href(itemNo), { body, ...operator }));

export const usePatchOption = (itemNo: number) =>
  useTourMutation(({ optionId, patch }: { optionId: number; patch: AdminTourOptionPatch }) =>
    apiRequest<typeof AdminTourOptionResponseSchema>('PATCH', apiPaths.admin.tourOption.href(itemNo, optionId), { body: patch, ...operator }),
  );

/** The list's bulk sale change. */
export const useBulkTourStatus = () => useBulkProductStatus(toursKey, apiPaths.admin.toursStatus.href());
