import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiPaths, apiUrl, ACCESS_TOKEN_ENDPOINT } from '@minda/contracts/paths';
import {
  ACCESS_TOKEN_COOKIE,
  ACCESS_TOKEN_EXPIRE_COOKIE,
  LOGGED_IN_COOKIE,
  SESSION_COOKIE,
  XSRF_COOKIE,
} from '@minda/contracts/rules/auth-cookies';
import { sessions, users } from '../../db/schema/users.ts';
import { signAccessToken } from '../../platform/access-token.ts';
import { ANON_COOKIE, XSRF_INVALID_MESSAGE } from '../../platform/xsrf.ts';
import { cookieHeader, loginAs, updateJar, visitorHeaders } from '../../test/login-as.ts';
import { putSignUp, queuedSignupCode, REQUIRED_CONSENTS, verifiedEmailToken } from '../../test/sign-up.ts';
import { setupTestApp, TEST_SECRET } from '../../test/test-app.ts';

const t = setupTestApp();

const TOKEN_URL = apiUrl(apiPaths.auth.token.href());
const USER_URL = apiUrl(apiPaths.auth.user.href());
const REGISTER_URL = apiUrl(apiPaths.auth.register.href());

type Cookie = { name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string; maxAge?: number };
const cookiesOf = (res: LightMyRequestResponse) => new Map((res.cookies as Cookie[]).map((c) => [c.name, c]));

