import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { readOutbox } from '../../platform/mail-outbox.ts';
import { loginAs, visitorHeaders } from '../../test/login-as.ts';
import { putSignUp } from '../../test/sign-up.ts';
import { setupTestApp } from '../../test/test-app.ts';

/**
 * Account recovery (issue 11, spec 2 §7.1): the code reaches the account's mailbox (the outbox here), expires,
 * allows five tries, is rate limited per address and per e-mail, and no answer before it tells whether an
 * account exists. On PGlite and PostgreSQL.
 */

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'minda-recovery-'));
const outbox = path.join(dataDir, 'outbox');
const t = setupTestApp({ DATA_DIR: dataDir });

const url = {
  send: apiUrl(apiPaths.auth.authCodeSend.href()),
  verify: apiUrl(apiPaths.auth.authToken.href()),
  redeem: apiUrl(apiPaths.auth.findIdPw.href()),
  login: apiUrl(apiPaths.auth.token.href()),
  user: apiUrl(apiPaths.auth.user.href()),
  remoteAddr: apiUrl(apiPaths.auth.remoteAddr.href()),
  outbox: apiUrl(apiPaths.devOutbox.list.href()),
};

let ipSeq = 1;
/** Each scenario from its own address: the per-address limits of one must not reach another. */
const nextIp = () => `10.77.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
let seq = 0;
const unique = () => `${Date.now().toString(36)}${seq++}`;

async function post(target: string, payload: object, ip: string) {
  const headers = await visitorHeaders(t.app);
  return t.app.inject({ method: 'POST', url: target, headers, payload, remoteAddress: ip });
}

async function register(email: string, ip = nextIp()) {
  const loginId = `rec${unique()}`;
  const headers = await visitorHeaders(t.app);
  const res = await putSignUp(t.app, { loginId, password: 'oldpass123', nickname: '복구', email }, { headers, remoteAddress: ip });
  expect(res.statusCode).toBe(200);
  // The sign-up's own code mail is no recovery mail: out of the way before the test looks.
  await mailsTo(email);
  return loginId;
}

const seen = new Set<string>();
/** Delivers the queued mails and returns those sent to `to` since the last call. */
async function mailsTo(to: string) {
  await t.app.jobs.tick();
  const mails = await readOutbox(outbox, seen);
  mails.forEach((m) => seen.add(m.file));
  return mails.filter((m) => m.to === to);
}
const codeIn = (text: string) => /인증번호는 (\d{6}) 입니다/.exec(text)?.[1];

const SENT = '입력하신 이메일로 가입된 계정이 있다면 인증번호 6자리를 보냈습니다. 10분 안에 입력해 주세요.';
const CODE_INVALID = { code: 'AUTH_CODE_INVALID', message: '인증번호가 올바르지 않거나 만료되었습니다. 인증번호를 다시 받아 주세요.' };
const TOKEN_INVALID = { code: 'RECOVERY_TOKEN_INVALID', message: '인증 시간이 지났습니다. 처음부터 다시 진행해 주세요.' };

describe('password reset by a mailed code', () => {
  it('mails a 6-digit code, trades it for a token, sets the new password and signs the old sessions out', async () => {
    const email = `reset-${unique()}@example.com`;
    const loginId = await register(email);
    const oldSession = await loginAs(t.app, loginId, 'oldpass123', { remoteAddress: nextIp() });
    const ip = nextIp();

    const sent = await post(url.send, { email: email.toUpperCase(), loginId }, ip);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ data: { message: SENT, expiresInSeconds: 600 } });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('[민다] 인증번호 안내');
    const code = codeIn(mail!.text);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await post(url.verify, { email, loginId, code: code === '000000' ? '111111' : '000000' }, ip);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual(CODE_INVALID);

    const verified = await post(url.verify, { email, loginId, code }, ip);
    expect(verified.statusCode).toBe(200);
    const { recoveryToken } = verified.json().data as { recoveryToken: string };

    const withoutPassword = await post(url.redeem, { recoveryToken }, ip);
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json().error.message).toBe('새 비밀번호를 입력해 주세요.');

    const weak = await post(url.redeem, { recoveryToken, newPassword: 'short' }, ip);
    expect(weak.statusCode).toBe(400);

    const changed = await post(url.redeem, { recoveryToken, newPassword: 'newpass456' }, ip);
    expect(changed.json()).toEqual({ data: { kind: 'passwordChanged', loginId } });

    // The session opened with the old password is over; the old password no longer works, the new one does.
    const me = await t.app.inject({ method: 'GET', url: url.user, headers: oldSession.headers });
    expect(me.statusCode === 401 || me.json().data === null).toBe(true);
    const visitor = await visitorHeaders(t.app);
    const oldLogin = await t.app.inject({ method: 'PUT', url: url.login, headers: visitor, payload: { loginId, password: 'oldpass123' }, remoteAddress: nextIp() });
    expect(oldLogin.json().error.code).toBe('LOGIN_FAILED');
    await expect(loginAs(t.app, loginId, 'newpass456', { remoteAddress: nextIp() })).resolves.toBeTruthy();

    const again = await post(url.redeem, { recoveryToken, newPassword: 'another789' }, ip);
    expect(again.json().error).toEqual(TOKEN_INVALID);
  });

  it('answers an unknown address exactly as a known one, mails nothing, and no code opens it', async () => {
    const email = `nobody-${unique()}@example.com`;
    const ip = nextIp();
    const sent = await post(url.send, { email, loginId: 'nosuchuser' }, ip);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ data: { message: SENT, expiresInSeconds: 600 } });
    expect(await mailsTo(email)).toEqual([]);
    const guess = await post(url.verify, { email, loginId: 'nosuchuser', code: '123456' }, ip);
    expect(guess.json().error).toEqual(CODE_INVALID);
  });

  it('a known address with another account\'s login id gets no mail either', async () => {
    const email = `mismatch-${unique()}@example.com`;
    await register(email);
    await post(url.send, { email, loginId: 'member' }, nextIp());
    expect(await mailsTo(email)).toEqual([]);
  });

  it('allows five tries a code: the right code on the sixth is refused', async () => {
    const email = `tries-${unique()}@example.com`;
    const loginId = await register(email);
    const ip = nextIp();
    await post(url.send, { email, loginId }, ip);
    const code = codeIn((await mailsTo(email))[0]!.text)!;
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i += 1) expect((await post(url.verify, { email, loginId, code: wrongCode }, ip)).statusCode).toBe(400);
    const late = await post(url.verify, { email, loginId, code }, ip);
    expect(late.json().error).toEqual(CODE_INVALID);
  });

  it('refuses an expired code and an expired token', async () => {
    const email = `expiry-${unique()}@example.com`;
    const loginId = await register(email);
    const ip = nextIp();
    await post(url.send, { email, loginId }, ip);
    const code = codeIn((await mailsTo(email))[0]!.text)!;
    await t.db.execute(sql`update recovery_codes set expires_at = now() - interval '1 second' where email = ${email}`);
    expect((await post(url.verify, { email, loginId, code }, ip)).json().error).toEqual(CODE_INVALID);

    await post(url.send, { email, loginId }, ip);
    const fresh = codeIn((await mailsTo(email))[0]!.text)!;
    const { recoveryToken } = (await post(url.verify, { email, loginId, code: fresh }, ip)).json().data as { recoveryToken: string };
    await t.db.execute(sql`update recovery_codes set token_expires_at = now() - interval '1 second' where email = ${email}`);
    expect((await post(url.redeem, { recoveryToken, newPassword: 'newpass456' }, ip)).json().error).toEqual(TOKEN_INVALID);
  });

  it('only the latest code of an address counts', async () => {
    const email = `latest-${unique()}@example.com`;
    const loginId = await register(email);
    const ip = nextIp();
    await post(url.send, { email, loginId }, ip);
    const first = codeIn((await mailsTo(email))[0]!.text)!;
    await post(url.send, { email, loginId }, ip);
    const second = codeIn((await mailsTo(email))[0]!.text)!;
    if (first !== second) expect((await post(url.verify, { email, loginId, code: first }, ip)).json().error).toEqual(CODE_INVALID);
    expect((await post(url.verify, { email, loginId, code: second }, ip)).statusCode).toBe(200);
  });
});

describe('finding the login ids of an address', () => {
  it('lists every account of the address, oldest first, once the code is given', async () => {
    const email = `twins-${unique()}@example.com`;
    const first = await register(email);
    const second = await register(email);
    const ip = nextIp();
    await post(url.send, { email }, ip);
    const code = codeIn((await mailsTo(email))[0]!.text)!;
    const { recoveryToken } = (await post(url.verify, { email, code }, ip)).json().data as { recoveryToken: string };
    const found = await post(url.redeem, { recoveryToken }, ip);
    expect(found.statusCode).toBe(200);
    const data = found.json().data as { kind: string; loginIds: { loginId: string }[] };
    expect(data.kind).toBe('loginIds');
    expect(data.loginIds.map((a) => a.loginId)).toEqual([first, second]);
  });
});

describe('limits', () => {
  it('sends one address at most 5 codes an hour for one address of mail, then 429 in Korean with Retry-After; the owner elsewhere still gets one', async () => {
    const email = `flood-${unique()}@example.com`;
    await register(email);
    const attacker = nextIp();
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push(await post(url.send, { email }, attacker));
    expect(codes.slice(0, 5).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[5]!.statusCode).toBe(429);
    expect(codes[5]!.json()).toEqual({ error: { code: 'TOO_MANY_ATTEMPTS', message: '인증번호 요청이 너무 많습니다. 60분 후 다시 시도해 주세요.' } });
    expect(Number(codes[5]!.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(Number(codes[5]!.headers['retry-after'])).toBeGreaterThan(3540);
    await mailsTo(email);

    // Someone else's five codes are not the owner's: from another address the code still comes.
    const owner = await post(url.send, { email }, nextIp());
    expect(owner.statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('past 20 codes an hour for one address of mail from everywhere, sends only to an address its account signed in from, or to the signed-in owner', async () => {
    const home = nextIp();
    const email = `ceiling-${unique()}@example.com`;
    const loginId = await register(email, home);
    // Four addresses spend five codes each: the e-mail's ceiling over every address.
    for (let a = 0; a < 4; a += 1) {
      const ip = nextIp();
      for (let i = 0; i < 5; i += 1) expect((await post(url.send, { email }, ip)).statusCode).toBe(200);
    }
    const stranger = await post(url.send, { email }, nextIp());
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error.message).toBe('인증번호 요청이 너무 많습니다. 60분 후 다시 시도해 주세요.');
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(3540);
    await mailsTo(email);

    // The owner's own computer (the sign-up opened a session there) still gets a code.
    expect((await post(url.send, { email, loginId }, home)).statusCode).toBe(200);
    // Signed in, from an address the account never used, the owner's reset is not blocked either.
    const signedIn = await loginAs(t.app, loginId, 'oldpass123', { remoteAddress: home });
    const travelling = nextIp();
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: url.send, headers: signedIn.headers, payload: { email, loginId }, remoteAddress: travelling });
      expect(res.statusCode).toBe(200);
    }
    expect(await mailsTo(email)).toHaveLength(4);
  });

  it('sends at most 10 codes an hour from one client address', async () => {
    const ip = nextIp();
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await post(url.send, { email: `spray-${unique()}@example.com` }, ip)).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
  });

  it('refuses a malformed code before counting it', async () => {
    const res = await post(url.verify, { email: 'a@example.com', code: '12ab56' }, nextIp());
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('인증번호 6자리 숫자를 입력해 주세요.');
  });
});

describe('auth/remote_addr and the developers\' outbox', () => {
  it('answers the caller\'s address', async () => {
    const res = await t.app.inject({ method: 'GET', url: url.remoteAddr, remoteAddress: '10.20.30.40' });
    expect(res.json()).toEqual({ data: { remoteAddr: '10.20.30.40' } });
  });

  it('lists the outbox to this computer and to an operator, newest first, and refuses anyone else', async () => {
    const email = `outbox-${unique()}@example.com`;
    const loginId = await register(email);
    await post(url.send, { email, loginId }, nextIp());
    await t.app.jobs.tick();

    const local = await t.app.inject({ method: 'GET', url: url.outbox, remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    const newest = (local.json().data as { to: string; subject: string; text: string }[])[0];
    expect(newest).toMatchObject({ to: email, subject: '[민다] 인증번호 안내' });
    expect(newest!.text).toMatch(/인증번호는 \d{6} 입니다/);

    const remote = await t.app.inject({ method: 'GET', url: url.outbox, remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    const member = await loginAs(t.app, 'member', undefined, { remoteAddress: nextIp() });
    expect((await t.app.inject({ method: 'GET', url: url.outbox, headers: member.headers, remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
    const admin = await loginAs(t.app, 'admin', undefined, { remoteAddress: nextIp() });
    expect((await t.app.inject({ method: 'GET', url: url.outbox, headers: admin.headers, remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
  });
});
