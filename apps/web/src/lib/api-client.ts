import type { z } from 'zod';
import { ErrorBodySchema } from '@minda/contracts/envelope';
import { apiUrl, withQuery } from '@minda/contracts/paths';
import { XSRF_COOKIE, XSRF_HEADER } from '@minda/contracts/rules/auth-cookies';
import { ApiError } from './api-error.ts';
import { discardAccessToken, getAccessToken } from './access-token.ts';
import { readCookie } from './cookies.ts';

type Query = Parameters<typeof withQuery>[1];
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export type RequestOptions = {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Calls that must work for visitors skip the "require login" error when no token can be had. */
  ignoreLoginError?: boolean;
};

/**
 * The one way the web app talks to /api/v2: paths and response schemas come from contracts, the bearer
 * token follows the spec's token rules, and every state-changing call carries the XSRF header.
 * Resolves to the envelope's `data`, parsed by `schema` (the whole envelope schema from contracts).
 */
export async function apiRequest<S extends z.ZodType<{ data: unknown }>>(
  method: Method,
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>['data']> {
  let sent = await send(method, path, options);
  // A token that looked valid here but was refused (session revoked, server secret changed): forget it and
  // try once more, which fetches a fresh token from the session or goes on as a visitor.
  if (sent.withToken && sent.response.status === 401) {
    const refused = ErrorBodySchema.safeParse(await sent.response.clone().json().catch(() => undefined));
    if (refused.success && refused.data.error.code === 'UNAUTHORIZED') {
      discardAccessToken();
      sent = await send(method, path, options);
    }
  }
  const { response } = sent;

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ErrorBodySchema.safeParse(payload);
    if (parsed.success) throw new ApiError(response.status, parsed.data.error.code, parsed.data.error.message, parsed.data.error.details);
    throw new ApiError(response.status, 'INTERNAL', '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.');
  }
  return schema.parse(payload).data;
}

async function send(method: Method, path: string, options: RequestOptions): Promise<{ response: Response; withToken: boolean }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = await getAccessToken({ ignoreLoginError: options.ignoreLoginError ?? true });
  if (token) headers.authorization = `Bearer ${token}`;
  if (method !== 'GET') {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER] = xsrf;
  }
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(withQuery(apiUrl(path), options.query), {
      method,
      headers,
      credentials: 'same-origin',
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', '네트워크 연결을 확인해 주세요.');
  }
  return { response, withToken: token !== undefined };
}

export const apiGet = <S extends z.ZodType<{ data: unknown }>>(path: string, schema: S, options?: Omit<RequestOptions, 'body'>) =>
  apiRequest('GET', path, schema, options);