/** A distinct client address per test, so the per-address counter of one test never spills into another. */
let ipSeq = 10;
const nextIp = () => `10.0.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

async function putLogin(headers: Record<string, string>, body: unknown, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'PUT', url: TOKEN_URL, headers, payload: body as object, remoteAddress });
}

type Registration = { loginId: string; password: string; nickname: string; email: string };
/** A sign-up as the form sends it (e-mail verified, required consents), each call from its own address unless told otherwise: sign-ups are throttled per address. */
const putRegister = (headers: Record<string, string>, body: Registration, remoteAddress = nextIp()) => putSignUp(t.app, body, { headers, remoteAddress });
/** The register call with exactly this body. */
const putRegisterBody = (headers: Record<string, string>, body: object, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'PUT', url: REGISTER_URL, headers, payload: body, remoteAddress });

let regSeq = 0;
/** A new member, registered from `ip` (their session, and so a known address, starts there). */
async function registerFresh(password = 'travel2024', ip = nextIp()) {
  const loginId = `tester${Date.now().toString(36)}${regSeq++}`;
  const v = await visitorHeaders(t.app);
  const res = await putRegister(v, { loginId, password, nickname: '테스터', email: `${loginId}@example.com` }, ip);
  expect(res.statusCode).toBe(200);
  return { loginId, password };
}

const LOGIN_FAILED = { code: 'LOGIN_FAILED', message: '아이디 또는 비밀번호가 일치하지 않습니다.' };
const PAIR_OR_ADDRESS_BLOCKED = (minutes: number) => ({
  code: 'TOO_MANY_ATTEMPTS',
  message: `로그인 시도가 너무 많아 이 기기에서의 로그인이 잠시 제한됩니다. ${minutes}분 후 다시 시도해 주세요.`,
});
const ACCOUNT_UNDER_ATTACK = {
  code: 'TOO_MANY_ATTEMPTS',
  message: '이 아이디로 로그인 실패가 너무 많아 잠시 제한됩니다. 평소 로그인하던 기기에서 다시 시도하거나 잠시 후 다시 시도해 주세요.',
};

describe('login (PUT auth/token)', () => {
  it('sets the session, marker, token and XSRF cookies, and the token identifies the user', async () => {
    const v = await visitorHeaders(t.app);
    const res = await putLogin(v, { loginId: 'member', password: 'minda1234!' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.user).toMatchObject({ loginId: 'member', nickName: '여행자', role: 'member', unreadInquiryCount: 2 }); // the two seeded conversations end with an unread partner answer
    expect(typeof body.data.accessToken).toBe('string');
    expect(body.data.accessTokenExpire).toBeGreaterThan(Date.now() + (t.config.accessTokenTtlSeconds - 5) * 1000);

    const c = cookiesOf(res);
    expect(c.get(SESSION_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(c.get(SESSION_COOKIE)?.maxAge).toBe(t.config.sessionTtlDays * 24 * 3600);
    expect(c.get(LOGGED_IN_COOKIE)).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(c.get(LOGGED_IN_COOKIE)?.httpOnly).toBeFalsy();
    expect(c.get(LOGGED_IN_COOKIE)?.maxAge).toBe(c.get(SESSION_COOKIE)?.maxAge);
    expect(c.get(ACCESS_TOKEN_COOKIE)?.value).toBe(body.data.accessToken);
    expect(c.get(ACCESS_TOKEN_COOKIE)?.httpOnly).toBeFalsy();
    expect(c.get(ACCESS_TOKEN_EXPIRE_COOKIE)?.value).toBe(String(body.data.accessTokenExpire));
    expect(c.get(ACCESS_TOKEN_EXPIRE_COOKIE)?.httpOnly).toBeFalsy();
    // A new XSRF token: the binding moved from the anonymous id to the session.
    expect(c.get(XSRF_COOKIE)?.value).toBeTruthy();
    expect(c.get(XSRF_COOKIE)?.value).not.toBe(v['x-xsrf-token']);

    const me = await t.app.inject({ url: USER_URL, headers: { authorization: `Bearer ${body.data.accessToken}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ loginId: 'member', nickName: '여행자', role: 'member' });
  });

  it('stores only a hash of the session cookie', async () => {
    const v = await visitorHeaders(t.app);
    const res = await putLogin(v, { loginId: 'member', password: 'minda1234!' });
    const cookieValue = cookiesOf(res).get(SESSION_COOKIE)!.value;
    const rows = await t.db.select().from(sessions).where(eq(sessions.id, cookieValue));
    expect(rows).toHaveLength(0);
  });

  it('answers visitors with a null user and gives them an XSRF token and an anonymous id', async () => {
    const res = await t.app.inject({ url: USER_URL });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
    const c = cookiesOf(res);
    expect(c.get(XSRF_COOKIE)?.httpOnly).toBeFalsy();
    expect(c.get(ANON_COOKIE)?.httpOnly).toBe(true);
  });

  it('logs in the partner and admin demo accounts with their roles', async () => {
    for (const [loginId, role] of [['partner', 'partner'], ['admin', 'admin']] as const) {
      const { headers } = await loginAs(t.app, loginId);
      const me = await t.app.inject({ url: USER_URL, headers });
      expect(me.json().data.role).toBe(role);
    }
  });

  it('answers an unknown id and a wrong password alike, without a failure count', async () => {
    const { loginId } = await registerFresh();
    const v = await visitorHeaders(t.app);
    const wrong = await putLogin(v, { loginId, password: 'wrong-password1' }, nextIp());
    const unknown = await putLogin(v, { loginId: 'nobody-here', password: 'whatever1' }, nextIp());
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: LOGIN_FAILED });
    }
  });

  it('takes as long for an unknown id as for a wrong password', async () => {
    const { loginId } = await registerFresh();
    const v = await visitorHeaders(t.app);
    const timed = async (body: { loginId: string; password: string }) => {
      const started = performance.now();
      const res = await putLogin(v, body, nextIp());
      expect(res.statusCode).toBe(401);
      return performance.now() - started;
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so a slow moment of a busy machine hits both sides; compared by their medians.
    for (let i = 0; i < 7; i++) {
      wrong.push(await timed({ loginId, password: `wrong-password${i}` }));
      unknown.push(await timed({ loginId: `nobody${i}x`, password: `wrong-password${i}` }));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const [a, b] = [median(wrong), median(unknown)];
    expect(Math.max(a, b) / Math.min(a, b)).toBeLessThan(2);
  });

  it('validates the body with the contract messages', async () => {
    const v = await visitorHeaders(t.app);
    const res = await putLogin(v, { loginId: '', password: '' }, nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.message).toMatch(/입력해 주세요/);
  });
});

