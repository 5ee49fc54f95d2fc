import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ReviewPageQuerySchema, ReviewPageResponseSchema } from '@minda/contracts/reviews';
import { GoodsNoParamsSchema, ItemNoParamsSchema, PropertyUuidParamsSchema } from '@minda/contracts/wishes';
import { apiPaths } from '@minda/contracts/paths';
import { access } from '../../platform/access.ts';
import { reviewPage } from './reviews.service.ts';

const schema = <P>(summary: string, params: P) => ({
  tags: ['reviews'],
  summary,
  params,
  querystring: ReviewPageQuerySchema,
  response: { 200: ReviewPageResponseSchema },
});

/** Published reviews of a stay, a tour or a hotel (spec 2 §7.3 "GET stay/reviews/{id}"); the three share one shape. */
export default async function reviewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(`/${apiPaths.reviews.stay.pattern}`, { config: { access: access.public }, schema: schema('민박 후기', GoodsNoParamsSchema) }, async (request) => ({
    data: await reviewPage(app.db, { productType: 'minbak', goodsNo: request.params.id }, request.query),
  }));
  app.get(`/${apiPaths.reviews.tour.pattern}`, { config: { access: access.public }, schema: schema('투어·티켓 후기', ItemNoParamsSchema) }, async (request) => ({
    data: await reviewPage(app.db, { productType: 'tour', itemNo: request.params.id }, request.query),
  }));
  app.get(`/${apiPaths.reviews.hotel.pattern}`, { config: { access: access.public }, schema: schema('호텔 회원 후기', PropertyUuidParamsSchema) }, async (request) => ({
    data: await reviewPage(app.db, { productType: 'hotel', propertyUuid: request.params.propertyUuid }, request.query),
  }));
}
