import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  OperatorCreateSchema,
  OperatorIdParamsSchema,
  OperatorListQuerySchema,
  OperatorPageResponseSchema,
  OperatorPatchSchema,
  OperatorResponseSchema,
  SecondFactorConfirmResponseSchema,
  SecondFactorConfirmSchema,
  SecondFactorDisableSchema,
  SecondFactorSetupResponseSchema,
  OperatorSessionResponseSchema,
  SignedInOperatorResponseSchema,
} from '@minda/contracts/admin-operators';
import { SavedViewCreateSchema, SavedViewIdParamsSchema, SavedViewListQuerySchema, SavedViewResponseSchema, SavedViewsResponseSchema } from '@minda/contracts/admin-lists';
import { OkSchema } from '@minda/contracts/envelope';
import { apiPaths } from '@minda/contracts/paths';
import type { Config } from '../../config.ts';
import { access, operatorAccess, signedInCaller } from '../../platform/access.ts';
import { auditActorOf } from '../../platform/audit.ts';
import * as operators from './operators.service.ts';
import * as savedViews from './saved-views.ts';
import * as secondFactor from './second-factor.ts';

const operator = { security: [{ bearer: [] }] };
const tags = ['admin'];
const manageOperators = operatorAccess('operators.manage');

/** The back office's operators (spec 2 §7.1 "Admin": user info and per-user auth; issue 57). */
export default async function operatorsRoutes(fastify: FastifyInstance, { secret, config }: { secret: string; config: Config }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.admin.me.pattern}`,
    { config: { access: access.anyOperator }, schema: { tags, summary: '로그인한 운영자 (역할, 권한)', ...operator, response: { 200: SignedInOperatorResponseSchema } } },
    async (request) => ({ data: await operators.signedInOperator(app.db, signedInCaller(request).id) }),
  );

  app.post(
    `/${apiPaths.admin.sessionRefresh.pattern}`,
    // The access hook has already moved the session's end (each operator request does); this answers where it is.
    { config: { access: access.anyOperator }, schema: { tags, summary: '운영자 세션 연장 (자동 로그아웃 시각)', ...operator, response: { 200: OperatorSessionResponseSchema } } },
    async (request) => ({ data: await operators.operatorSession(app.db, signedInCaller(request).sessionId, config.operatorSession.maxMs) }),
  );

  // The operator's own second factor: started, confirmed with the app's first code, turned off with a code.
  app.post(
    `/${apiPaths.admin.secondFactor.pattern}`,
    { config: { access: access.anyOperator }, schema: { tags, summary: '2단계 인증 설정 시작 (인증 앱 QR)', ...operator, response: { 200: SecondFactorSetupResponseSchema } } },
    async (request) => ({ data: await secondFactor.startSecondFactor(app.db, secret, signedInCaller(request).id) }),
  );
  app.put(
    `/${apiPaths.admin.secondFactor.pattern}`,
    { config: { access: access.anyOperator }, schema: { tags, summary: '2단계 인증 켜기 (첫 코드, 복구 코드 발급)', ...operator, body: SecondFactorConfirmSchema, response: { 200: SecondFactorConfirmResponseSchema } } },
    async (request) => ({ data: await secondFactor.confirmSecondFactor(app.db, secret, auditActorOf(request), request.body.code) }),
  );
  app.delete(
    `/${apiPaths.admin.secondFactor.pattern}`,
    { config: { access: access.anyOperator }, schema: { tags, summary: '2단계 인증 끄기 (코드 또는 복구 코드)', ...operator, body: SecondFactorDisableSchema, response: { 200: OkSchema } } },
    async (request) => {
      await secondFactor.disableSecondFactor(app.db, secret, auditActorOf(request), request.body.code);
      return { data: { ok: true as const } };
    },
  );

  // The operator's own saved views of the back office's lists.
  app.get(
    `/${apiPaths.admin.savedViews.pattern}`,
    { config: { access: access.anyOperator }, schema: { tags, summary: '저장한 목록 보기', ...operator, querystring: SavedViewListQuerySchema, response: { 200: SavedViewsResponseSchema } } },
    async (request) => ({ data: await savedViews.listSavedViews(app.db, signedInCaller(request).id, request.query.list) }),
  );
  app.post(
    `/${apiPaths.admin.savedViews.pattern}`,
    { config: { access: access.anyOperator }, schema: { tags, summary: '목록 보기 저장 (지금의 조건)', ...operator, body: SavedViewCreateSchema, response: { 200: SavedViewResponseSchema } } },
    async (request) => ({ data: await savedViews.saveView(app.db, signedInCaller(request).id, request.body) }),
  );
  app.delete(
    `/${apiPaths.admin.savedView.pattern}`,
    { config: { access: access.anyOperator }, schema: { tags, summary: '저장한 보기 지우기', ...operator, params: SavedViewIdParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await savedViews.deleteView(app.db, signedInCaller(request).id, request.params.id);
      return { data: { ok: true as const } };
    },
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