/** A throttle's 429 says in Retry-After how many seconds are left: at most `seconds`, less only by the test's own run time. */
function expectRetryAfter(res: { headers: Record<string, unknown> }, seconds: number) {
  const header = Number(res.headers['retry-after']);
  expect(header).toBeLessThanOrEqual(seconds);
  expect(header).toBeGreaterThan(seconds - 60);
}

describe('login throttling', () => {
  it('after 5 wrong passwords blocks that address for that account only: the owner elsewhere still gets in', async () => {
    const { loginId, password } = await registerFresh();
    const v = await visitorHeaders(t.app);
    const attacker = nextIp();
    for (let n = 1; n <= 5; n++) {
      const res = await putLogin(v, { loginId, password: `nope-${n}x` }, attacker);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: LOGIN_FAILED });
    }
    const sixth = await putLogin(v, { loginId, password }, attacker);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: PAIR_OR_ADDRESS_BLOCKED(15) });
    expectRetryAfter(sixth, 15 * 60);

    // The owner, from an address of their own, is not locked out.
    expect((await putLogin(await visitorHeaders(t.app), { loginId, password }, nextIp())).statusCode).toBe(200);
    // The attacker's address may still try other accounts (until the per-address limit).
    expect((await putLogin(await visitorHeaders(t.app), { loginId: 'member', password: 'minda1234!' }, attacker)).statusCode).toBe(200);

    // Fifteen minutes later (moved back in the table) that address may try this account again.
    await t.db.execute(
      sql`update login_throttle set locked_until = now() - interval '1 second', window_started_at = now() - interval '16 minutes' where key = ${`pair:${attacker}|${loginId}`}`,
    );
    expect((await putLogin(await visitorHeaders(t.app), { loginId, password }, attacker)).statusCode).toBe(200);
  });

  it('starts the pair afresh after a successful login', async () => {
    const { loginId, password } = await registerFresh();
    const ip = nextIp();
    for (let n = 1; n <= 4; n++) expect((await putLogin(await visitorHeaders(t.app), { loginId, password: `bad-one-${n}` }, ip)).statusCode).toBe(401);
    expect((await putLogin(await visitorHeaders(t.app), { loginId, password }, ip)).statusCode).toBe(200);
    for (let n = 1; n <= 5; n++) expect((await putLogin(await visitorHeaders(t.app), { loginId, password: `bad-two-${n}` }, ip)).statusCode).toBe(401);
    expect((await putLogin(await visitorHeaders(t.app), { loginId, password }, ip)).statusCode).toBe(429);
  });

  it('cannot be bypassed by many attempts at once from one address', async () => {
    const { loginId, password } = await registerFresh();
    const v = await visitorHeaders(t.app);
    const ip = nextIp();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => putLogin(v, { loginId, password: `parallel-${i}` }, ip)));
    const wrong = results.filter((r) => r.statusCode === 401);
    const blocked = results.filter((r) => r.statusCode === 429);
    expect(wrong.length).toBeLessThanOrEqual(5);
    expect(wrong.length + blocked.length).toBe(12);
    expect((await putLogin(v, { loginId, password }, ip)).statusCode).toBe(429);
    expect((await putLogin(await visitorHeaders(t.app), { loginId, password }, nextIp())).statusCode).toBe(200);
  });

  it('blocks an address after 20 failures in 10 minutes, whatever the account', async () => {
    const v = await visitorHeaders(t.app);
    const ip = nextIp();
    for (let i = 0; i < 20; i++) {
      const res = await putLogin(v, { loginId: `ghost${i}`, password: 'whatever1' }, ip);
      expect(res.json()).toEqual({ error: LOGIN_FAILED });
    }
    const blocked = await putLogin(v, { loginId: 'member', password: 'minda1234!' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: PAIR_OR_ADDRESS_BLOCKED(10) });
    expectRetryAfter(blocked, 10 * 60);
    // Another address is unaffected.
    expect((await putLogin(v, { loginId: 'member', password: 'minda1234!' }, nextIp())).statusCode).toBe(200);
  });

  it('does not count successful logins against the address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 22; i++) {
      const res = await putLogin(await visitorHeaders(t.app), { loginId: 'member', password: 'minda1234!' }, ip);
      expect(res.statusCode).toBe(200);
    }
  });

  it('past 100 failures an hour on one account lets in only a clean address the account has signed in from', async () => {
    const home = nextIp();
    const { loginId, password } = await registerFresh('travel2024', home);
    const attacker = nextIp();
    expect((await putLogin(await visitorHeaders(t.app), { loginId, password: 'guess-0001' }, attacker)).statusCode).toBe(401);
    // As if 99 more guesses had come from many other addresses within the hour.
    await t.db.execute(sql`update login_throttle set failures = 100, locked_until = now() + interval '1 hour' where key = ${`acct:${loginId}`}`);

    const fromNewAddress = await putLogin(await visitorHeaders(t.app), { loginId, password }, nextIp());
    expect(fromNewAddress.statusCode).toBe(429);
    expect(fromNewAddress.json()).toEqual({ error: ACCOUNT_UNDER_ATTACK });
    expectRetryAfter(fromNewAddress, 60 * 60);
    // The attacker's address signed in before? No, and it has failures: refused even with the right password.
    expect((await putLogin(await visitorHeaders(t.app), { loginId, password }, attacker)).json()).toEqual({ error: ACCOUNT_UNDER_ATTACK });
    // The owner at home gets in.
    expect((await putLogin(await visitorHeaders(t.app), { loginId, password }, home)).statusCode).toBe(200);

    // An id nobody has gets the very same answer past the ceiling.
    await t.db.execute(sql`insert into login_throttle (key, failures, window_started_at, locked_until) values ('acct:nobody-at-all', 100, now(), now() + interval '1 hour')`);
    const ghost = await putLogin(await visitorHeaders(t.app), { loginId: 'nobody-at-all', password }, nextIp());
    expect(ghost.statusCode).toBe(429);
    expect(ghost.json()).toEqual({ error: ACCOUNT_UNDER_ATTACK });
  });
});

