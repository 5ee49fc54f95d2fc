import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuditTimelineResponseSchema } from '@minda/contracts/admin-audit';
import type { AdminCitiesResponseSchema } from '@minda/contracts/admin-geography';
import type { ProductBulkStatus, ProductBulkStatusResponseSchema, ProductPhotosResponseSchema, ProductStatusChange } from '@minda/contracts/admin-publishing';
import type { AdminPartnersResponseSchema, PARTNER_TYPES } from '@minda/contracts/admin-stays';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet, apiRequest, type RequestOptions } from '../../lib/api-client.ts';

/**
 * The calls every product line of the back office shares (issue 57, "Publishing"): the cities and partners to
 * pick, a product's sale and its photos. A line names its product's addresses (`ProductEndpoints`); every change
 * refreshes that line's cached lists, the product and its log.
 */

/** The operator's calls: a lapsed sign-in goes to the login screen rather than on as a visitor. */
export const operator = { ignoreLoginError: false } as const;

/** Cities change rarely: kept for the session's screens. */
export const adminCitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'cities'] as const,
    queryFn: ({ signal }) => apiGet<typeof AdminCitiesResponseSchema>(apiPaths.admin.cities.href(), { ...operator, signal }),
    staleTime: 5 * 60_000,
  });

export type PartnerType = (typeof PARTNER_TYPES)[number];

/** The partners in business that a product of this line may be given to. */
export const partnersQueryOptions = (type: PartnerType) =>
  queryOptions({
    queryKey: ['admin', 'partners', type] as const,
    queryFn: ({ signal }) => apiGet<typeof AdminPartnersResponseSchema>(apiPaths.admin.partners.href(), { query: { type }, ...operator, signal }),
    staleTime: 60_000,
  });

/** A change of a product line: when settled, everything cached under the line's key is read again. */
export function useLineMutation<I, O>(lineKey: readonly unknown[], send: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: lineKey }) });
}

type Envelope = z.ZodType<{ data: unknown }>;
type ProductPath = { href: (productNo: number) => string };

/**
 * A product line's list (`ListS`, paged and filtered by `Q`) and one product (`OneS`), cached under `lineKey`:
 * [...lineKey, 'list', query] and [...lineKey, 'one', productNo].
 */
export function productQueries<ListS extends Envelope, OneS extends Envelope, Q extends NonNullable<RequestOptions['query']>>(lineKey: readonly unknown[], list: string, one: ProductPath) {
  return {
    list: (query: Q) =>
      queryOptions({
        queryKey: [...lineKey, 'list', query] as const,
        queryFn: ({ signal }) => apiGet<ListS>(list, { query, ...operator, signal }),
        placeholderData: keepPreviousData,
      }),
    one: (productNo: number) =>
      queryOptions({
        queryKey: [...lineKey, 'one', productNo] as const,
        queryFn: ({ signal }) => apiGet<OneS>(one.href(productNo), { ...operator, signal }),
      }),
  };
}

/** One product's addresses of the calls the shared screens make, and the key of its line's cache. */
export type ProductEndpoints = { lineKey: readonly unknown[]; status: string; photos: string; photo: (photoId: number) => string };

/** A product's endpoints from its line's paths (apiPaths.admin.stayStatus, …). */
export const productEndpoints = (
  lineKey: readonly unknown[],
  productNo: number,
  paths: { status: ProductPath; photos: ProductPath; photo: { href: (productNo: number, photoId: number) => string } },
): ProductEndpoints => ({ lineKey, status: paths.status.href(productNo), photos: paths.photos.href(productNo), photo: (photoId) => paths.photo.href(productNo, photoId) });

export const useChangeProductStatus = ({ lineKey, status }: ProductEndpoints) =>
  useLineMutation(lineKey, (body: ProductStatusChange) => apiRequest('PATCH', status, { body, ...operator }));

/** One photo, the `alt` field before the file (POST …/photos, multipart). */
export const useUploadProductPhoto = ({ lineKey, photos }: ProductEndpoints) =>
  useLineMutation(lineKey, ({ file, alt }: { file: File; alt: string }) => {
    const body = new FormData();
    body.append('alt', alt);
    body.append('file', file);
    return apiRequest<typeof ProductPhotosResponseSchema>('POST', photos, { body, ...operator });
  });

export const useOrderProductPhotos = ({ lineKey, photos }: ProductEndpoints) =>
  useLineMutation(lineKey, (photoIds: number[]) => apiRequest<typeof ProductPhotosResponseSchema>('PUT', photos, { body: { photoIds }, ...operator }));

export const useDescribeProductPhoto = ({ lineKey, photo }: ProductEndpoints) =>
  useLineMutation(lineKey, ({ photoId, alt }: { photoId: number; alt: string }) => apiRequest<typeof ProductPhotosResponseSchema>('PATCH', photo(photoId), { body: { alt }, ...operator }));

export const useRemoveProductPhoto = ({ lineKey, photo }: ProductEndpoints) =>
  useLineMutation(lineKey, (photoId: number) => apiRequest<typeof ProductPhotosResponseSchema>('DELETE', photo(photoId), operator));

/** A product's (or a city's) record of changes (GET …/audit), newest first. */
export const productAuditQueryOptions = (lineKey: readonly unknown[], productNo: number | string, href: string) =>
  queryOptions({
    queryKey: [...lineKey, 'audit', productNo] as const,
    queryFn: ({ signal }) => apiGet<typeof AuditTimelineResponseSchema>(href, { ...operator, signal }),
  });

/** A list's bulk sale change (PATCH admin/stays/goods/status …): all the chosen products or none. */
export const useBulkProductStatus = (lineKey: readonly unknown[], path: string) =>
  useLineMutation(lineKey, (body: ProductBulkStatus) => apiRequest<typeof ProductBulkStatusResponseSchema>('PATCH', path, { body, ...operator }));
