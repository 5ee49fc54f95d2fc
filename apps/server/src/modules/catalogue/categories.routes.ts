import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminCategoriesResponseSchema,
  AdminCategoryCreateSchema,
  AdminCategoryOrderSchema,
  AdminCategoryParamsSchema,
  AdminCategoryPatchSchema,
  AdminCategoryResponseSchema,
  AdminCityCategoriesParamsSchema,
  AdminCityCategoriesResponseSchema,
  AdminCityCategoriesSchema,
} from '@minda/contracts/admin-categories';
import { OkSchema } from '@minda/contracts/envelope';
import { apiPaths } from '@minda/contracts/paths';
import { operatorAccess } from '../../platform/access.ts';
import { auditActorOf } from '../../platform/audit.ts';
import * as categories from './categories.service.ts';

const operator = { security: [{ bearer: [] }] };
const tags = ['admin'];
const config = { access: operatorAccess('catalogue.write') };

/** Hotel property types and their city mapping (spec 2 §7.10 "categories and city mapping", issue 57). */
export async function categoriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.admin.categories.pattern}`,
    { config, schema: { tags, summary: '숙소 유형 목록 (순서대로, 호텔 수)', ...operator, response: { 200: AdminCategoriesResponseSchema } } },
    async () => ({ data: await categories.listCategories(app.db) }),
  );
  app.post(
    `/${apiPaths.admin.categories.pattern}`,
    { config, schema: { tags, summary: '숙소 유형 추가 (마지막 순서)', ...operator, body: AdminCategoryCreateSchema, response: { 200: AdminCategoryResponseSchema } } },
    async (request) => ({ data: await categories.createCategory(app.db, auditActorOf(request), request.body) }),
  );
  app.put(
    `/${apiPaths.admin.categoriesOrder.pattern}`,
    { config, schema: { tags, summary: '숙소 유형 순서 변경 (모든 유형 한 번씩)', ...operator, body: AdminCategoryOrderSchema, response: { 200: AdminCategoriesResponseSchema } } },
    async (request) => ({ data: await categories.orderCategories(app.db, auditActorOf(request), request.body.ids) }),
  );
  app.patch(
    `/${apiPaths.admin.category.pattern}`,
    { config, schema: { tags, summary: '숙소 유형 이름 수정', ...operator, params: AdminCategoryParamsSchema, body: AdminCategoryPatchSchema, response: { 200: AdminCategoryResponseSchema } } },
    async (request) => ({ data: await categories.patchCategory(app.db, auditActorOf(request), request.params.id, request.body) }),
  );
  app.delete(
    `/${apiPaths.admin.category.pattern}`,
    { config, schema: { tags, summary: '숙소 유형 삭제 (호텔이 없는 유형만)', ...operator, params: AdminCategoryParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await categories.deleteCategory(app.db, auditActorOf(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    `/${apiPaths.admin.cityCategories.pattern}`,
    { config, schema: { tags, summary: '도시의 숙소 유형 (노출 순서)', ...operator, params: AdminCityCategoriesParamsSchema, response: { 200: AdminCityCategoriesResponseSchema } } },
    async (request) => ({ data: await categories.cityCategories(app.db, request.params.code) }),
  );
  app.put(
    `/${apiPaths.admin.cityCategories.pattern}`,
    { config, schema: { tags, summary: '도시의 숙소 유형 지정 (순서대로, 비우면 기본 순서)', ...operator, params: AdminCityCategoriesParamsSchema, body: AdminCityCategoriesSchema, response: { 200: AdminCityCategoriesResponseSchema } } },
    async (request) => ({ data: await categories.setCityCategories(app.db, auditActorOf(request), request.params.code, request.body.categoryIds) }),
  );
}
