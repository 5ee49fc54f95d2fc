import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PartnerProductsResponseSchema } from '@minda/contracts/partner-products';
import { apiPaths } from '@minda/contracts/paths';
import { signedInCaller } from '../../platform/access.ts';
import { partnerProducts } from './partner-products.service.ts';

/** The partner's own catalogue as the manager screens show it (issue 57): read only; operators change it. */
export async function partnerProductsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.partner.products.pattern}`,
    {
      config: { access: { audience: 'partner', owner: 'caller' } },
      schema: { tags: ['partner'], summary: '내 상품 (숙소·투어·호텔, 모든 상태)', security: [{ bearer: [] }], response: { 200: PartnerProductsResponseSchema } },
    },
    async (request) => ({ data: await partnerProducts(app.db, signedInCaller(request).id) }),
  );
}
