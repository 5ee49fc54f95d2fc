import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { visitorHeaders } from '../test/login-as.ts';
import { putSignUp } from '../test/sign-up.ts';
import { setupTestApp } from '../test/test-app.ts';

/** Every line the app logs, kept in memory. */
const lines: string[] = [];
const t = setupTestApp({ LOG_LEVEL: 'trace' }, undefined, lines);

const SECRET_EMAIL = 'private.person@example.com';
const SECRET_PASSWORD = 'Secr3tPassw0rd';

describe('logs', () => {
  it('hold no e-mail, password, hash or token when a registration fails in the database', async () => {
    // The database refuses this one member, as a broken write would.
    await t.db.execute(sql`ALTER TABLE users ADD CONSTRAINT edges_refuses_leak CHECK (login_id <> 'logleak01')`);
    const headers = await visitorHeaders(t.app);
    const res = await putSignUp(
      t.app,
      { loginId: 'logleak01', password: SECRET_PASSWORD, nickname: '비밀회원', email: SECRET_EMAIL },
      { headers: { ...headers, authorization: 'Bearer not-a-real-token-value' } },
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' } });

    const log = lines.join('');
    const errorLine = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'unhandled error');
    // The summary says what failed and where: enough to find it, nothing of the member.
    expect(errorLine).toMatchObject({ level: 50, method: 'PUT', route: '/api/v2/auth/register', causeCode: '23514' });
    expect(typeof errorLine?.reqId).toBe('string');
    for (const secret of [SECRET_EMAIL, SECRET_PASSWORD, 'logleak01', '비밀회원', 'scrypt$', 'not-a-real-token-value', headers['x-xsrf-token']!]) {
      expect(log).not.toContain(secret);
    }
  });

  it('hold no token or e-mail of a registration that succeeds', async () => {
    lines.length = 0;
    const headers = await visitorHeaders(t.app);
    const res = await putSignUp(t.app, { loginId: 'logclean01', password: SECRET_PASSWORD, nickname: '깨끗한회원', email: 'clean.person@example.com' }, { headers });
    expect(res.statusCode).toBe(200);
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of ['clean.person@example.com', SECRET_PASSWORD, 'scrypt$', res.json<{ data: { accessToken: string } }>().data.accessToken]) {
      expect(log).not.toContain(secret);
    }
  });
});
