import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@minda/contracts/auth';
import type { OperatorRole } from '@minda/contracts/rules/operator-roles';
import routeAccess, { access, callerOf, operatorAccess, withPluginAccess, type OwnerResolver } from './access.ts';
import './auth-context.ts';
import errors from './errors.ts';

/**
 * The access rules on a bare app, for the audiences no product route uses yet (partner, admin) and for
 * owner resolvers. The caller is taken from an `x-caller: <id>:<role>[:<operator role>]` header in place of the auth plugin.
 */
const fakeAuth = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const [id, role, operatorRole] = String(request.headers['x-caller'] ?? '').split(':');
      request.user = id && role ? { id: Number(id), accountId: Number(id), role: role as UserRole, operatorRole: (operatorRole as OperatorRole | undefined) ?? null, sessionId: 's' } : null;
    });
  },
  { name: 'auth' },
);

/** Stay 7 belongs to partner 20; stay 8 to partner 21; no other stay exists. */
const stayOwner: OwnerResolver = {
  of: 'the partner who owns this stay',
  ownerOf: async (request) => ({ 7: 20, 8: 21 })[Number((request.params as { goodsNo: string }).goodsNo)] ?? null,
};

async function buildBareApp() {
  const app = Fastify();
  await app.register(errors);
  await app.register(fakeAuth);
  await app.register(routeAccess);
  app.get('/open', { config: { access: access.public } }, async (request) => ({ caller: callerOf(request) }));
  app.get('/mine', { config: { access: access.ownData } }, async (request) => ({ caller: callerOf(request) }));
  app.get('/manager', { config: { access: { audience: 'partner' } } }, async () => ({ ok: true }));
  app.get('/back-office', { config: { access: access.anyOperator } }, async () => ({ ok: true }));
  app.get('/back-office/refunds', { config: { access: operatorAccess('refunds.manage') } }, async () => ({ ok: true }));
  app.get('/manager/stays/:goodsNo', { config: { access: { audience: 'partner', owner: stayOwner } } }, async () => ({ ok: true }));
  await withPluginAccess(app, access.public, () =>
    app.register(async (files) => {
      files.get('/files/*', async () => ({ file: true }));
    }),
  );
  return app;
}

const as = (caller?: string) => (caller ? { 'x-caller': caller } : {});
const LOGIN_REQUIRED = { error: { code: 'REQUIRE_LOGIN', message: '로그인 후 이용할 수 있습니다.' } };
const FORBIDDEN = { error: { code: 'FORBIDDEN', message: '이 기능을 사용할 권한이 없습니다.' } };

describe('route access', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildBareApp();
    await app.ready();
  });
  afterAll(async () => app.close());

  const get = (url: string, caller?: string) => app.inject({ method: 'GET', url, headers: as(caller) });

  it('lets anyone call a public route and tells the handler who calls', async () => {
    expect((await get('/open')).json()).toEqual({ caller: null });
    expect((await get('/open', '5:member')).json()).toEqual({ caller: 5 });
  });

  it('answers a visitor on any signed-in route 401 with the Korean message', async () => {
    for (const url of ['/mine', '/manager', '/back-office', '/manager/stays/7']) {
      const res = await get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(LOGIN_REQUIRED);
    }
  });

  it('lets every signed-in account call a member route', async () => {
    for (const caller of ['5:member', '20:partner', '1:admin:super']) expect((await get('/mine', caller)).statusCode).toBe(200);
  });

  it('keeps partner routes to partners and admin routes to operators, each way', async () => {
    expect((await get('/manager', '20:partner')).statusCode).toBe(200);
    expect((await get('/back-office', '1:admin:super')).statusCode).toBe(200);
    for (const [url, caller] of [
      ['/manager', '5:member'],
      ['/manager', '1:admin:super'],
      ['/back-office', '5:member'],
      ['/back-office', '20:partner'],
    ] as const) {
      const res = await get(url, caller);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
  });

  it("lets an operator through a back-office route only when the role has its permission", async () => {
    expect((await get('/back-office/refunds', '1:admin:finance')).statusCode).toBe(200);
    expect((await get('/back-office/refunds', '1:admin:super')).statusCode).toBe(200);
    for (const caller of ['2:admin:support', '3:admin:catalogue', '4:admin:content', '20:partner']) {
      const res = await get('/back-office/refunds', caller);
      expect([caller, res.statusCode]).toEqual([caller, 403]);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    // Every operator reaches their own account's route; an admin account without a role (none should exist) does not.
    expect((await get('/back-office', '3:admin:catalogue')).statusCode).toBe(200);
    expect((await get('/back-office', '9:admin')).statusCode).toBe(403);
  });

  it('lets only the owner reach owned data, and answers 404 when there is none', async () => {
    expect((await get('/manager/stays/7', '20:partner')).statusCode).toBe(200);
    const other = await get('/manager/stays/8', '20:partner');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(FORBIDDEN);
    const missing = await get('/manager/stays/9', '20:partner');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: '요청한 정보를 찾을 수 없습니다.' } });
  });

  it("gives a third-party plugin's routes the access it is registered with", async () => {
    expect((await get('/files/a.png')).json()).toEqual({ file: true });
    expect(app.declaredRoutes().find((r) => r.url === '/files/*' && r.method === 'GET')?.access).toEqual({ audience: 'public' });
  });
});

describe('a route without an access declaration', () => {
  it('stops the app from starting, naming the route', async () => {
    const app = Fastify();
    await app.register(fakeAuth);
    await app.register(routeAccess);
    await expect(
      (async () => {
        await app.register(async (scope) => {
          scope.get('/forgotten', { config: {} as never }, async () => ({}));
        });
        await app.ready();
      })(),
    ).rejects.toThrow('GET /forgotten: the route declares no access');
    await app.close();
  });

  it('is not excused by a plugin access declared for an earlier registration', async () => {
    const app = await buildBareApp();
    expect(() => app.get('/later', { config: {} as never }, async () => ({}))).toThrow('GET /later: the route declares no access');
    await app.close();
  });
});
