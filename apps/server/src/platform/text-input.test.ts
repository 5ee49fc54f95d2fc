import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@minda/contracts/paths';
import { loginAs, visitorHeaders, type LoggedIn } from '../test/login-as.ts';
import { setupTestApp } from '../test/test-app.ts';

const t = setupTestApp();

const CONTROL = '입력값에 사용할 수 없는 제어 문자가 들어 있습니다.';
const BIDI = '글자 방향을 바꾸는 특수 문자나 깨진 글자는 쓸 수 없습니다.';

const register = (nickname: string, loginId: string) => ({ loginId, password: 'travel2024', nickname, email: `${loginId}@example.com` });

/** [method, url, body, where the bad character is] */
const CASES: [string, string, object | undefined, string][] = [
  ['GET', '/api/v2/main/search/citiesAndStays?searchInput=%00', undefined, 'querystring.searchInput'],
  ['GET', '/api/v2/main/search/citiesAndHotels?searchInput=%ED%8C%8C%EB%A6%AC%1B', undefined, 'querystring.searchInput'],
  ['GET', '/api/v2/main/search/citiesAndTourTickets?searchInput=a%07', undefined, 'querystring.searchInput'],
  ['GET', '/api/v2/main/search/total?keyword=%00&searchCls=all', undefined, 'querystring.keyword'],
  ['GET', '/api/v2/content/pages/%00', undefined, 'params.slug'],
  ['GET', '/api/v2/community/tripbuddy%7F/posts', undefined, 'params.boardId'],
  ['GET', '/api/v2/main/stays/cityThemes/paris%00', undefined, 'params.slug'],
  ['GET', '/api/v2/stay/search?cityCode=%00', undefined, 'querystring.cityCode'],
  ['GET', '/api/v2/main/banners/pc?x%00=1', undefined, 'querystring'],
  ['PUT', '/api/v2/auth/token', { loginId: 'member\u0000', password: 'minda1234!' }, 'body.loginId'],
  ['PUT', '/api/v2/auth/token', { loginId: 'member', password: 'minda\u00001234!' }, 'body.password'],
  ['PUT', '/api/v2/auth/register', register('여행\u0000자', 'nulnick01'), 'body.nickname'],
  ['PUT', '/api/v2/auth/register', { ...register('여행자', 'nulmail01'), email: 'a\u0008@example.com' }, 'body.email'],
  ['POST', '/api/v2/common/notification/stay/log', { category: '101001001', categoryName: '파리\u001F' }, 'body.categoryName'],
];

describe('text inputs refuse control characters on every route', () => {
  it.each(CASES)('%s %s', async (method, url, body, where) => {
    const headers = method === 'GET' ? {} : await visitorHeaders(t.app);
    const res = await t.app.inject({ method: method as 'GET', url, headers, ...(body ? { payload: body } : {}) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: CONTROL, details: [{ path: where, message: CONTROL }] } });
  });

  it('keeps tab and new lines, and a clean search still answers', async () => {
    const res = await t.app.inject({ url: '/api/v2/main/search/citiesAndStays?searchInput=%ED%8C%8C%EB%A6%AC%09' });
    expect(res.statusCode).toBe(200);
  });
});

describe('names refuse direction overrides and lone surrogates', () => {
  it.each(['abc\u202Edcb', '\u2066관리자\u2069', '운영\u200F자', '여행\uD800자'])('register refuses the nickname %j', async (nickname) => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/v2/auth/register', headers: await visitorHeaders(t.app), payload: register(nickname, 'bidinick01') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: BIDI } });
  });
});

describe('what the operator and other people read refuses them too, with the same message', () => {
  let member: LoggedIn;
  beforeAll(async () => {
    member = await loginAs(t.app, 'member');
  });

  it.each(['ab\u202Ecd', '여행\uD800자'])('a nickname change to %j', async (nickname) => {
    const res = await t.call('PATCH', apiPaths.members.profile.href(), member.headers, { nickname });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: BIDI } });
  });

  it.each([
    ['a title with an override', '환불 \u202E문의', '환불 일정이 궁금해서 문의드립니다.'],
    ['a title with a lone surrogate', '환불 문의\uD800', '환불 일정이 궁금해서 문의드립니다.'],
    ['a text hiding an override', '환불 문의', '환불 계좌는 \u202E1234-5678\u202C 입니다.'],
  ])('a 1:1 inquiry with %s', async (_case, title, content) => {
    const res = await t.call('POST', apiPaths.members.inquiries.href(), member.headers, { category: 'refund', title, content });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: BIDI } });
  });
});
