import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { XSRF_COOKIE } from '@minda/contracts/rules/auth-cookies';
import { readCookie } from './cookies.ts';

let priming: Promise<void> | null = null;

/**
 * Pages carry no cookies (they may sit in a shared cache, decision 030); the server sets the XSRF token on
 * API answers only. A page rendered by the server may have made no API call yet when the visitor first
 * taps a heart or logs in, so a state-changing call without the token first makes one cheap GET, shared by
 * concurrent callers, to receive it.
 */
export async function ensureXsrfCookie(): Promise<void> {
  if (readCookie(XSRF_COOKIE)) return;
  priming ??= fetch(apiUrl(apiPaths.auth.user.href()), { headers: { accept: 'application/json' }, credentials: 'same-origin' })
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      priming = null;
    });
  await priming;
}
