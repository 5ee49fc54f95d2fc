import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { apiPaths, apiUrl, withQuery } from '@minda/contracts/paths';
import { SESSION_COOKIE } from '@minda/contracts/rules/auth-cookies';
import { operatorSecondFactors, sessions } from '../../db/schema/users.ts';
import { sessionIdFromCookie } from '../../platform/session.ts';
import { loginAs, visitorHeaders } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';

const t = setupTestApp();
const me = apiUrl(apiPaths.admin.me.href());

describe('GET admin/auth/user: the signed-in operator', () => {
  it('names the role and what it lets the operator do', async () => {
    const { headers } = await loginAs(t.app, 'catalogue-admin');
    const res = await t.app.inject({ method: 'GET', url: me, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { id: expect.any(Number), loginId: 'catalogue-admin', nickname: '상품 운영 담당', role: 'catalogue', roleLabel: '상품 운영', permissions: ['catalogue.write'], secondFactor: false },
    });
    const support = (await t.app.inject({ method: 'GET', url: me, headers: (await loginAs(t.app, 'support-admin')).headers })).json();
    expect(support.data.permissions).toEqual(['bookings.read', 'bookings.write', 'inquiries.answer']);
  });

  it('gives the super operator every permission', async () => {
    const res = await t.app.inject({ method: 'GET', url: me, headers: (await loginAs(t.app, 'admin')).headers });
    expect(res.json().data).toMatchObject({ loginId: 'admin', role: 'super', roleLabel: '최고 관리자' });
    expect(res.json().data.permissions).toEqual(
      expect.arrayContaining(['operators.manage', 'audit.read', 'catalogue.write', 'content.write', 'reviews.moderate', 'bookings.read', 'bookings.write', 'inquiries.answer', 'refunds.manage', 'settlements.manage']),
    );
  });

  it('is 401 for a visitor and 403 for a member or a partner', async () => {
    expect((await t.app.inject({ method: 'GET', url: me, headers: await visitorHeaders(t.app) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: me, headers: (await loginAs(t.app, 'member')).headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: me, headers: (await loginAs(t.app, 'partner')).headers })).statusCode).toBe(403);
  });
});

