import { describe, expect, it } from 'vitest';
import { MemberReviewSummaryResponseSchema } from '@minda/contracts/members';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { loginAs, visitorHeaders } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';

const t = setupTestApp();
const url = apiUrl(apiPaths.members.reviewSummary.href());

describe('GET member/reviews', () => {
  it('asks a visitor to log in', async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: await visitorHeaders(t.app) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'REQUIRE_LOGIN', message: expect.stringMatching(/로그인/) } });
  });

  it('gives the demo member their past stay and past tour to review and a member with no stays zeros', async () => {
    const { headers } = await loginAs(t.app, 'member');
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    const summary = MemberReviewSummaryResponseSchema.parse(res.json()).data;
    expect([summary.staysCount, summary.tripCount]).toEqual([1, 1]);
    expect(summary.staysPoint).toBeGreaterThan(0);
    expect(summary.tripsPoint).toBeGreaterThan(0);
    const nobody = await loginAs(t.app, 'traveler02');
    const none = await t.app.inject({ method: 'GET', url, headers: nobody.headers });
    expect(MemberReviewSummaryResponseSchema.parse(none.json())).toEqual({ data: { staysCount: 0, tripCount: 0, staysPoint: 0, tripsPoint: 0 } });
  });
});
