import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MindaOnlyResponseSchema } from '@minda/contracts/content';
import { apiPaths } from '@minda/contracts/paths';
import { MINDA_ONLY_RETRY } from '@minda/contracts/rules/minda-only';
import { apiGet } from '../../../lib/api-client.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';

/** The published cities of the exclusive-stays page (spec 2 §2.5). */
export function getMindaOnlyCities(signal?: AbortSignal) {
  return apiGet<typeof MindaOnlyResponseSchema>(apiPaths.stays.mindaOnly.href(), signal ? { signal } : {});
}

export function mindaOnlyCitiesQueryOptions() {
  return queryOptions({
    queryKey: [...productQueryRoots.stay, 'mindaOnly'] as const,
    queryFn: ({ signal }) => getMindaOnlyCities(signal),
    // The spec retries this query twice rather than the app-wide three times (spec 2 §9).
    retry: MINDA_ONLY_RETRY,
  });
}

export function useMindaOnlyCities() {
  return useQuery(mindaOnlyCitiesQueryOptions());
}
