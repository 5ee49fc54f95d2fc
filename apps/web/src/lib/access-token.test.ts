import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_ENDPOINT } from '@minda/contracts/paths';
import {
  ACCESS_TOKEN_COOKIE,
  ACCESS_TOKEN_EXPIRE_COOKIE,
  ACCESS_TOKEN_REFRESH_MARGIN_MS,
  LOGGED_IN_COOKIE,
  REQUIRE_LOGIN_ERROR,
  TOKEN_REFRESH_FAILED_ERROR,
  XSRF_COOKIE,
} from '@minda/contracts/rules/auth-cookies';
import { createAccessTokenGetter, requestNewTokenFromServer, type AccessTokenEnv } from './access-token.ts';

const NOW = 1_800_000_000_000;

function fakeEnv(cookies: Record<string, string>, requestNewToken: AccessTokenEnv['requestNewToken'] = vi.fn(async () => 'fresh-token')) {
  const jar = new Map(Object.entries(cookies));
  const env = {
    readCookie: (name: string) => jar.get(name),
    deleteCookie: vi.fn((name: string) => void jar.delete(name)),
    now: () => NOW,
    requestNewToken: vi.fn(requestNewToken),
  };
  return { env, jar };
}

const loggedIn = (token: string, expire: number) => ({
  [LOGGED_IN_COOKIE]: '1',
  [ACCESS_TOKEN_COOKIE]: token,
  [ACCESS_TOKEN_EXPIRE_COOKIE]: String(expire),
});

describe('getAccessToken (spec 2 §6.1 token rules)', () => {
  it('without the logged-in marker removes the token cookies and sends no token', async () => {
    const { env, jar } = fakeEnv({ [ACCESS_TOKEN_COOKIE]: 'stale', [ACCESS_TOKEN_EXPIRE_COOKIE]: String(NOW + 600_000) });
    const get = createAccessTokenGetter(env);
    await expect(get({ ignoreLoginError: false })).resolves.toBeUndefined();
    expect(jar.has(ACCESS_TOKEN_COOKIE)).toBe(false);
    expect(jar.has(ACCESS_TOKEN_EXPIRE_COOKIE)).toBe(false);
    expect(env.requestNewToken).not.toHaveBeenCalled();
  });

  it('reuses a token that is not close to expiry', async () => {
    const { env } = fakeEnv(loggedIn('cookie-token', NOW + ACCESS_TOKEN_REFRESH_MARGIN_MS + 1000));
    const get = createAccessTokenGetter(env);
    await expect(get({ ignoreLoginError: false })).resolves.toBe('cookie-token');
    expect(env.requestNewToken).not.toHaveBeenCalled();
  });

  it('refreshes a token within the margin of its expiry', async () => {
    const { env } = fakeEnv(loggedIn('old-token', NOW + ACCESS_TOKEN_REFRESH_MARGIN_MS - 1));
    const get = createAccessTokenGetter(env);
    await expect(get({ ignoreLoginError: false })).resolves.toBe('fresh-token');
    expect(env.requestNewToken).toHaveBeenCalledTimes(1);
  });

  it('refreshes when the token cookies are missing or unreadable', async () => {
    const cases: Record<string, string>[] = [{ [LOGGED_IN_COOKIE]: '1' }, loggedIn('t', Number.NaN), { [LOGGED_IN_COOKIE]: '1', [ACCESS_TOKEN_EXPIRE_COOKIE]: String(NOW + 3_600_000) }];
    for (const cookies of cases) {
      const { env } = fakeEnv(cookies);
      await expect(createAccessTokenGetter(env)({ ignoreLoginError: false })).resolves.toBe('fresh-token');
    }
  });

  it('raises "require login" (cause: "Failed to get new access token") when the refresh fails', async () => {
    const { env } = fakeEnv({ [LOGGED_IN_COOKIE]: '1' }, async () => {
      throw new Error(TOKEN_REFRESH_FAILED_ERROR);
    });
    const error = await createAccessTokenGetter(env)({ ignoreLoginError: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(REQUIRE_LOGIN_ERROR);
    expect(((error as Error).cause as Error).message).toBe(TOKEN_REFRESH_FAILED_ERROR);
  });

  it('treats an answer without a token as a failure too', async () => {
    const { env } = fakeEnv({ [LOGGED_IN_COOKIE]: '1' }, async () => undefined);
    await expect(createAccessTokenGetter(env)({ ignoreLoginError: false })).rejects.toThrow(REQUIRE_LOGIN_ERROR);
  });

  it('gives no token instead of an error when the caller ignores login errors', async () => {
    const { env } = fakeEnv({ [LOGGED_IN_COOKIE]: '1' }, async () => {
      throw new Error('network down');
    });
    await expect(createAccessTokenGetter(env)({ ignoreLoginError: true })).resolves.toBeUndefined();
  });

  it('shares one refresh between concurrent callers, and starts a new one afterwards', async () => {
    let resolve!: (token: string) => void;
    const { env } = fakeEnv({ [LOGGED_IN_COOKIE]: '1' }, () => new Promise<string>((r) => (resolve = r)));
    const get = createAccessTokenGetter(env);
    const calls = [get({ ignoreLoginError: false }), get({ ignoreLoginError: true }), get({ ignoreLoginError: false })];
    expect(env.requestNewToken).toHaveBeenCalledTimes(1);
    resolve('shared-token');
    await expect(Promise.all(calls)).resolves.toEqual(['shared-token', 'shared-token', 'shared-token']);
    void get({ ignoreLoginError: true });
    expect(env.requestNewToken).toHaveBeenCalledTimes(2);
  });

  it('lets each concurrent caller decide about a shared failure', async () => {
    let reject!: (e: Error) => void;
    const { env } = fakeEnv({ [LOGGED_IN_COOKIE]: '1' }, () => new Promise<string>((_, r) => (reject = r)));
    const get = createAccessTokenGetter(env);
    const strict = get({ ignoreLoginError: false });
    const lenient = get({ ignoreLoginError: true });
    reject(new Error(TOKEN_REFRESH_FAILED_ERROR));
    await expect(strict).rejects.toThrow(REQUIRE_LOGIN_ERROR);
    await expect(lenient).resolves.toBeUndefined();
    expect(env.requestNewToken).toHaveBeenCalledTimes(1);
  });
});

describe('requestNewTokenFromServer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = `${XSRF_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('POSTs the legacy endpoint with the XSRF header and returns its accessToken', async () => {
    document.cookie = `${XSRF_COOKIE}=nonce.mac; Path=/`;
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, accessToken: 'from-server' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(requestNewTokenFromServer()).resolves.toBe('from-server');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(ACCESS_TOKEN_ENDPOINT);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('nonce.mac');
  });

  it('fails with "Failed to get new access token" on {success:false}', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: false }), { status: 401 })));
    await expect(requestNewTokenFromServer()).rejects.toThrow(TOKEN_REFRESH_FAILED_ERROR);
  });
});