describe('register (PUT auth/register)', () => {
  it('answers invalid input with the contract messages', async () => {
    const v = await visitorHeaders(t.app);
    const short = await putRegisterBody(v, { loginId: 'newbie01', password: 'abc1', nickname: '새내기', email: 'newbie@example.com' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBe('VALIDATION_FAILED');
    expect(short.json().error.details).toContainEqual({ path: 'body.password', message: '비밀번호는 8자 이상이어야 합니다.' });

    const bad = await putRegisterBody(v, { loginId: '1x', password: 'abcdefgh', nickname: '가', email: 'not-an-email' });
    const messages = (bad.json().error.details as { path: string; message: string }[]).map((d) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        '아이디는 영문 소문자로 시작하는 4~20자의 영문 소문자, 숫자, _ . - 조합이어야 합니다.',
        '비밀번호에 숫자를 포함해 주세요.',
        '닉네임은 2자 이상이어야 합니다.',
        '이메일 형식이 올바르지 않습니다.',
      ]),
    );
  });

  it('creates a member and logs them in', async () => {
    const v = await visitorHeaders(t.app);
    const res = await putRegister(v, { loginId: 'NewTraveler', password: 'seoul2025', nickname: '새 여행자', email: 'new@example.com' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.user).toMatchObject({ loginId: 'newtraveler', nickName: '새 여행자', role: 'member', profileImage: null });
    expect(cookiesOf(res).get(SESSION_COOKIE)?.httpOnly).toBe(true);
    const me = await t.app.inject({ url: USER_URL, headers: { authorization: `Bearer ${body.data.accessToken}` } });
    expect(me.json().data.loginId).toBe('newtraveler');
    // And the password works for a normal login.
    const again = await putLogin(await visitorHeaders(t.app), { loginId: 'newtraveler', password: 'seoul2025' }, nextIp());
    expect(again.statusCode).toBe(200);
  });

  it('allows 5 sign-up attempts an hour per address, taken ids included', async () => {
    const ip = nextIp();
    const v = await visitorHeaders(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const loginId = i % 2 === 0 ? 'member' : `burst${Date.now().toString(36)}${i}`;
      statuses.push((await putRegister(v, { loginId, password: 'another123', nickname: '연속가입', email: `b${i}@example.com` }, ip)).statusCode);
    }
    expect(statuses).toEqual([409, 200, 409, 200, 409]);
    const sixth = await putRegister(v, { loginId: `burst${Date.now().toString(36)}x`, password: 'another123', nickname: '연속가입', email: 'b6@example.com' }, ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: { code: 'TOO_MANY_ATTEMPTS', message: '회원가입 시도가 너무 많습니다. 60분 후 다시 시도해 주세요.' } });
    expectRetryAfter(sixth, 60 * 60);
    // Another address may sign up.
    const other = await putRegister(v, { loginId: `burst${Date.now().toString(36)}y`, password: 'another123', nickname: '연속가입', email: 'b7@example.com' }, nextIp());
    expect(other.statusCode).toBe(200);
  });

  it('refuses a sign-up without the required consents or the age-14 confirmation, in Korean', async () => {
    const v = await visitorHeaders(t.app);
    const email = 'consents@example.com';
    const base = { loginId: 'noconsent01', password: 'seoul2025', nickname: '동의안함', email, emailVerificationToken: await verifiedEmailToken(t.app, email) };

    const none = await putRegisterBody(v, base);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details).toContainEqual({ path: 'body.consents', message: '이용약관에 동의해 주세요.' });

    const partly = await putRegisterBody(v, { ...base, consents: { terms: false, privacy: true, age14: false, marketing: true } });
    expect(partly.statusCode).toBe(400);
    expect(partly.json().error.details).toEqual(
      expect.arrayContaining([
        { path: 'body.consents.terms', message: '이용약관에 동의해 주세요.' },
        { path: 'body.consents.age14', message: '만 14세 이상만 가입할 수 있습니다.' },
      ]),
    );
    const noPrivacy = await putRegisterBody(v, { ...base, consents: { terms: true, privacy: false, age14: true } });
    expect(noPrivacy.json().error.details).toEqual([{ path: 'body.consents.privacy', message: '개인정보 수집 및 이용에 동의해 주세요.' }]);

    // The token was not spent by the refused attempts: with the consents the sign-up goes through.
    const agreed = await putRegisterBody(v, { ...base, consents: REQUIRED_CONSENTS });
    expect(agreed.statusCode).toBe(200);
  });

  it('refuses a sign-up whose e-mail was not verified, or verified for another address, and takes a token once', async () => {
    const v = await visitorHeaders(t.app);
    const body = { loginId: 'unverified01', password: 'seoul2025', nickname: '미인증', email: 'unverified@example.com', consents: REQUIRED_CONSENTS };
    const without = await putRegisterBody(v, body);
    expect(without.statusCode).toBe(400);
    expect(without.json().error.details).toEqual([{ path: 'body.emailVerificationToken', message: '이메일 인증을 완료해 주세요.' }]);

    const EMAIL_NOT_VERIFIED = { code: 'EMAIL_NOT_VERIFIED', message: '이메일 인증이 만료되었거나 다른 주소의 인증입니다. 이메일 인증을 다시 해 주세요.' };
    const othersToken = await verifiedEmailToken(t.app, 'someone-else@example.com');
    const other = await putRegisterBody(v, { ...body, emailVerificationToken: othersToken });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ error: EMAIL_NOT_VERIFIED });
    const made = await t.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'unverified01'));
    expect(made).toEqual([]);

    const token = await verifiedEmailToken(t.app, 'Unverified@Example.com');
    expect((await putRegisterBody(v, { ...body, emailVerificationToken: token })).statusCode).toBe(200);
    const again = await putRegisterBody(v, { ...body, loginId: 'unverified02', emailVerificationToken: token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: EMAIL_NOT_VERIFIED });
  });

  it('mails a 6-digit code for the address and trades only the right one for the token', async () => {
    const v = await visitorHeaders(t.app);
    const ip = nextIp();
    const email = 'code-check@example.com';
    const sent = await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.auth.signupEmailCode.href()), headers: v, payload: { email: 'Code-Check@example.com' }, remoteAddress: ip });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ data: { message: '인증번호 6자리를 이메일로 보냈습니다. 10분 안에 입력해 주세요.', expiresInSeconds: 600 } });
    const code = await queuedSignupCode(t.app, email);
    expect(code).toMatch(/^\d{6}$/);

    const verify = (payload: object) => t.app.inject({ method: 'POST', url: apiUrl(apiPaths.auth.signupEmailVerify.href()), headers: v, payload, remoteAddress: ip });
    const wrong = await verify({ email, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: { code: 'AUTH_CODE_INVALID', message: '인증번호가 올바르지 않거나 만료되었습니다. 인증번호를 다시 받아 주세요.' } });
    const malformed = await verify({ email, code: '12ab' });
    expect(malformed.json().error.details).toEqual([{ path: 'body.code', message: '인증번호 6자리 숫자를 입력해 주세요.' }]);
    const right = await verify({ email, code });
    expect(right.statusCode).toBe(200);
    expect(right.json().data.expiresInSeconds).toBe(1800);
    // A code verifies once.
    expect((await verify({ email, code })).statusCode).toBe(400);
  });

  it('records when the required consents were given and the address verified; marketing becomes the profile consent', async () => {
    const v = await visitorHeaders(t.app);
    const res = await putSignUp(t.app, { loginId: 'consented01', password: 'seoul2025', nickname: '동의함', email: 'consented@example.com', consents: { ...REQUIRED_CONSENTS, marketing: true } }, { headers: v, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.loginId, 'consented01'));
    for (const at of [row?.termsAgreedAt, row?.privacyAgreedAt, row?.age14ConfirmedAt, row?.emailVerifiedAt]) expect(at).toBeInstanceOf(Date);
    const profile = await t.app.inject({ url: apiUrl(apiPaths.members.profile.href()), headers: { authorization: `Bearer ${res.json().data.accessToken}` } });
    expect(profile.json().data.marketing).toMatchObject({ email: true, sms: true });

    const plain = await putRegister(v, { loginId: 'consented02', password: 'seoul2025', nickname: '필수만', email: 'consented2@example.com' });
    const plainProfile = await t.app.inject({ url: apiUrl(apiPaths.members.profile.href()), headers: { authorization: `Bearer ${plain.json().data.accessToken}` } });
    expect(plainProfile.json().data.marketing).toEqual({ email: false, sms: false, emailAgreedAt: null, smsAgreedAt: null });
  });

  it('refuses a login id that is taken', async () => {
    const v = await visitorHeaders(t.app);
    const res = await putRegister(v, { loginId: 'Member', password: 'another123', nickname: '중복', email: 'dup@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'LOGIN_ID_TAKEN', message: '이미 사용 중인 아이디입니다.' });
  });
});

