import type { z } from 'zod';
import { isErrorCode, type ErrorCode } from '@minda/contracts/error-codes';
import { apiUrl, withQuery } from '@minda/contracts/paths';
import { SESSION_EXPIRES_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@minda/contracts/rules/auth-cookies';
import { ApiError } from './api-error.ts';
import { discardAccessToken, getAccessToken } from './access-token.ts';
import { readCookie } from './cookies.ts';
import { noteSessionExpiry } from './session-expiry.ts';
import { ensureXsrfCookie } from './xsrf-cookie.ts';

export const TEMPORARY_FAILURE = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

/**
 * How requests leave: the browser's fetch, or on the server (entry-server.tsx) the server's own routes,
 * so a page rendered there gets the same answers a browser would.
 */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;
let apiFetch: ApiFetch = (url, init) => fetch(url, init);

export function setApiFetch(transport: ApiFetch): void {
  apiFetch = transport;
}

type Query = Parameters<typeof withQuery>[1];
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export type RequestOptions = {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Calls that must work for visitors skip the "require login" error when no token can be had. */
  ignoreLoginError?: boolean;
  /** Extra request headers (an Idempotency-Key for calls that move money). */
  headers?: Record<string, string>;
};

/** An envelope schema from contracts (`{ data: X }`), named only as a type: see apiRequest. */
type Envelope = z.ZodType<{ data: unknown }>;

/**
 * The one way the web app talks to /api/v2: paths and response types come from contracts, the bearer
 * token follows the spec's token rules, and every state-changing call carries the XSRF header.
 * Resolves to the envelope's `data`, typed by `S` (the envelope schema, imported with `import type`).
 * Responses are not parsed again here: the server serializes every response through the same schema, and
 * leaving zod out keeps it off the first screen (decision 011).
 */
export async function apiRequest<S extends Envelope>(method: Method, path: string, options: RequestOptions = {}): Promise<z.output<S>['data']> {
  let sent = await send(method, path, options);
  // A token that looked valid here but was refused (session revoked, server secret changed): forget it and
  // try once more, which fetches a fresh token from the session or goes on as a visitor.
  if (sent.withToken && sent.response.status === 401) {
    if ((await refusalCode(sent.response)) === 'UNAUTHORIZED') {
      discardAccessToken();
      sent = await send(method, path, options);
    }
  }
  // A write refused for its XSRF echo while the cookie changed meanwhile (another first call of this browser
  // got a fresh anonymous pair, or the refusal itself set one): the server acted on nothing, so send it once
  // more with the pair that stands, rather than telling the visitor to reload.
  if (sent.xsrf !== undefined && sent.response.status === 403 && readCookie(XSRF_COOKIE) !== sent.xsrf) {
    if ((await refusalCode(sent.response)) === 'XSRF_INVALID') sent = await send(method, path, options);
  }
  const { response } = sent;

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = errorOf(payload);
    if (error) throw new ApiError(response.status, error.code, error.message, error.details);
    throw new ApiError(response.status, 'INTERNAL', TEMPORARY_FAILURE);
  }
  if (!isEnvelope(payload)) throw new ApiError(response.status, 'INTERNAL', TEMPORARY_FAILURE);
  return payload.data as z.output<S>['data'];
}

/** The error code of a refusal, read from a copy so the answer's body can still be read after. */
async function refusalCode(response: Response): Promise<ErrorCode | undefined> {
  return errorOf(await response.clone().json().catch(() => undefined))?.code;
}

/** The `error` of a failure body (envelope.ts ErrorBodySchema), or undefined for anything else. */
function errorOf(payload: unknown): { code: ErrorCode; message: string; details?: unknown } | undefined {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return undefined;
  const { error } = payload;
  if (typeof error !== 'object' || error === null || !('code' in error) || !('message' in error)) return undefined;
  const { code, message } = error;
  if (!isErrorCode(code) || typeof message !== 'string') return undefined;
  return { code, message, ...('details' in error ? { details: error.details } : {}) };
}

function isEnvelope(payload: unknown): payload is { data: unknown } {
  return typeof payload === 'object' && payload !== null && 'data' in payload;
}

async function send(method: Method, path: string, options: RequestOptions): Promise<{ response: Response; withToken: boolean; xsrf?: string }> {
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  const token = await getAccessToken({ ignoreLoginError: options.ignoreLoginError ?? true });
  if (token) headers.authorization = `Bearer ${token}`;
  let xsrf: string | undefined;
  if (method !== 'GET') {
    await ensureXsrfCookie();
    xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER] = xsrf;
  }
  // A FormData body (an upload) goes as multipart, with the boundary the browser writes into its content type.
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await apiFetch(withQuery(apiUrl(path), options.query), {
      method,
      headers,
      credentials: 'same-origin',
      ...(options.body !== undefined ? { body: multipart ? (options.body as FormData) : JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', '네트워크 연결을 확인해 주세요.');
  }
  const sessionEnds = response.headers.get(SESSION_EXPIRES_HEADER);
  if (sessionEnds) noteSessionExpiry(sessionEnds);
  return { response, withToken: token !== undefined, ...(xsrf ? { xsrf } : {}) };
}

export const apiGet = <S extends Envelope>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<S>('GET', path, options);
