import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  OperatorCreateSchema,
  OperatorIdParamsSchema,
  OperatorListQuerySchema,
  OperatorPageResponseSchema,
  OperatorPatchSchema,
  OperatorResponseSchema,
  SignedInOperatorResponseSchema,
} from '@minda/contracts/admin-operators';
import { apiPaths } from '@minda/contracts/paths';
import { access, operatorAccess, signedInCaller } from '../../platform/access.ts';
import { auditActorOf } from '../../platform/audit.ts';
import * as operators from './operators.service.ts';

const operator = { security: [{ bearer: [] }] };
const tags = ['admin'];
const manageOperators = operatorAccess('operators.manage');

/** The back office's operators (spec 2 §7.1 "Admin": user info and per-user auth; issue 57). */
export default async function operatorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.admin.me.pattern}`,
    { config: { access: access.anyOperator }, schema: { tags, summary: '로그인한 운영자 (역할, 권한)', ...operator, response: { 200: SignedInOperatorResponseSchema } } },
    async (request) => ({ data: await operators.signedInOperator(app.db, signedInCaller(request).id) }),
  );

  app.get(
    `/${apiPaths.admin.users.pattern}`,
    { config: { access: manageOperators }, schema: { tags, summary: '운영자 목록 (역할, 상태, 검색)', ...operator, querystring: OperatorListQuerySchema, response: { 200: OperatorPageResponseSchema } } },
    async (request) => ({ data: await operators.listOperators(app.db, request.query) }),
  );

  app.post(
    `/${apiPaths.admin.users.pattern}`,
    { config: { access: manageOperators }, schema: { tags, summary: '운영자 추가', ...operator, body: OperatorCreateSchema, response: { 200: OperatorResponseSchema } } },
    async (request) => ({ data: await operators.createOperator(app.db, auditActorOf(request), request.body) }),
  );

  app.patch(
    `/${apiPaths.admin.user.pattern}`,
    {
      config: { access: manageOperators },
      schema: { tags, summary: '운영자 역할 변경, 사용 중지(사유), 다시 사용', ...operator, params: OperatorIdParamsSchema, body: OperatorPatchSchema, response: { 200: OperatorResponseSchema } },
    },
    async (request) => ({ data: await operators.patchOperator(app.db, auditActorOf(request), request.params.id, request.body) }),
  );
}
