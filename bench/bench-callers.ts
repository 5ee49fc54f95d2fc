/**
 * The two callers of the API benchmarks: a visitor with the cookies a browser has after its first call
 * (anonymous id, XSRF), and the demo member signed in (those cookies, the session cookies and the bearer token).
 */
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { XSRF_COOKIE } from '@minda/contracts/rules/auth-cookies';

/** The cookies a response sets, as a Cookie header. */
const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
const cookieValue = (cookies: string, name: string) => cookies.split('; ').find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);

export async function signIn(base: string) {
  const first = await fetch(`${base}${apiUrl(apiPaths.auth.user.href())}`);
  const visitorCookies = cookiesOf(first);
  const xsrf = decodeURIComponent(cookieValue(visitorCookies, XSRF_COOKIE) ?? '');
  const login = await fetch(`${base}${apiUrl(apiPaths.auth.token.href())}`, {
    method: 'PUT',
    headers: { cookie: visitorCookies, 'x-xsrf-token': xsrf, 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: 'member', password: 'minda1234!' }),
  });
  if (!login.ok) throw new Error(`demo member login failed: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const memberCookies = [visitorCookies, cookiesOf(login)].filter(Boolean).join('; ');
  return { visitor: { cookie: visitorCookies }, member: { cookie: memberCookies, authorization: `Bearer ${token}` } };
}

