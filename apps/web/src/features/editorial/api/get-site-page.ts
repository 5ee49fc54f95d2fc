import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SitePageResponseSchema } from '@minda/contracts/content';
import { apiPaths } from '@minda/contracts/paths';
import type { SitePageSlug } from '@minda/contracts/rules/community';
import { apiGet } from '../../../lib/api-client.ts';
import { editorialQueryRoot } from './editorial-query-root.ts';

/** A site page by slug (company, terms, privacy, refund rules, travel info): GET content/pages/{slug}. */
export function getSitePage(slug: SitePageSlug, signal?: AbortSignal) {
  return apiGet<typeof SitePageResponseSchema>(apiPaths.content.page.href(slug), signal ? { signal } : {});
}

export function sitePageQueryOptions(slug: SitePageSlug) {
  return queryOptions({
    queryKey: [...editorialQueryRoot, 'page', slug] as const,
    queryFn: ({ signal }) => getSitePage(slug, signal),
    // Terms and rules change rarely; a visit does not need a refetch every time the window regains focus.
    staleTime: 10 * 60_000,
  });
}

export function useSitePage(slug: SitePageSlug) {
  return useQuery(sitePageQueryOptions(slug));
}
