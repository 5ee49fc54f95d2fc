import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OkSchema } from '@minda/contracts/envelope';
import { XSRF_COOKIE, XSRF_HEADER } from '@minda/contracts/rules/auth-cookies';
import { apiGet, apiRequest } from './api-client.ts';
import { ApiError } from './api-error.ts';

const token = vi.hoisted(() => ({ value: undefined as string | undefined, discarded: 0 }));
vi.mock('./access-token.ts', () => ({
  getAccessToken: async () => token.value,
  discardAccessToken: () => {
    token.discarded += 1;
    token.value = undefined;
  },
}));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  token.value = undefined;
  token.discarded = 0;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${XSRF_COOKIE}=; max-age=0; path=/`;
});

describe('apiRequest', () => {
  it('resolves to the envelope data and sends the query, token and accept header', async () => {
    token.value = 'tok';
    fetchMock.mockResolvedValueOnce(json(200, { data: { ok: true } }));
    await expect(apiGet<typeof OkSchema>('stay/search', { query: { cityCode: '001', page: 2 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/v2/stay/search?cityCode=001&page=2');
    expect(init?.headers).toMatchObject({ accept: 'application/json', authorization: 'Bearer tok' });
  });

  it('turns a failure body into an ApiError with the server code, Korean message and details', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { error: { code: 'VALIDATION_FAILED', message: '날짜를 확인해 주세요.', details: [{ path: 'query.checkInAt' }] } }));
    const error = await apiGet('stay/search').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: '날짜를 확인해 주세요.', details: [{ path: 'query.checkInAt' }] });
  });

  it('answers anything else that failed, or a success without data, with the temporary-failure text', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>502</html>', { status: 502 }));
    await expect(apiGet('stay/search')).rejects.toMatchObject({ status: 502, code: 'INTERNAL', message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' });
    fetchMock.mockResolvedValueOnce(json(500, { error: { code: 'NOT_A_CODE', message: 'x' } }));
    await expect(apiGet('stay/search')).rejects.toMatchObject({ code: 'INTERNAL' });
    fetchMock.mockResolvedValueOnce(json(200, { nothing: true }));
    await expect(apiGet('stay/search')).rejects.toMatchObject({ code: 'INTERNAL' });
  });

  it('says to check the connection when the request never reached the server', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiGet('stay/search')).rejects.toMatchObject({ status: 0, code: 'NETWORK', message: '네트워크 연결을 확인해 주세요.' });
  });

  it('forgets a refused token and tries once more without it', async () => {
    token.value = 'revoked';
    fetchMock.mockResolvedValueOnce(json(401, { error: { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' } }));
    fetchMock.mockResolvedValueOnce(json(200, { data: { ok: true } }));
    await expect(apiGet('member/reviews')).resolves.toEqual({ ok: true });
    expect(token.discarded).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![1]?.headers).not.toHaveProperty('authorization');
  });

  it('fetches the XSRF token with one GET before the first writes of a page that has none', async () => {
    document.cookie = `${XSRF_COOKIE}=; max-age=0; path=/`;
    fetchMock.mockImplementation(async (input) => {
      // The server sets the token on an API answer (pages carry no cookies, decision 030).
      if (String(input) === '/api/v2/auth/api/user') document.cookie = `${XSRF_COOKIE}=fresh-token; path=/`;
      return json(200, { data: { ok: true } });
    });
    await Promise.all([apiRequest('POST', 'stay/wish', { body: { goodsNo: 1001 } }), apiRequest('DELETE', 'stay/wish/1002')]);
    const sent = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    // One GET for both, before either write (the two writes may go in either order).
    expect([sent[0], ...sent.slice(1).sort()]).toEqual(['GET /api/v2/auth/api/user', 'DELETE /api/v2/stay/wish/1002', 'POST /api/v2/stay/wish']);
    expect(fetchMock.mock.calls.slice(1).map(([, init]) => (init?.headers as Record<string, string>)[XSRF_HEADER])).toEqual(['fresh-token', 'fresh-token']);
    // Once it has the token, a write goes straight out.
    await apiRequest('POST', 'stay/wish', { body: { goodsNo: 1003 } });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('sends the XSRF cookie as a header and the body as JSON on state-changing calls only', async () => {
    document.cookie = `${XSRF_COOKIE}=xsrf-value; path=/`;
    fetchMock.mockImplementation(async () => json(200, { data: { ok: true } }));
    await apiRequest('POST', 'stay/wish', { body: { goodsNo: 1001 } });
    const [, post] = fetchMock.mock.calls[0]!;
    expect(post?.headers).toMatchObject({ [XSRF_HEADER]: 'xsrf-value', 'content-type': 'application/json' });
    expect(post?.body).toBe(JSON.stringify({ goodsNo: 1001 }));
    await apiGet('stay/search');
    expect(fetchMock.mock.calls[1]![1]?.headers).not.toHaveProperty(XSRF_HEADER);
  });

  it('sends a write refused for its XSRF echo once more when the cookie changed meanwhile, and only then', async () => {
    const refused = () => json(403, { error: { code: 'XSRF_INVALID', message: '보안 토큰이 없거나 올바르지 않습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.' } });
    document.cookie = `${XSRF_COOKIE}=first-pair; path=/`;
    // Another first call of this browser answered after ours was sent, with a fresh pair.
    fetchMock.mockImplementationOnce(async () => {
      document.cookie = `${XSRF_COOKIE}=second-pair; path=/`;
      return refused();
    });
    fetchMock.mockResolvedValueOnce(json(200, { data: { ok: true } }));
    await expect(apiRequest('POST', 'stay/wish', { body: { goodsNo: 1001 } })).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)[XSRF_HEADER])).toEqual(['first-pair', 'second-pair']);

    // The same refusal with the cookie unchanged is the visitor's answer: no second try.
    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(refused());
    await expect(apiRequest('POST', 'stay/wish', { body: { goodsNo: 1001 } })).rejects.toMatchObject({ status: 403, code: 'XSRF_INVALID' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
