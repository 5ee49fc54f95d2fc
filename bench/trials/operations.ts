/**
 * The app's operations as the trials see them (read from its own OpenAPI document), the callers they are
 * tried as, and one way to send a request and judge its answer.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { IDEMPOTENCY_HEADER } from '../../apps/server/src/platform/idempotency.ts';
import { loginAs, visitorHeaders, type CallerHeaders } from '../../apps/server/src/test/login-as.ts';
import type { Schema } from './schema-values.ts';

export type Param = { name: string; schema: Schema; required: boolean };
export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, with {name} for each path parameter. */
  path: string;
  pathParams: Param[];
  query: Param[];
  body: Schema | null;
  secured: boolean;
};

type OpenApiOperation = {
  parameters?: { in: string; name: string; schema: Schema; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: unknown[];
};

/** Every operation of the app's OpenAPI document (`app.swagger()`, after ready). */
export function operationsOf(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => {
      const params = (where: string) => (op.parameters ?? []).filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema, required: p.required ?? false }));
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: params('path'),
        query: params('query'),
        body: op.requestBody?.content['application/json']?.schema ?? null,
        secured: Boolean(op.security?.length),
      };
    }),
  );
}

export const isMutation = (op: Operation) => op.method !== 'GET';

/** The URL of `op` with path values and query values, each already percent-encoded (or deliberately not). */
export function urlOf(op: Operation, path: Record<string, string>, query: [string, string][]): string {
  const filled = op.path.replace(/\{(\w+)\}/g, (_, name: string) => path[name] ?? '1');
  return query.length ? `${filled}?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : filled;
}

export type Role = 'visitor' | 'member' | 'partner' | 'admin';
export type Caller = { role: Role; loginId: string | null; headers: CallerHeaders; userId: number | null };

let logins = 0;

/**
 * A visitor with the cookies of a browser's first call, or a seeded account logged in through the real
 * endpoints, each login from an address of its own: the trials' failed logins lock the device they came from.
 */
export async function callerOf(app: FastifyInstance, role: Role, loginId: string | null): Promise<Caller> {
  if (!loginId) return { role, loginId, headers: await visitorHeaders(app), userId: null };
  logins += 1;
  const { headers, userId } = await loginAs(app, loginId, undefined, { remoteAddress: `10.55.${logins >> 8}.${logins & 255}` });
  return { role, loginId, headers, userId };
}

/** Whether the caller's session still holds (a trial may have logged it out); logs in again when it does not. */
export async function keepSignedIn(app: FastifyInstance, caller: Caller): Promise<boolean> {
  if (!caller.loginId) return true;
  const res = await app.inject({ method: 'GET', url: apiUrl(apiPaths.auth.user.href()), headers: caller.headers });
  if ((res.json() as { data: { id: number } | null }).data?.id === caller.userId) return true;
  Object.assign(caller, await callerOf(app, caller.role, caller.loginId));
  return false;
}

export type Sent = { method: Operation['method']; url: string; payload?: string; contentType?: string };

/** Sends `req` as the web client would: the caller's cookies and XSRF header, and on a change a fresh Idempotency-Key. */
export function send(app: FastifyInstance, caller: Caller, req: Sent): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {
    ...caller.headers,
    ...(req.method !== 'GET' ? { [IDEMPOTENCY_HEADER]: randomUUID() } : {}),
    ...(req.contentType ? { 'content-type': req.contentType } : {}),
  };
  return app.inject({ method: req.method, url: req.url, headers, ...(req.payload !== undefined ? { payload: req.payload } : {}) });
}

const HANGUL = /[\uAC00-\uD7A3]/;

/**
 * What is wrong with a 4xx answer's body, if anything: every refusal is `{error:{code,message}}` in Korean,
 * except on the pages a browser is sent to (the test gateway's payment window), which refuse with a Korean page.
 */
export function refusalFault(res: LightMyRequestResponse): string | null {
  if (String(res.headers['content-type']).startsWith('text/html') && HANGUL.test(res.body)) return null;
  let body: { error?: { code?: unknown; message?: unknown } };
  try {
    body = res.json();
  } catch {
    return `not JSON (${res.headers['content-type'] ?? 'no content-type'}): ${res.body.slice(0, 80)}`;
  }
  if (typeof body.error?.code !== 'string') return `no error.code: ${res.body.slice(0, 80)}`;
  if (typeof body.error.message !== 'string' || !HANGUL.test(body.error.message)) return `message not Korean: ${String(body.error.message).slice(0, 80)}`;
  return null;
}

/** The error code of an answer, if it carries one. */
export function errorCode(res: LightMyRequestResponse): string {
  try {
    return String((res.json() as { error?: { code?: string } }).error?.code ?? '-');
  } catch {
    return '-';
  }
}
