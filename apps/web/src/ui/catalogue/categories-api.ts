import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCategoriesResponseSchema, AdminCityCategoriesResponseSchema } from '@minda/contracts/admin-categories';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet, apiRequest } from '../../lib/api-client.ts';
import { operator, useLineMutation } from './catalogue-api.ts';

/**
 * The property types (숙소 유형, issue 57) as the back office reads them: their screen edits them, a city's screen
 * orders its own, the hotel form picks one. Cached under ['admin', 'categories']; a change reads them again.
 */
export const categoriesKey = ['admin', 'categories'] as const;

export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...categoriesKey, 'all'] as const,
    queryFn: ({ signal }) => apiGet<typeof AdminCategoriesResponseSchema>(apiPaths.admin.categories.href(), { ...operator, signal }),
    staleTime: 60_000,
  });

export const useAdminCategories = () => useQuery(adminCategoriesQueryOptions());

export const cityCategoriesQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [...categoriesKey, 'city', code] as const,
    queryFn: ({ signal }) => apiGet<typeof AdminCityCategoriesResponseSchema>(apiPaths.admin.cityCategories.href(code), { ...operator, signal }),
  });

export const useCityCategories = (code: string) => useQuery(cityCategoriesQueryOptions(code));

export const useSetCityCategories = (code: string) =>
  useLineMutation(categoriesKey, (categoryIds: number[]) =>
    apiRequest<typeof AdminCityCategoriesResponseSchema>('PUT', apiPaths.admin.cityCategories.href(code), { body: { categoryIds }, ...operator }),
  );
