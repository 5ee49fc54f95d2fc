import { describe, expect, it } from 'vitest';
import { apiPaths } from '@minda/contracts/paths';
import { loginAs } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';

/** `GET member/points-cash`: the caller's own balance and history (the seeded member holds 5,000 event points). */
const t = setupTestApp();

describe('GET member/points-cash', () => {
  it('answers the member’s balance, nothing expiring within 30 days, and the history newest first', async () => {
    const member = await loginAs(t.app, 'member');
    const res = await t.call('GET', apiPaths.members.pointsCash.href(), member.headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ balance: 5_000, expiringSoon: 0, expiringSoonDays: 30 });
    expect(data.history).toMatchObject({ number: 0, size: 20, totalElements: 1, totalPages: 1, last: true });
    expect(data.history.content[0]).toMatchObject({ kind: 'earn', amount: 5_000, reason: '가입 축하 이벤트 적립' });
  });

  it('answers another member only their own (empty) points', async () => {
    const other = await loginAs(t.app, 'traveler11');
    const data = (await t.call('GET', apiPaths.members.pointsCash.href(), other.headers)).json().data;
    expect(data).toMatchObject({ balance: 0, history: { content: [], totalElements: 0, last: true } });
  });
});
