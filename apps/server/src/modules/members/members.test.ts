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

  it("gives a member the review summary (all zeros until bookings exist)", async () => {
    const { headers } = await loginAs(t.app, 'member');
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    expect(MemberReviewSummaryResponseSchema.parse(res.json())).toEqual({ data: { staysCount: 0, tripCount: 0, staysPoint: 0, tripsPoint: 0 } });
  });
});
