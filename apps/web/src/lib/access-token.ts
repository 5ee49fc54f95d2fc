import type { AccessTokenRefreshResponse } from '@minda/contracts/auth';
import { ACCESS_TOKEN_ENDPOINT } from '@minda/contracts/paths';
import {
  ACCESS_TOKEN_COOKIE,
  ACCESS_TOKEN_EXPIRE_COOKIE,
  ACCESS_TOKEN_REFRESH_MARGIN_MS,
  LOGGED_IN_COOKIE,
  REQUIRE_LOGIN_ERROR,
  TOKEN_REFRESH_FAILED_ERROR,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@minda/contracts/rules/auth-cookies';
import { deleteCookie, readCookie } from './cookies.ts';
import { ensureXsrfCookie } from './xsrf-cookie.ts';

/** What the token rules need from the browser; tests pass fakes. */
export type AccessTokenEnv = {
  readCookie: (name: string) => string | undefined;
  deleteCookie: (name: string) => void;
  now: () => number;
  /** Asks the legacy endpoint for a new token; rejects (or resolves undefined) when there is none to be had. */
  requestNewToken: () => Promise<string | undefined>;
};

export type GetAccessToken = (options: { ignoreLoginError: boolean }) => Promise<string | undefined>;

/**
 * The token rules of spec 2 §6.1:
 * 1. No logged-in marker cookie → the token cookies are removed and no token is sent (a visitor).
 * 2. Marker + accessToken + accessTokenExpire not within ACCESS_TOKEN_REFRESH_MARGIN_MS of expiry → that token.
 * 3. Otherwise a new token from POST /cust/ajax/ajax_set_access_token.php. Concurrent callers share one
 *    request. When it fails: Error('require login') (cause: 'Failed to get new access token'), or no token
 *    when the caller asked to ignore login errors.
 */
export function createAccessTokenGetter(env: AccessTokenEnv): GetAccessToken {
  let inFlight: Promise<string | undefined> | null = null;

  const refresh = () => {
    inFlight ??= env
      .requestNewToken()
      .then((token) => {
        if (!token) throw new Error(TOKEN_REFRESH_FAILED_ERROR);
        return token;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return async ({ ignoreLoginError }) => {
    if (!env.readCookie(LOGGED_IN_COOKIE)) {
      env.deleteCookie(ACCESS_TOKEN_COOKIE);
      env.deleteCookie(ACCESS_TOKEN_EXPIRE_COOKIE);
      return undefined;
    }
    const token = env.readCookie(ACCESS_TOKEN_COOKIE);
    const expire = Number(env.readCookie(ACCESS_TOKEN_EXPIRE_COOKIE));
    if (token && Number.isFinite(expire) && expire - env.now() > ACCESS_TOKEN_REFRESH_MARGIN_MS) return token;

    try {
      return await refresh();
    } catch (cause) {
      if (ignoreLoginError) return undefined;
      const secondary = cause instanceof Error && cause.message === TOKEN_REFRESH_FAILED_ERROR ? cause : new Error(TOKEN_REFRESH_FAILED_ERROR, { cause });
      throw new Error(REQUIRE_LOGIN_ERROR, { cause: secondary });
    }
  };
}

/** The legacy endpoint: a live session cookie becomes a fresh token (the server also sets the token cookies). */
export async function requestNewTokenFromServer(): Promise<string | undefined> {
  const headers: Record<string, string> = { accept: 'application/json' };
  await ensureXsrfCookie();
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  const response = await fetch(ACCESS_TOKEN_ENDPOINT, { method: 'POST', headers, credentials: 'same-origin' });
  const body = (await response.json().catch(() => undefined)) as Partial<AccessTokenRefreshResponse> | undefined;
  if (!response.ok || body?.success !== true || typeof body.accessToken !== 'string' || !body.accessToken) throw new Error(TOKEN_REFRESH_FAILED_ERROR);
  return body.accessToken;
}

export const getAccessToken: GetAccessToken = createAccessTokenGetter({
  readCookie,
  deleteCookie,
  now: () => Date.now(),
  requestNewToken: requestNewTokenFromServer,
});

/**
 * Forgets the token cookies so the next getAccessToken asks the server again: used when the API answers
 * 401 UNAUTHORIZED to a token that looked fine here (session revoked, server secret changed).
 */
export function discardAccessToken(): void {
  deleteCookie(ACCESS_TOKEN_COOKIE);
  deleteCookie(ACCESS_TOKEN_EXPIRE_COOKIE);
}
