import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditListQuerySchema, AuditPageResponseSchema } from '@minda/contracts/admin-audit';
import { apiPaths } from '@minda/contracts/paths';
import { operatorAccess } from '../../platform/access.ts';
import * as audit from './audit.service.ts';

const operator = { security: [{ bearer: [] }] };

/** The whole audit log, for operators who may read it (a detail screen's timeline has its own route, with its screen's permission). */
export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.admin.audit.pattern}`,
    {
      config: { access: operatorAccess('audit.read') },
      schema: { tags: ['admin'], summary: '변경 이력 (누가, 무엇을, 언제)', ...operator, querystring: AuditListQuerySchema, response: { 200: AuditPageResponseSchema } },
    },
    async (request) => ({ data: await audit.listAudit(app.db, request.query) }),
  );
}