describe('refresh and the legacy token endpoint', () => {
  it('POST auth/token turns a live session into a new access token', async () => {
    const { headers } = await loginAs(t.app, 'member');
    const { authorization: _omit, ...cookieOnly } = headers;
    const res = await t.app.inject({ method: 'POST', url: TOKEN_URL, headers: cookieOnly });
    expect(res.statusCode).toBe(200);
    const token = res.json().data.accessToken as string;
    expect(cookiesOf(res).get(ACCESS_TOKEN_COOKIE)?.value).toBe(token);
    const me = await t.app.inject({ url: USER_URL, headers: { authorization: `Bearer ${token}` } });
    expect(me.json().data.loginId).toBe('member');
  });

  it('POST auth/token without a session is 401 REQUIRE_LOGIN', async () => {
    const v = await visitorHeaders(t.app);
    const res = await t.app.inject({ method: 'POST', url: TOKEN_URL, headers: v });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('REQUIRE_LOGIN');
  });

  it('the legacy endpoint answers {success, accessToken} without the envelope and sets the token cookies', async () => {
    const { headers } = await loginAs(t.app, 'member');
    const { authorization: _omit, ...cookieOnly } = headers;
    const res = await t.app.inject({ method: 'POST', url: ACCESS_TOKEN_ENDPOINT, headers: cookieOnly });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ success: true, accessToken: expect.any(String) });
    const c = cookiesOf(res);
    expect(c.get(ACCESS_TOKEN_COOKIE)?.value).toBe(body.accessToken);
    expect(Number(c.get(ACCESS_TOKEN_EXPIRE_COOKIE)?.value)).toBeGreaterThan(Date.now());
    const me = await t.app.inject({ url: USER_URL, headers: { authorization: `Bearer ${body.accessToken}` } });
    expect(me.json().data.loginId).toBe('member');
  });

  it('the legacy endpoint answers {success:false} with 401 for visitors, and needs the XSRF header', async () => {
    const v = await visitorHeaders(t.app);
    const res = await t.app.inject({ method: 'POST', url: ACCESS_TOKEN_ENDPOINT, headers: v });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false });

    const { headers } = await loginAs(t.app, 'member');
    const noXsrf = await t.app.inject({ method: 'POST', url: ACCESS_TOKEN_ENDPOINT, headers: { cookie: headers.cookie! } });
    expect(noXsrf.statusCode).toBe(403);
    expect(noXsrf.json().error.code).toBe('XSRF_INVALID');
  });
});

