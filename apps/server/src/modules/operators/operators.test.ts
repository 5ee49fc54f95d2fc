import { describe, expect, it } from 'vitest';
import { apiPaths, apiUrl, withQuery } from '@minda/contracts/paths';
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
      data: { id: expect.any(Number), loginId: 'catalogue-admin', nickname: '상품 운영 담당', role: 'catalogue', roleLabel: '상품 운영', permissions: ['catalogue.write'] },
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
