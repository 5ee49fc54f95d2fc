import { describe, expect, it } from 'vitest';
import { apiPaths, apiUrl, withQuery } from '@minda/contracts/paths';
import { loginAs, visitorHeaders } from '../test/login-as.ts';
import { setupTestApp } from '../test/test-app.ts';

/**
 * The caching headers a client sees, set once from each route's declared access (platform/access.ts): a
 * signed-in caller's own data is never kept by a cache, while public answers keep their own policy.
 */
const t = setupTestApp();

describe('answers of member, partner and admin routes', () => {
  it.each([
    ['member', 'the profile', apiPaths.members.profile.href()],
    ['member', 'the review summary', apiPaths.members.reviewSummary.href()],
    ['partner', 'the booking requests', apiPaths.partner.bookings.href()],
    ['admin', 'the bookings of the back office', withQuery(apiPaths.admin.bookings.href(), { tab: 'upcoming' })],
  ] as const)('carry Cache-Control: private, no-store for a %s (%s)', async (role, _what, path) => {
    const caller = await loginAs(t.app, role);
    const res = await t.app.inject({ method: 'GET', url: apiUrl(path), headers: caller.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('carry it on a refusal too', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiUrl(apiPaths.members.profile.href()) });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('public answers', () => {
  it('keep their own shared caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiUrl(apiPaths.stays.recommendItems.href()), headers: await visitorHeaders(t.app) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
  });
});
