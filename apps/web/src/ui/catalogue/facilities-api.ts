import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminFacilitiesResponseSchema, FacilityKind, ProductFacilitiesResponseSchema } from '@minda/contracts/admin-facilities';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet, apiRequest } from '../../lib/api-client.ts';
import { operator, useLineMutation } from './catalogue-api.ts';

/**
 * The facilities catalogue (issue 57) as the back office reads it: the facilities screen edits it, the product
 * screens pick from it. Cached under ['admin', 'facilities', kind]; a change of the catalogue reads it again.
 */
export const facilitiesKey = ['admin', 'facilities'] as const;

export const adminFacilitiesQueryOptions = (kind: FacilityKind) =>
  queryOptions({
    queryKey: [...facilitiesKey, kind] as const,
    queryFn: ({ signal }) => apiGet<typeof AdminFacilitiesResponseSchema>(apiPaths.admin.facilities.href(), { query: { kind }, ...operator, signal }),
    staleTime: 60_000,
  });

export const useAdminFacilities = (kind: FacilityKind) => useQuery(adminFacilitiesQueryOptions(kind));

/** `PUT …/facilities` of a product or a room (`path`): its line's cache (`lineKey`) is read again. */
export const useSetProductFacilities = (lineKey: readonly unknown[], path: string) =>
  useLineMutation(lineKey, (facilityIds: number[]) => apiRequest<typeof ProductFacilitiesResponseSchema>('PUT', path, { body: { facilityIds }, ...operator }));
