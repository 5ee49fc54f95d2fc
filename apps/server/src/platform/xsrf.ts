import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@minda/contracts/paths';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@minda/contracts/rules/auth-cookies';
import type { Config } from '../config.ts';
import { errorBody } from './errors.ts';
import { sessionIdFromCookie } from './session.ts';

/**
 * Signed double-submit XSRF protection bound to the caller:
 * the readable cookie XSRF-TOKEN is `<nonce>.<hmac(secret, binding, nonce)>`, where the binding is the
 * session id when a session cookie exists and otherwise an anonymous id kept in the httpOnly `minda_anon`
 * cookie. A token minted for one binding is useless for another, so a cookie planted by a sibling
 * subdomain (or one from before login) cannot be replayed. Mutations must echo it in X-XSRF-TOKEN.
 */
export const ANON_COOKIE = 'minda_anon';
export const XSRF_INVALID_MESSAGE = '보안 토큰이 없거나 올바르지 않습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PROTECTED_PREFIXES = [`${API_PREFIX}/`, '/cust/ajax/'];
/** Cookie lifetime: long enough to outlive a browser restart, like the session itself. */
const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export type XsrfOptions = { config: Config; secret: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'exempt' for the few routes a third party posts to: a payment provider's server, or the browser coming
     * back from the provider's window (a cross-site form POST that cannot carry our header or, SameSite=Lax,
     * our cookies). Such a route must act on no session: it authenticates its input itself (a signed proof,
     * a shared secret) and changes nothing a replay could abuse.
     */
    xsrf?: 'exempt';
  }
}

function mac(secret: string, binding: string, nonce: string): string {
  return createHmac('sha256', secret).update(`xsrf.${binding}.${nonce}`).digest('base64url');
}

export function mintXsrfToken(secret: string, binding: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${mac(secret, binding, nonce)}`;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function isXsrfTokenValid(secret: string, binding: string, token: string | undefined): boolean {
  if (!token) return false;
  const dot = token.indexOf('.');
  if (dot <= 0 || dot === token.length - 1) return false;
  return safeEqual(token.slice(dot + 1), mac(secret, binding, token.slice(0, dot)));
}

export const sessionBinding = (sessionCookieValue: string) => `s:${sessionIdFromCookie(sessionCookieValue)}`;
const anonBinding = (anonId: string) => `a:${anonId}`;

function setXsrfCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(XSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure: config.cookieSecure, httpOnly: false, maxAge: COOKIE_MAX_AGE_SECONDS });
}

/** The anonymous id of this browser, creating (and setting) one when it has none yet. */
function ensureAnonId(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const existing = request.cookies[ANON_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing)) return existing;
  const id = randomBytes(18).toString('base64url');
  reply.setCookie(ANON_COOKIE, id, { path: '/', sameSite: 'lax', secure: config.cookieSecure, httpOnly: true, maxAge: COOKIE_MAX_AGE_SECONDS });
  // Later calls within this request (logout) must see the same id.
  request.cookies[ANON_COOKIE] = id;
  return id;
}

/** Login / register: the binding becomes the new session, so the response carries a token for it. */
export function rebindXsrfToSession(reply: FastifyReply, opts: XsrfOptions, sessionCookieValue: string): void {
  setXsrfCookie(reply, opts.config, mintXsrfToken(opts.secret, sessionBinding(sessionCookieValue)));
}

/** Logout: back to the anonymous binding. */
export function rebindXsrfToAnonymous(request: FastifyRequest, reply: FastifyReply, opts: XsrfOptions): void {
  const anonId = ensureAnonId(request, reply, opts.config);
  setXsrfCookie(reply, opts.config, mintXsrfToken(opts.secret, anonBinding(anonId)));
}

/**
 * Only API calls get the anonymous id and XSRF cookies: the web app's api-client makes a GET before its
 * first state-changing call when it has no token yet (lib/xsrf-cookie.ts). Pages, static files and images
 * are cached (shared caches included, decision 030), so a cookie on them would be handed to every visitor.
 */
function carriesCookies(rawPath: string): boolean {
  return PROTECTED_PREFIXES.some((p) => rawPath.startsWith(p) || rawPath === p.slice(0, -1));
}

function isProtected(request: FastifyRequest): boolean {
  if (!MUTATING.has(request.method)) return false;
  if ((request.routeOptions.config as { xsrf?: 'exempt' } | undefined)?.xsrf === 'exempt') return false;
  const rawPath = request.url.split('?')[0] ?? '';
  const routeUrl = request.routeOptions.url ?? '';
  return PROTECTED_PREFIXES.some((p) => rawPath.startsWith(p) || routeUrl.startsWith(p) || rawPath === p.slice(0, -1));
}

async function xsrfPlugin(app: FastifyInstance, opts: XsrfOptions) {
  const { config, secret } = opts;
  // onRequest: before body parsing and validation, so a forged mutation is refused whatever its body.
  app.addHook('onRequest', async (request, reply) => {
    // A protected mutation is checked whatever its path looks like (the route may match an odd spelling).
    if (!carriesCookies(request.url.split('?')[0] ?? '') && !isProtected(request)) return;
    const sessionValue = request.cookies[SESSION_COOKIE];
    const binding = sessionValue ? sessionBinding(sessionValue) : anonBinding(ensureAnonId(request, reply, config));
    const cookieToken = request.cookies[XSRF_COOKIE];
    const cookieValid = isXsrfTokenValid(secret, binding, cookieToken);
    if (!cookieValid) setXsrfCookie(reply, config, mintXsrfToken(secret, binding));

    if (!isProtected(request)) return;
    const header = request.headers[XSRF_HEADER.toLowerCase()];
    const headerValue = Array.isArray(header) ? header[0] : header;
    if (!cookieValid || !cookieToken || !headerValue || !safeEqual(headerValue, cookieToken)) {
      return reply.status(403).type('application/json; charset=utf-8').send(errorBody('XSRF_INVALID', XSRF_INVALID_MESSAGE));
    }
  });
}

export default fp(xsrfPlugin, { name: 'xsrf', dependencies: ['@fastify/cookie'] });
