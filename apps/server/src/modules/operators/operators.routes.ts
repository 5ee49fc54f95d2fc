import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SignedInOperatorResponseSchema } from '@minda/contracts/admin-operators';
import { apiPaths } from '@minda/contracts/paths';
import { access, signedInCaller } from '../../platform/access.ts';
import * as operators from './operators.service.ts';

const operator = { security: [{ bearer: [] }] };
const tags = ['admin'];

/** The back office's operators (spec 2 §7.1 "Admin": user info). */
export default async function operatorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.admin.me.pattern}`,
    { config: { access: access.anyOperator }, schema: { tags, summary: '로그인한 운영자 (역할, 권한)', ...operator, response: { 200: SignedInOperatorResponseSchema } } },
    async (request) => ({ data: await operators.signedInOperator(app.db, signedInCaller(request).id) }),
  );
}
