import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditListQuerySchema, AuditPageResponseSchema } from '@minda/contracts/admin-audit';
import { apiPaths } from '@minda/contracts/paths';
import type { Config } from '../../config.ts';
import { operatorAccess } from '../../platform/access.ts';
import { sendSheet } from '../../platform/spreadsheet.ts';
import * as audit from './audit.service.ts';

const operator = { security: [{ bearer: [] }] };

/** The whole audit log, for operators who may read it (a detail screen's timeline has its own route, with its screen's permission). */
export default async function auditRoutes(fastify: FastifyInstance, { config }: { config: Config }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.admin.audit.pattern}`,
    {
      config: { access: operatorAccess('audit.read') },
      schema: { tags: ['admin'], summary: '변경 이력 (누가, 무엇을, 언제)', ...operator, querystring: AuditListQuerySchema, response: { 200: AuditPageResponseSchema } },
    },
    async (request) => ({ data: await audit.listAudit(app.db, request.query) }),
  );

  app.get(
    `/${apiPaths.admin.auditXls.pattern}`,
    {
      // A plain download link: the browser sends the session cookie, not a bearer token (platform/auth.ts).
      config: { access: operatorAccess('audit.read'), sessionCookie: true },
      schema: { tags: ['admin'], summary: '변경 이력 엑셀 다운로드 (.xlsx, 목록과 같은 조건)', ...operator, querystring: AuditListQuerySchema },
    },
    async (request, reply) => sendSheet(reply, audit.auditWorkbook(app.db, request.query, config.siteTimeZone), '변경이력'),
  );
}