describe('logout (DELETE auth/token)', () => {
  it('revokes the session: the old token, refresh and the legacy endpoint all fail afterwards', async () => {
    const { headers } = await loginAs(t.app, 'member');
    const res = await t.app.inject({ method: 'DELETE', url: TOKEN_URL, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    const c = cookiesOf(res);
    for (const name of [SESSION_COOKIE, LOGGED_IN_COOKIE, ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_EXPIRE_COOKIE]) {
      expect(c.get(name)?.value, name).toBe('');
      expect(c.get(name)?.maxAge, name).toBe(0);
    }
    const freshXsrf = c.get(XSRF_COOKIE)?.value;
    expect(freshXsrf).toBeTruthy();

    const me = await t.app.inject({ url: USER_URL, headers: { authorization: headers.authorization! } });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe('UNAUTHORIZED');

    const { authorization: _omit, ...cookieOnly } = headers;
    const refresh = await t.app.inject({ method: 'POST', url: TOKEN_URL, headers: cookieOnly });
    expect(refresh.statusCode).toBe(401);
    const legacy = await t.app.inject({ method: 'POST', url: ACCESS_TOKEN_ENDPOINT, headers: cookieOnly });
    expect(legacy.json()).toEqual({ success: false });

    // The browser after logout: anonymous again, and the fresh XSRF token works for the next login.
    const jar = new Map<string, string>();
    for (const part of headers.cookie!.split('; ')) {
      const [k, ...rest] = part.split('=');
      jar.set(k!, decodeURIComponent(rest.join('=')));
    }
    updateJar(jar, res);
    expect(jar.has(SESSION_COOKIE)).toBe(false);
    const relogin = await putLogin({ cookie: cookieHeader(jar), 'x-xsrf-token': freshXsrf! }, { loginId: 'member', password: 'minda1234!' });
    expect(relogin.statusCode).toBe(200);
  });
});

describe('XSRF protection', () => {
  it('refuses PUT auth/token without the header, or with a wrong one', async () => {
    const v = await visitorHeaders(t.app);
    const missing = await putLogin({ cookie: v.cookie! }, { loginId: 'member', password: 'minda1234!' });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ error: { code: 'XSRF_INVALID', message: XSRF_INVALID_MESSAGE } });
    expect(XSRF_INVALID_MESSAGE).toBe('보안 토큰이 없거나 올바르지 않습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.');

    const wrong = await putLogin({ ...v, 'x-xsrf-token': `${v['x-xsrf-token']}x` }, { loginId: 'member', password: 'minda1234!' });
    expect(wrong.statusCode).toBe(403);

    // Header equal to the cookie but minted for another browser (another anonymous id).
    const other = await visitorHeaders(t.app);
    const foreignCookie = v.cookie!.replace(/XSRF-TOKEN=[^;]+/, `XSRF-TOKEN=${other['x-xsrf-token']}`);
    const foreign = await putLogin({ cookie: foreignCookie, 'x-xsrf-token': other['x-xsrf-token']! }, { loginId: 'member', password: 'minda1234!' });
    expect(foreign.statusCode).toBe(403);
  });

  it('binds the token to the session: the pre-login token no longer works after login', async () => {
    const v = await visitorHeaders(t.app);
    const { headers } = await loginAs(t.app, 'member');
    const sessionPart = headers.cookie!.split('; ').find((p) => p.startsWith(`${SESSION_COOKIE}=`))!;
    const mixed = `${sessionPart}; ${v.cookie}`;
    const res = await t.app.inject({ method: 'DELETE', url: TOKEN_URL, headers: { cookie: mixed, 'x-xsrf-token': v['x-xsrf-token']! } });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a wish POST without the header before looking at the body', async () => {
    const { headers } = await loginAs(t.app, 'member');
    const url = apiUrl(apiPaths.wishes.stays.href());
    const missing = await t.app.inject({ method: 'POST', url, headers: { authorization: headers.authorization!, cookie: headers.cookie! }, payload: { goodsNo: 'not-a-number' } });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe('XSRF_INVALID');
    const wrong = await t.app.inject({ method: 'POST', url, headers: { ...headers, 'x-xsrf-token': 'abc.def' }, payload: { goodsNo: 1 } });
    expect(wrong.statusCode).toBe(403);
    const right = await t.app.inject({ method: 'POST', url, headers, payload: { goodsNo: 'not-a-number' } });
    expect(right.statusCode).not.toBe(403);
  });

  it('re-issues the cookie on GET only when the current one is not valid', async () => {
    const v = await visitorHeaders(t.app);
    const again = await t.app.inject({ url: USER_URL, headers: { cookie: v.cookie! } });
    expect(cookiesOf(again).has(XSRF_COOKIE)).toBe(false);
    // A visitor's repeated ask of a cached answer is sent as stored, before any cookie is looked at (the public
    // cache's fast path): the long way is the one that checks and re-issues. A write with a broken cookie is
    // refused with a fresh one, which the web app's client then echoes once more.
    t.app.publicCache.clear();
    const broken = await t.app.inject({ url: USER_URL, headers: { cookie: v.cookie!.replace(/XSRF-TOKEN=[^;]+/, 'XSRF-TOKEN=forged.value') } });
    expect(cookiesOf(broken).get(XSRF_COOKIE)?.value).toMatch(/^[\w-]+\.[\w-]+$/);
  });
});

