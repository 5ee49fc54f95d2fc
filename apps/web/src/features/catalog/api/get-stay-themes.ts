import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StayThemesResponseSchema } from '@minda/contracts/stays';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';

/** Every stay theme with its items grouped by city (the chips): GET main/stays/themeItems. */
export function getStayThemes(signal?: AbortSignal) {
  return apiGet<typeof StayThemesResponseSchema>(apiPaths.stays.themeItems.href(), signal ? { signal } : {});
}

export function stayThemesQueryOptions() {
  return queryOptions({
    queryKey: [...productQueryRoots.stay, 'themeItems'] as const,
    queryFn: ({ signal }) => getStayThemes(signal),
  });
}

export function useStayThemes() {
  return useQuery(stayThemesQueryOptions());
}
