import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BannersResponseSchema } from '@minda/contracts/content';
import { apiPaths } from '@minda/contracts/paths';
import type { BannerTypeName } from '@minda/contracts/rules/banner-types';
import { apiGet } from '../../../lib/api-client.ts';

export type BannersParams = { platform: 'mobile' | 'pc'; type: BannerTypeName };

/** Banners of one page type for one platform: GET main/banners/{mobile|pc}?type=main. */
export function getBanners({ platform, type }: BannersParams, signal?: AbortSignal) {
  return apiGet<typeof BannersResponseSchema>(apiPaths.content.banners[platform].href(), { query: { type }, ...(signal ? { signal } : {}) });
}

export function bannersQueryOptions(params: BannersParams) {
  return queryOptions({
    queryKey: ['banners', params.platform, params.type] as const,
    queryFn: ({ signal }) => getBanners(params, signal),
    // Banners change a few times a day at most.
    staleTime: 5 * 60_000,
  });
}

export function useBanners(params: BannersParams) {
  return useQuery(bannersQueryOptions(params));
}
