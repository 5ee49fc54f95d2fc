import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { operatorMay, type OperatorPermission } from '@minda/contracts/rules/operator-roles';
import type { AuthUser } from './auth-context.ts';
import { AppError, notFound } from './errors.ts';

/** Who calls, as services take it: the signed-in account's id, or null for a visitor. */
export type Caller = number | null;

export const callerOf = (request: FastifyRequest): Caller => request.user?.id ?? null;

/**
 * Whose data a route addresses, found from the request (after its params are validated): the owning
 * account's id, or null when the addressed data does not exist. `of` names it for people ("the partner who
 * owns this stay").
 */
export type OwnerResolver = { of: string; ownerOf: (request: FastifyRequest) => Promise<number | null> };

/**
 * Who may call a route (decision 014). `public`: anyone. `member`: any signed-in account (partner and
 * operator accounts are member accounts too). `partner`: partner accounts only; `owner` says whose data it
 * is: `caller` when the handler reads and writes only the caller's own rows, or a resolver when the request
 * names data that one account owns. `admin`: operators whose role has the `permission` (contracts
 * rules/operator-roles.ts); `null` declares a route every operator may call (their own account).
 */
export type RouteAccess =
  | { audience: 'public' }
  | { audience: 'member' | 'partner'; owner?: 'caller' | OwnerResolver }
  | { audience: 'admin'; permission: OperatorPermission | null };

/** One registered route and who may call it, as the access plugin recorded it. */
export type DeclaredRoute = { method: string; url: string; access: RouteAccess };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route: the access plugin refuses to register a route without it. */
    access: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route registered so far with its access: the authorization matrix test walks it. */
    declaredRoutes: () => readonly DeclaredRoute[];
  }
}

/** The declarations most routes make: `config: { access: access.public }`. */
export const access = {
  public: { audience: 'public' },
  /** Any signed-in account, on its own data only (its wishes, its review summary). */
  ownData: { audience: 'member', owner: 'caller' },
  /** Any operator, on their own account. */
  anyOperator: { audience: 'admin', permission: null },
} as const satisfies Record<string, RouteAccess>;

/** A back-office route for the operators whose role has this permission. */
export const operatorAccess = (permission: OperatorPermission): RouteAccess => ({ audience: 'admin', permission });

/** A caller's own data (any route that is not public): no cache may keep it, the browser's included. */
export const OWN_DATA_CACHE = 'private, no-store';

const REQUIRE_LOGIN_MESSAGE = '로그인 후 이용할 수 있습니다.';
const FORBIDDEN_MESSAGE = '이 기능을 사용할 권한이 없습니다.';

const requireLogin = () => new AppError(401, 'REQUIRE_LOGIN', REQUIRE_LOGIN_MESSAGE);
const forbidden = () => new AppError(403, 'FORBIDDEN', FORBIDDEN_MESSAGE);

/**
 * The signed-in caller of a route whose audience is not public. The access hook has already answered 401
 * to visitors there; the check here only keeps a handler of a public route from assuming a caller.
 */
export function signedInCaller(request: FastifyRequest): AuthUser {
  if (!request.user) throw requireLogin();
  return request.user;
}

function mayCall(user: AuthUser, declared: Exclude<RouteAccess, { audience: 'public' }>): boolean {
  switch (declared.audience) {
    case 'member':
      return true;
    case 'partner':
      return user.role === 'partner';
    case 'admin':
      return user.role === 'admin' && user.operatorRole !== null && (declared.permission === null || operatorMay(user.operatorRole, declared.permission));
  }
}

/**
 * Who may call at all: a visitor on a signed-in route is 401, a signed-in account of another role, or an
 * operator whose role lacks the route's permission, 403.
 */
function checkAudience(request: FastifyRequest, declared: RouteAccess): void {
  if (declared.audience === 'public') return;
  if (!mayCall(signedInCaller(request), declared)) throw forbidden();
}

/** Whose data it is, for a route that names one account's data: 404 when it does not exist, 403 when not the caller's. */
async function checkOwner(request: FastifyRequest, declared: RouteAccess): Promise<void> {
  if (declared.audience === 'public' || declared.audience === 'admin' || declared.owner === undefined || declared.owner === 'caller') return;
  const owner = await declared.owner.ownerOf(request);
  if (owner === null) throw notFound();
  if (owner !== signedInCaller(request).id) throw forbidden();
}

/** Access given to the routes of third-party plugins that cannot carry our route config, per instance. */
const pluginAccess = new WeakMap<object, RouteAccess>();

/**
 * Registers a third-party plugin (e.g. @fastify/static) whose routes cannot carry `config.access`: every
 * route it adds while `register` runs gets `access`.
 */
export async function withPluginAccess<T>(app: FastifyInstance, declared: RouteAccess, register: () => PromiseLike<T>): Promise<T> {
  pluginAccess.set(app, declared);
  try {
    return await register();
  } finally {
    pluginAccess.delete(app);
  }
}

function pluginAccessOf(instance: object): RouteAccess | undefined {
  for (let scope: object | null = instance; scope !== null; scope = Object.getPrototypeOf(scope) as object | null) {
    const declared = pluginAccess.get(scope);
    if (declared) return declared;
  }
  return undefined;
}

/**
 * Enforces each route's declared access in one place. A route that declares none fails at startup, so no
 * route can forget it. Who may call is checked as the request arrives, before its body is read or its input
 * validated: a visitor or another role learns nothing from the contract's answers. Whose data it is needs the
 * addressed id, so that check runs after the contract has validated the params (a preHandler), before the handler.
 */
async function accessPlugin(app: FastifyInstance) {
  const declaredRoutes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', () => declaredRoutes);

  app.addHook('onRoute', function declaredAccess(route) {
    const declared = (route.config as { access?: RouteAccess } | undefined)?.access ?? pluginAccessOf(this);
    if (!declared) {
      throw new Error(`${String(route.method)} ${route.url}: the route declares no access (config.access, see platform/access.ts)`);
    }
    route.config = { ...route.config, access: declared };
    for (const method of [route.method].flat()) declaredRoutes.push({ method, url: route.url, access: declared });
  });

  // Only the not-found handler has no route config; every route has an access (onRoute above).
  const declaredOf = (request: FastifyRequest) => (request.routeOptions.config as { access?: RouteAccess } | undefined)?.access;

  app.addHook('onRequest', async (request, reply) => {
    const declared = declaredOf(request);
    if (!declared) return;
    // Set first, for every answer of such a route (its refusals too); a handler may still name a stricter one.
    if (declared.audience !== 'public') reply.header('cache-control', OWN_DATA_CACHE);
    checkAudience(request, declared);
  });

  app.addHook('preHandler', async (request) => {
    const declared = declaredOf(request);
    if (declared) await checkOwner(request, declared);
  });
}

export default fp(accessPlugin, { name: 'access', dependencies: ['auth'] });
