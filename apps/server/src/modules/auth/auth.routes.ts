import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccessTokenRefreshResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  PageUserResponseSchema,
  type PageUser,
  RegisterRequestSchema,
} from '@minda/contracts/auth';
import { AdminLoginRequestSchema } from '@minda/contracts/admin-operators';
import { OkSchema } from '@minda/contracts/envelope';
import { apiPaths, rootPaths } from '@minda/contracts/paths';
import { SESSION_COOKIE } from '@minda/contracts/rules/auth-cookies';
import { access } from '../../platform/access.ts';
import { cacheTags } from '../../platform/public-cache.ts';
import { Remembered } from '../../platform/remembered.ts';
import { checkSecondFactorAtLogin } from '../operators/operators.service.ts';
import { pageUserOf } from './auth.service.ts';
import { errorBody } from '../../platform/errors.ts';
import { clearAuthCookies, issueAccessToken, revokeSession, sessionFromRequest, sessionIdFromCookie, slideOperatorSession } from '../../platform/session.ts';
import { rebindXsrfToAnonymous } from '../../platform/xsrf.ts';
import { authenticate, findUserById, messages, registerMember, startSession, toPageUser, warmDummyHash, type AuthDeps } from './auth.service.ts';

const tags = ['auth'];
/** A safety net for writes outside the services (SQL by hand); the writers drop their members' answers. */
const PAGE_USER_MS = 60_000;
const MAX_PAGE_USERS = 20_000;
const PAGE_USER_TAG = cacheTags.pageUser(0).slice(0, -1);
/** Session-changing routes treat a stale bearer token as a visitor (see FastifyContextConfig in platform/auth.ts). */
const lenient = { ignoreInvalidBearer: true };

function requireLoginResponse(reply: FastifyReply, deps: AuthDeps) {
  clearAuthCookies(reply, deps.config);
  return reply.status(401).type('application/json; charset=utf-8').send(errorBody('REQUIRE_LOGIN', messages.requireLogin));
}

