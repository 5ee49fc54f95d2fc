import type { AdminCategoriesResponseSchema, AdminCategoryCreate, AdminCategoryPatch, AdminCategoryResponseSchema } from '@minda/contracts/admin-categories';
import type { OkSchema } from '@minda/contracts/envelope';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';
import { operator, useLineMutation } from '../../../ui/catalogue/catalogue-api.ts';
import { adminCategoriesQueryOptions, categoriesKey, useAdminCategories } from '../../../ui/catalogue/categories-api.ts';

/** The 숙소 유형 screen's calls (issue 57): the types in order, and their changes; each reads them again. */

export { adminCategoriesQueryOptions, useAdminCategories };

const useCategoriesMutation = <I, O>(send: (input: I) => Promise<O>) => useLineMutation(categoriesKey, send);

export const useCreateCategory = () =>
  useCategoriesMutation((body: AdminCategoryCreate) => apiRequest<typeof AdminCategoryResponseSchema>('POST', apiPaths.admin.categories.href(), { body, ...operator }));

export const usePatchCategory = (id: number) =>
  useCategoriesMutation((body: AdminCategoryPatch) => apiRequest<typeof AdminCategoryResponseSchema>('PATCH', apiPaths.admin.category.href(id), { body, ...operator }));

export const useOrderCategories = () =>
  useCategoriesMutation((ids: number[]) => apiRequest<typeof AdminCategoriesResponseSchema>('PUT', apiPaths.admin.categoriesOrder.href(), { body: { ids }, ...operator }));

export const useDeleteCategory = (id: number) => useCategoriesMutation(() => apiRequest<typeof OkSchema>('DELETE', apiPaths.admin.category.href(id), operator));
