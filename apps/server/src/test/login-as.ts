import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { apiUrl, apiPaths } from '@minda/contracts/paths';
import { XSRF_COOKIE } from '@minda/contracts/rules/auth-cookies';

export type CallerHeaders = Record<string, string>;
export type LoggedIn = { headers: CallerHeaders; userId: number };

/** name → value of every cookie a response sets (cleared ones included, with an empty value). */
export function responseCookies(res: LightMyRequestResponse): Map<string, string> {
  const jar = new Map<string, string>();
  for (const c of res.cookies as { name: string; value: string }[]) jar.set(c.name, c.value);
  return jar;
}

/** Merges a response's Set-Cookie into a jar, dropping cleared cookies. */
export function updateJar(jar: Map<string, string>, res: LightMyRequestResponse): Map<string, string> {
  for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
    const cleared = c.value === '' || c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now());
    if (cleared) jar.delete(c.name);
    else jar.set(c.name, c.value);
  }
  return jar;
}

export const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');

/** Headers of an anonymous browser: its cookies (anonymous id, XSRF) and the matching X-XSRF-TOKEN. */
export async function visitorHeaders(app: FastifyInstance): Promise<CallerHeaders> {
  const res = await app.inject({ method: 'GET', url: apiUrl(apiPaths.auth.user.href()) });
  const jar = updateJar(new Map(), res);
  const xsrf = jar.get(XSRF_COOKIE);
  if (!xsrf) throw new Error('visitorHeaders: the server set no XSRF cookie');
  return { cookie: cookieHeader(jar), 'x-xsrf-token': xsrf };
}

/**
 * Logs in through the real endpoints (GET for the XSRF cookie, then PUT auth/token) and returns headers to
 * spread into `app.inject` calls: bearer token, the browser's cookies (session, anonymous id, XSRF, token
 * cookies) and the X-XSRF-TOKEN header bound to the new session.
 */
export async function loginAs(
  app: FastifyInstance,
  loginId: string,
  password = 'minda1234!',
  options: { remoteAddress?: string; cookies?: Record<string, string> } = {},
): Promise<LoggedIn> {
  const first = await app.inject({ method: 'GET', url: apiUrl(apiPaths.auth.user.href()) });
  const jar = updateJar(new Map(Object.entries(options.cookies ?? {})), first);
  const res = await app.inject({
    method: 'PUT',
    url: apiUrl(apiPaths.auth.token.href()),
    headers: { cookie: cookieHeader(jar), 'x-xsrf-token': jar.get(XSRF_COOKIE) ?? '' },
    payload: { loginId, password },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`loginAs(${loginId}) failed: ${res.statusCode} ${res.body}`);
  updateJar(jar, res);
  const body = res.json() as { data: { accessToken: string; user: { id: number } } };
  return {
    headers: {
      authorization: `Bearer ${body.data.accessToken}`,
      cookie: cookieHeader(jar),
      'x-xsrf-token': jar.get(XSRF_COOKIE) ?? '',
    },
    userId: body.data.user.id,
  };
}

/** The seeded member, a second member and an anonymous visitor: for showing that wishes and likes are per caller. */
export async function loginTwoMembersAndVisitor(app: FastifyInstance, otherMember = 'traveler01') {
  return { a: await loginAs(app, 'member'), b: await loginAs(app, otherMember), visitor: await visitorHeaders(app) };
}