describe('bearer tokens', () => {
  it('answers a tampered, malformed or expired token with 401 UNAUTHORIZED', async () => {
    const { headers } = await loginAs(t.app, 'member');
    const token = headers.authorization!.slice('Bearer '.length);
    const [body, sig] = token.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forgedBody = Buffer.from(JSON.stringify({ ...payload, role: 'admin' })).toString('base64url');
    const expired = signAccessToken(TEST_SECRET, { ...payload, exp: Date.now() - 1000 });
    for (const bad of [`Bearer ${forgedBody}.${sig}`, `Bearer ${token.slice(0, -2)}xx`, 'Bearer', 'Basic abc', `Bearer ${expired}`]) {
      const res = await t.app.inject({ url: USER_URL, headers: { authorization: bad } });
      expect(res.statusCode, bad).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
      expect(res.json().error.message).toMatch(/[가-힣]/);
    }
  });

  it('refuses a valid signature whose session expired', async () => {
    const { headers } = await loginAs(t.app, 'member');
    const token = headers.authorization!.slice('Bearer '.length);
    const sid = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).sid as string;
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, sid));
    const res = await t.app.inject({ url: USER_URL, headers: { authorization: headers.authorization! } });
    expect(res.statusCode).toBe(401);
  });

  it('still lets a browser holding a stale token log in again', async () => {
    const { headers } = await loginAs(t.app, 'member');
    await t.app.inject({ method: 'DELETE', url: TOKEN_URL, headers });
    const v = await visitorHeaders(t.app);
    const res = await putLogin({ ...v, authorization: headers.authorization! }, { loginId: 'member', password: 'minda1234!' });
    expect(res.statusCode).toBe(200);
  });
});