/** /api/v2/auth/*: login, refresh, logout, register and the page user. Registered under API_PREFIX. */
export default async function authRoutes(base: FastifyInstance, deps: AuthDeps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const ctx = { ...deps, db: app.db };
  // The first unknown-id login must not pay for making the dummy hash (it would stand out by its time).
  await warmDummyHash();

  app.put(
    `/${apiPaths.auth.token.pattern}`,
    { config: { ...lenient, access: access.public }, schema: { tags, summary: '로그인', body: LoginRequestSchema, response: { 200: LoginResponseSchema } } },
    async (request, reply) => {
      const user = await authenticate(app.db, request.body, request.ip);
      return { data: await startSession(ctx, request, reply, user) };
    },
  );

  app.post(
    `/${apiPaths.admin.login.pattern}`,
    {
      config: { ...lenient, access: access.public },
      schema: { tags: ['admin'], summary: '관리자 로그인 (관리자 계정만, 2단계 인증 코드)', body: AdminLoginRequestSchema, response: { 200: LoginResponseSchema } },
    },
    async (request, reply) => {
      const verify = (user: { id: number }) => checkSecondFactorAtLogin(app.db, deps.secret, user.id, request.body.code);
      const user = await authenticate(app.db, request.body, request.ip, { role: 'admin', verify });
      return { data: await startSession(ctx, request, reply, user) };
    },
  );

  /**
   * A fresh access token for the session cookie's session (an operator's session is kept going by it, as by any
   * of their requests); `onlyRole` refuses other accounts as if signed out (the back office's refresh).
   */
  async function refreshedTokens(request: FastifyRequest, reply: FastifyReply, onlyRole?: 'admin') {
    const session = await sessionFromRequest(app.db, request);
    const user = session && (await findUserById(app.db, session.userId));
    if (!session || !user || (onlyRole && user.role !== onlyRole)) return requireLoginResponse(reply, deps);
    const live = user.role === 'admin' ? await slideOperatorSession(app.db, session, deps.config.operatorSession) : session;
    const tokens = issueAccessToken(reply, deps.config, deps.secret, live);
    return { data: { ...tokens, user: await toPageUser(app.db, user) } };
  }

  app.post(
    `/${apiPaths.auth.token.pattern}`,
    { config: { ...lenient, access: access.public }, schema: { tags, summary: '액세스 토큰 갱신 (세션 쿠키 필요)', response: { 200: LoginResponseSchema } } },
    (request, reply) => refreshedTokens(request, reply),
  );

  // The back office's own refresh (spec 2 §7.1 "PUT admin/auth/login (refresh), POST admin/auth/token"): operators only.
  for (const [method, path] of [['put', apiPaths.admin.login.pattern], ['post', apiPaths.admin.token.pattern]] as const) {
    app[method](
      `/${path}`,
      { config: { ...lenient, access: access.public }, schema: { tags: ['admin'], summary: '관리자 세션 연장, 액세스 토큰 갱신 (운영자 세션 쿠키 필요)', response: { 200: LoginResponseSchema } } },
      (request, reply) => refreshedTokens(request, reply, 'admin'),
    );
  }

  app.delete(
    `/${apiPaths.auth.token.pattern}`,
    { config: { ...lenient, access: access.public }, schema: { tags, summary: '로그아웃', response: { 200: OkSchema } } },
    async (request, reply) => {
      const cookie = request.cookies[SESSION_COOKIE];
      const ended = [cookie && sessionIdFromCookie(cookie), request.user?.sessionId].filter((id): id is string => Boolean(id));
      for (const sessionId of new Set(ended)) {
        // Its open chat sockets close too (sessionsEnded): a shared computer keeps no live connection after logout.
        await revokeSession(app.db, sessionId, 'logout');
      }
      clearAuthCookies(reply, deps.config);
      rebindXsrfToAnonymous(request, reply, deps);
      return { data: { ok: true as const } };
    },
  );

  app.put(
    `/${apiPaths.auth.register.pattern}`,
    { config: { ...lenient, access: access.public }, schema: { tags, summary: '회원가입 (가입 후 바로 로그인)', body: RegisterRequestSchema, response: { 200: LoginResponseSchema } } },
    async (request, reply) => {
      const user = await registerMember(app.db, request.body, request.ip);
      return { data: await startSession(ctx, request, reply, user) };
    },
  );

  // Every page asks who is signed in: a member's answer is remembered until their profile or chats change,
  // here or on another instance (the public cache's channel carries cacheTags.pageUser).
  const pageUsers = new Remembered<number, PageUser>(PAGE_USER_MS, MAX_PAGE_USERS);
  app.publicCache.onInvalidate((dropped) => {
    if (dropped === 'all') return pageUsers.dropAll();
    for (const tag of dropped) {
      if (!tag.startsWith(PAGE_USER_TAG)) continue;
      const userId = Number(tag.slice(PAGE_USER_TAG.length));
      pageUsers.drop(userId);
      // A partner's staff logins show the business's inquiries: its changes are theirs too.
      pageUsers.dropWhere((user) => user.id === userId);
    }
  });

  app.get(
    `/${apiPaths.auth.user.pattern}`,
    // A visitor's answer (null) is every visitor's: a browser's repeated ask takes the public cache's fast path.
    { config: { access: access.public, publicCache: { visitorsOnly: true } }, schema: { tags, summary: '현재 사용자 (방문자는 null)', security: [{ bearer: [] }], response: { 200: PageUserResponseSchema } } },
    async (request) => {
      if (!request.user) return { data: null };
      // The signed-in login itself (a partner's staff login is not its business here).
      return { data: await pageUsers.find(request.user.accountId, (id) => pageUserOf(app.db, id)) };
    },
  );
}

/**
 * The legacy endpoint of spec 2 §6.1, outside /api/v2 (registered at the root): turns a live session cookie
 * into a fresh access token. Answers without the envelope: {success, accessToken}.
 */
export async function legacyAuthRoutes(base: FastifyInstance, deps: AuthDeps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    rootPaths.accessToken.pattern,
    {
      config: { ...lenient, access: access.public },
      schema: { hide: true, response: { 200: AccessTokenRefreshResponseSchema, 401: z.object({ success: z.literal(false) }) } },
    },
    async (request, reply) => {
      const session = await sessionFromRequest(app.db, request);
      if (!session) {
        clearAuthCookies(reply, deps.config);
        return reply.status(401).send({ success: false as const });
      }
      const { accessToken } = issueAccessToken(reply, deps.config, deps.secret, session);
      return { success: true, accessToken };
    },
  );
}