describe("an operator outside a route's permission", () => {
  it('is refused with the Korean 403 before the input is read', async () => {
    const { headers } = await loginAs(t.app, 'catalogue-admin');
    // A cancel without its reason would be a 400 for an operator who may cancel.
    const cancel = await t.app.inject({ method: 'DELETE', url: apiUrl(apiPaths.admin.booking.href(1)), headers });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json()).toEqual({ error: { code: 'FORBIDDEN', message: '이 기능을 사용할 권한이 없습니다.' } });
    const support = await loginAs(t.app, 'support-admin');
    const allowed = await t.app.inject({ method: 'DELETE', url: apiUrl(apiPaths.admin.booking.href(1)), headers: support.headers });
    expect([allowed.statusCode, allowed.json().error.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('lets finance read bookings and refunds but not cancel, and support cancel but not touch refunds', async () => {
    const finance = (await loginAs(t.app, 'finance-admin')).headers;
    const support = (await loginAs(t.app, 'support-admin')).headers;
    const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: apiUrl(url), headers }).then((r) => r.statusCode);
    expect(await get(withQuery(apiPaths.admin.bookings.href(), { tab: 'upcoming' }), finance)).toBe(200);
    expect(await get(apiPaths.admin.refunds.href(), finance)).toBe(200);
    expect(await get(apiPaths.admin.refunds.href(), support)).toBe(403);
    expect(await get(apiPaths.admin.inquiries.href(), finance)).toBe(403);
    expect(await get(apiPaths.admin.inquiries.href(), support)).toBe(200);
  });
});

describe('operators managed by a super operator (admin/users)', () => {
  const users = apiPaths.admin.users.href();
  const adminLogin = async (loginId: string, password: string) =>
    t.app.inject({ method: 'POST', url: apiUrl(apiPaths.admin.login.href()), headers: await visitorHeaders(t.app), payload: { loginId, password } });

  it('creates an operator who signs in to the back office with that role, recorded in the audit log', async () => {
    const { headers } = await loginAs(t.app, 'admin');
    const res = await t.call('POST', users, headers, { loginId: 'New.Helper', password: 'helper1234!', nickname: '새 지원 담당', role: 'support' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ loginId: 'new.helper', nickname: '새 지원 담당', role: 'support', roleLabel: '고객 지원', active: true, deactivatedAt: null });
    const login = await adminLogin('new.helper', 'helper1234!');
    expect(login.statusCode).toBe(200);
    const signedIn = await loginAs(t.app, 'new.helper', 'helper1234!');
    expect((await t.app.inject({ method: 'GET', url: me, headers: signedIn.headers })).json().data.role).toBe('support');
    const log = await t.get(apiPaths.admin.audit.href(), { targetType: 'operator', targetId: String(res.json().data.id) }, headers);
    expect(log.json().data.content).toMatchObject([{ action: 'operator.create', actionLabel: '운영자 추가', changes: [{ field: 'role', before: null, after: '고객 지원' }] }]);
  });

  it('refuses a taken id and bad input in Korean, saving nothing', async () => {
    const { headers } = await loginAs(t.app, 'admin');
    const taken = await t.call('POST', users, headers, { loginId: 'member', password: 'helper1234!', nickname: '중복', role: 'content' });
    expect([taken.statusCode, taken.json().error.message]).toEqual([409, '이미 사용 중인 아이디입니다.']);
    const bad = await t.call('POST', users, headers, { loginId: '한글아이디', password: 'short', nickname: 'x', role: 'boss' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('아이디는 영문 소문자로 시작하는 4~20자의 영문 소문자, 숫자, _ . - 조합이어야 합니다.');
    const list = await t.get(users, { q: '중복' }, headers);
    expect(list.json().data.totalElements).toBe(0);
  });

  it("changes a role, which the operator's live session follows at once", async () => {
    const { headers } = await loginAs(t.app, 'admin');
    const created = (await t.call('POST', users, headers, { loginId: 'role.shift', password: 'shift1234!', nickname: '역할 변경', role: 'support' })).json().data;
    const operator = await loginAs(t.app, 'role.shift', 'shift1234!');
    const refunds = () => t.get(apiPaths.admin.refunds.href(), {}, operator.headers).then((r) => r.statusCode);
    expect(await refunds()).toBe(403);
    const changed = await t.call('PATCH', apiPaths.admin.user.href(created.id), headers, { role: 'finance' });
    expect(changed.json().data).toMatchObject({ role: 'finance', roleLabel: '정산·재무' });
    expect(await refunds()).toBe(200);
    expect((await t.get(apiPaths.admin.inquiries.href(), {}, operator.headers)).statusCode).toBe(403);
  });

  it('takes an operator out with a reason: the session ends and the login says why; brought back, they sign in again', async () => {
    const { headers } = await loginAs(t.app, 'admin');
    const created = (await t.call('POST', users, headers, { loginId: 'leaving.op', password: 'leave1234!', nickname: '퇴사 예정', role: 'content' })).json().data;
    const operator = await loginAs(t.app, 'leaving.op', 'leave1234!');
    const noReason = await t.call('PATCH', apiPaths.admin.user.href(created.id), headers, { active: false });
    expect(noReason.statusCode).toBe(400);
    const out = await t.call('PATCH', apiPaths.admin.user.href(created.id), headers, { active: false, reason: '퇴사' });
    expect(out.json().data).toMatchObject({ active: false, deactivatedAt: expect.any(String) });
    expect((await t.app.inject({ method: 'GET', url: me, headers: operator.headers })).statusCode).toBe(401);
    const refused = await adminLogin('leaving.op', 'leave1234!');
    expect([refused.statusCode, refused.json().error.message]).toEqual([403, '사용이 중지된 운영자 계정입니다. 최고 관리자에게 문의해 주세요.']);
    const inactive = await t.get(users, { status: 'inactive', q: 'leaving' }, headers);
    expect(inactive.json().data.content.map((o: { loginId: string }) => o.loginId)).toEqual(['leaving.op']);
    const log = await t.get(apiPaths.admin.audit.href(), { targetType: 'operator', targetId: String(created.id), action: 'operator.deactivate' }, headers);
    expect(log.json().data.content[0]).toMatchObject({ reason: '퇴사' });

    expect((await t.call('PATCH', apiPaths.admin.user.href(created.id), headers, { active: true })).json().data.active).toBe(true);
    expect((await adminLogin('leaving.op', 'leave1234!')).statusCode).toBe(200);
  });

  it('keeps at least one active super operator', async () => {
    const { headers, userId } = await loginAs(t.app, 'admin');
    const alone = await t.call('PATCH', apiPaths.admin.user.href(userId), headers, { role: 'content' });
    expect([alone.statusCode, alone.json().error.message]).toEqual([409, '최고 관리자가 한 명 이상 있어야 합니다. 다른 최고 관리자를 먼저 지정해 주세요.']);
    expect((await t.call('PATCH', apiPaths.admin.user.href(userId), headers, { active: false, reason: '테스트' })).statusCode).toBe(409);
    // With a second super, the first may step down; then the second is the last one.
    const second = (await t.call('POST', users, headers, { loginId: 'second.super', password: 'second1234!', nickname: '두번째 최고', role: 'super' })).json().data;
    expect((await t.call('PATCH', apiPaths.admin.user.href(userId), headers, { role: 'support' })).statusCode).toBe(200);
    const secondHeaders = (await loginAs(t.app, 'second.super', 'second1234!')).headers;
    expect((await t.call('PATCH', apiPaths.admin.user.href(second.id), secondHeaders, { role: 'content' })).statusCode).toBe(409);
    expect((await t.call('PATCH', apiPaths.admin.user.href(userId), secondHeaders, { role: 'super' })).statusCode).toBe(200);
  });

  it('is for super operators only', async () => {
    const support = await loginAs(t.app, 'support-admin');
    expect((await t.get(users, {}, support.headers)).statusCode).toBe(403);
    expect((await t.call('POST', users, support.headers, { loginId: 'sneaky', password: 'sneaky1234!', nickname: '몰래', role: 'super' })).statusCode).toBe(403);
  });
});

describe("operators' sessions: shorter, and ended by idleness", () => {
  const MINUTE = 60_000;
  /** The session a login's headers carry (its cookie), as the database holds it. */
  const sessionOf = async ({ headers }: { headers: Record<string, string> }) => {
    const cookie = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`).exec(headers.cookie ?? '')?.[1];
    return (await t.db.select().from(sessions).where(eq(sessions.id, sessionIdFromCookie(decodeURIComponent(cookie!)))))[0]!;
  };
  /** Moves a session's clock (and makes every request read it again). */
  const setSession = async (id: string, times: { createdAt?: Date; expiresAt?: Date }) => {
    await t.db.update(sessions).set(times).where(eq(sessions.id, id));
    t.app.liveSessions.forget('all');
  };
  const near = (at: Date, expected: number) => expect(Math.abs(at.getTime() - expected)).toBeLessThan(MINUTE);

  it("lasts 30 minutes from the last request and 12 hours at most, where a member's lasts 14 days", async () => {
    const operator = await loginAs(t.app, 'support-admin');
    const member = await loginAs(t.app, 'traveler03');
    near((await sessionOf(operator)).expiresAt, Date.now() + 30 * MINUTE);
    near((await sessionOf(member)).expiresAt, Date.now() + 14 * 24 * 60 * MINUTE);

    // Twenty idle minutes later, a request moves the end to 30 minutes from now.
    const session = await sessionOf(operator);
    await setSession(session.id, { expiresAt: new Date(Date.now() + 10 * MINUTE) });
    expect((await t.app.inject({ method: 'GET', url: me, headers: operator.headers })).statusCode).toBe(200);
    near((await sessionOf(operator)).expiresAt, Date.now() + 30 * MINUTE);

    // Near the 12 hours, it goes no further than 12 hours after sign-in.
    const createdAt = new Date(Date.now() - 12 * 60 * MINUTE + 5 * MINUTE);
    await setSession(session.id, { createdAt, expiresAt: new Date(Date.now() + MINUTE) });
    expect((await t.app.inject({ method: 'GET', url: me, headers: operator.headers })).statusCode).toBe(200);
    near((await sessionOf(operator)).expiresAt, createdAt.getTime() + 12 * 60 * MINUTE);
  });

  it('tells each answer when the idle session ends, and keeps it going on POST admin/auth/session/refresh', async () => {
    const operator = await loginAs(t.app, 'catalogue-admin');
    const session = await sessionOf(operator);
    const createdAt = new Date(Date.now() - 60 * MINUTE);
    await setSession(session.id, { createdAt, expiresAt: new Date(Date.now() + 3 * MINUTE) });
    const refreshed = await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.admin.sessionRefresh.href()), headers: operator.headers });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const { expiresAt, endsAt } = refreshed.json().data as { expiresAt: string; endsAt: string };
    near(new Date(expiresAt), Date.now() + 30 * MINUTE);
    expect(new Date(endsAt).getTime()).toBe(createdAt.getTime() + 12 * 60 * MINUTE);
    expect(refreshed.headers['x-session-expires-at']).toBe(expiresAt);
    near((await sessionOf(operator)).expiresAt, Date.now() + 30 * MINUTE);
    // A member's answers say nothing of it, and the refresh is an operator's.
    const member = await loginAs(t.app, 'member');
    const mine = await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.admin.sessionRefresh.href()), headers: member.headers });
    expect([mine.statusCode, mine.headers['x-session-expires-at']]).toEqual([403, undefined]);
  });

  it('is over once idle past its end: requests and the refresh answer as to someone signed out', async () => {
    const operator = await loginAs(t.app, 'finance-admin');
    const session = await sessionOf(operator);
    await setSession(session.id, { expiresAt: new Date(Date.now() - 1000) });
    expect((await t.app.inject({ method: 'GET', url: me, headers: operator.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: apiUrl(apiPaths.admin.login.href()), headers: operator.headers })).statusCode).toBe(401);
  });

  it('refreshes an operator’s token through PUT admin/auth/login and POST admin/auth/token, and no one else’s', async () => {
    const operator = await loginAs(t.app, 'content-admin');
    for (const method of ['PUT', 'POST'] as const) {
      const url = apiUrl(method === 'PUT' ? apiPaths.admin.login.href() : apiPaths.admin.token.href());
      const res = await t.app.inject({ method, url, headers: operator.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ accessToken: expect.any(String), user: { loginId: 'content-admin', role: 'admin' } });
    }
    const member = await loginAs(t.app, 'member');
    expect((await t.app.inject({ method: 'PUT', url: apiUrl(apiPaths.admin.login.href()), headers: member.headers })).statusCode).toBe(401);
  });
});

describe("an operator's second factor (an authenticator app, recovery codes)", () => {
  const secondFactor = apiUrl(apiPaths.admin.secondFactor.href());
  const codeAt = (secret: string, timestamp: number) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });
  const adminLogin = async (payload: object) =>
    t.app.inject({ method: 'POST', url: apiUrl(apiPaths.admin.login.href()), headers: await visitorHeaders(t.app), payload });

  it('is turned on with the app’s first code, then asked for at every login, each code taken once', async () => {
    const { headers } = await loginAs(t.app, 'catalogue-admin');
    const setup = await t.app.inject({ method: 'POST', url: secondFactor, headers });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrSvg } = setup.json().data as { secret: string; otpauthUri: string; qrSvg: string };
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*catalogue-admin\?/);
    expect(qrSvg).toMatch(/^<svg/);

    const wrong = await t.app.inject({ method: 'PUT', url: secondFactor, headers, payload: { code: '000000' === codeAt(secret, Date.now()) ? '111111' : '000000' } });
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([401, 'SECOND_FACTOR_INVALID']);
    // The very code taken here is replayed below: asking for "now" again could fall in the next 30 s step.
    const confirmCode = codeAt(secret, Date.now());
    const on = await t.app.inject({ method: 'PUT', url: secondFactor, headers, payload: { code: confirmCode } });
    expect(on.statusCode).toBe(200);
    const recoveryCodes = on.json().data.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect((await t.app.inject({ method: 'GET', url: me, headers })).json().data.secondFactor).toBe(true);

    // The password alone starts nothing now; the code asked for is the app's, and one taken already is refused.
    const password = { loginId: 'catalogue-admin', password: 'minda1234!' };
    const asked = await adminLogin(password);
    expect([asked.statusCode, asked.json().error]).toEqual([401, { code: 'SECOND_FACTOR_REQUIRED', message: '인증 앱의 6자리 코드를 입력해 주세요.' }]);
    expect(asked.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    const usedAtConfirm = await adminLogin({ ...password, code: confirmCode });
    expect(usedAtConfirm.json().error.code).toBe('SECOND_FACTOR_INVALID');
    const next = codeAt(secret, Date.now() + 30_000);
    expect((await adminLogin({ ...password, code: next })).statusCode).toBe(200);
    expect((await adminLogin({ ...password, code: next })).json().error.code).toBe('SECOND_FACTOR_INVALID');
    // A recovery code once, then never again.
    expect((await adminLogin({ ...password, code: recoveryCodes[0]!.toLowerCase() })).statusCode).toBe(200);
    expect((await adminLogin({ ...password, code: recoveryCodes[0] })).json().error.code).toBe('SECOND_FACTOR_INVALID');

    // Off with a recovery code: the password is enough again, and both changes are in the audit log.
    const off = await t.app.inject({ method: 'DELETE', url: secondFactor, headers, payload: { code: recoveryCodes[1] } });
    expect(off.statusCode).toBe(200);
    expect((await adminLogin(password)).statusCode).toBe(200);
    const admin = await loginAs(t.app, 'admin');
    const log = await t.get(apiPaths.admin.audit.href(), { targetType: 'operator', actorId: (await loginAs(t.app, 'catalogue-admin')).userId }, admin.headers);
    expect(log.json().data.content.map((e: { action: string }) => e.action)).toEqual(['operator.second_factor_off', 'operator.second_factor_on']);
  });

  it('keeps the secret sealed at rest', async () => {
    const { headers, userId } = await loginAs(t.app, 'content-admin');
    const { secret } = (await t.app.inject({ method: 'POST', url: secondFactor, headers })).json().data as { secret: string };
    const [row] = await t.db.select().from(operatorSecondFactors).where(eq(operatorSecondFactors.userId, userId));
    expect(row!.secretSealed).not.toContain(secret);
    expect(row!.enabledAt).toBeNull();
  });
});

describe("an operator's saved views of a list", () => {
  const views = apiPaths.admin.savedViews.href();

  it('saves the list’s conditions under a name, lists them by name, and removes one', async () => {
    const { headers } = await loginAs(t.app, 'finance-admin');
    const saved = await t.call('POST', views, headers, { list: 'bookings', name: '이번 달 취소', query: 'tab=cancelled&dateBy=booked&from=2026-12-01' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ list: 'bookings', name: '이번 달 취소', query: 'tab=cancelled&dateBy=booked&from=2026-12-01' });
    await t.call('POST', views, headers, { list: 'bookings', name: '결제 대기', query: 'status=3' });
    await t.call('POST', views, headers, { list: 'operators', name: '중지된 운영자', query: 'status=inactive' });
    const list = await t.get(views, { list: 'bookings' }, headers);
    expect(list.json().data.map((v: { name: string }) => v.name)).toEqual(['결제 대기', '이번 달 취소']);

    const taken = await t.call('POST', views, headers, { list: 'bookings', name: '결제 대기', query: 'status=9' });
    expect([taken.statusCode, taken.json().error.message]).toEqual([409, '같은 이름의 보기가 이미 있습니다.']);
    const bad = await t.call('POST', views, headers, { list: 'bookings', name: ' ', query: '<script>' });
    expect(bad.statusCode).toBe(400);

    expect((await t.call('DELETE', apiPaths.admin.savedView.href(saved.json().data.id), headers)).statusCode).toBe(200);
    expect((await t.get(views, { list: 'bookings' }, headers)).json().data.map((v: { name: string }) => v.name)).toEqual(['결제 대기']);
  });

  it("keeps each operator's views their own", async () => {
    const finance = await loginAs(t.app, 'finance-admin');
    const support = await loginAs(t.app, 'support-admin');
    const mine = (await t.call('POST', views, finance.headers, { list: 'audit', name: '내 보기', query: 'action=refund.retry' })).json().data;
    expect((await t.get(views, { list: 'audit' }, support.headers)).json().data).toEqual([]);
    expect((await t.call('DELETE', apiPaths.admin.savedView.href(mine.id), support.headers)).statusCode).toBe(404);
  });
});
