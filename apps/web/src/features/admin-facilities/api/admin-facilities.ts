import type { AdminFacilitiesResponseSchema, AdminFacilityCreate, AdminFacilityPatch, AdminFacilityResponseSchema, FacilityKind } from '@minda/contracts/admin-facilities';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';
import { operator, useLineMutation } from '../../../ui/catalogue/catalogue-api.ts';
import { adminFacilitiesQueryOptions, facilitiesKey, useAdminFacilities } from '../../../ui/catalogue/facilities-api.ts';

/** The facilities screen's calls (issue 57): the catalogue by kind, and its changes; each reads the catalogue again. */

export { adminFacilitiesQueryOptions, useAdminFacilities };

const useFacilitiesMutation = <I, O>(send: (input: I) => Promise<O>) => useLineMutation(facilitiesKey, send);

export const useCreateFacility = () =>
  useFacilitiesMutation((body: AdminFacilityCreate) => apiRequest<typeof AdminFacilityResponseSchema>('POST', apiPaths.admin.facilities.href(), { body, ...operator }));

export const usePatchFacility = (id: number) =>
  useFacilitiesMutation((body: AdminFacilityPatch) => apiRequest<typeof AdminFacilityResponseSchema>('PATCH', apiPaths.admin.facility.href(id), { body, ...operator }));

export const useOrderFacilities = (kind: FacilityKind) =>
  useFacilitiesMutation((ids: number[]) => apiRequest<typeof AdminFacilitiesResponseSchema>('PUT', apiPaths.admin.facilitiesOrder.href(), { body: { kind, ids }, ...operator }));
