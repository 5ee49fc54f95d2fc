import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '@minda/contracts/paths';
import { CityThemeParamsSchema, CityThemeResponseSchema, SalePageResponseSchema, SaleQuerySchema } from '@minda/contracts/stays';
import * as promotions from './stay-promotions.service.ts';
import { access, callerOf } from '../../platform/access.ts';

/** City theme pages and the special-deal and off-season sale lists (issue 3). */
export default async function promotionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.stays.cityTheme.pattern}`,
    { config: { access: access.public }, schema: { tags: ['stays'], summary: '도시 테마 페이지', params: CityThemeParamsSchema, response: { 200: CityThemeResponseSchema } } },
    async (request) => ({ data: await promotions.cityTheme(app.db, callerOf(request), request.params.slug) }),
  );

  app.get(
    `/${apiPaths.stays.sale.pattern}`,
    { config: { access: access.public }, schema: { tags: ['stays'], summary: '특가 숙소 (할인율 높은 순)', querystring: SaleQuerySchema, response: { 200: SalePageResponseSchema } } },
    async (request) => ({ data: await promotions.saleStays(app.db, callerOf(request), request.query) }),
  );

  app.get(
    `/${apiPaths.stays.offSeasonSale.pattern}`,
    { config: { access: access.public }, schema: { tags: ['stays'], summary: '비수기 특가 숙소', querystring: SaleQuerySchema, response: { 200: SalePageResponseSchema } } },
    async (request) => ({ data: await promotions.offSeasonSaleStays(app.db, callerOf(request), request.query) }),
  );
}
