import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@minda/contracts/paths';
import { partnerProfiles } from '../../db/schema/users.ts';
import { rowsOf } from '../../platform/sql.ts';
import { loginAs } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';

const t = setupTestApp();
let catalogue: Record<string, string>;
beforeAll(async () => {
  catalogue = (await loginAs(t.app, 'catalogue-admin')).headers;
});

const business = {
  type: 'stay',
  businessName: '리옹 햇살 민박',
  representative: '김리옹',
  businessNumber: '1248100998',
  mailOrderNumber: '해당 없음 (해외 사업자)',
  businessAddress: '프랑스 리옹 벨쿠르 12',
  contactPhone: '+33 4 12 34 56 78',
  contactEmail: 'lyon.sun@example.com',
  bankName: '신한은행',
  accountHolder: '김리옹',
  accountNumber: '110-123-456789',
  commissionRate: 12.5,
};
const create = (over: object = {}) => t.call('POST', apiPaths.admin.partners.href(), catalogue, { loginId: 'lyon.sun', password: 'lyon1234!', name: '리옹햇살민박', ...business, ...over });

describe('partners', () => {
  it('registers a partner who signs in to the manager screens, its account kept sealed and shown masked', async () => {
    const res = await create();
    expect(res.statusCode, res.body).toBe(200);
    const partner = res.json().data;
    expect(partner).toMatchObject({ loginId: 'lyon.sun', name: '리옹햇살민박', registered: true, type: 'stay', status: 'active', businessNumber: '124-81-00998', accountMasked: '****6789', commissionRate: 12.5 });
    expect(JSON.stringify(partner)).not.toContain('456789');
    const [row] = await t.db.select().from(partnerProfiles).where(eq(partnerProfiles.userId, partner.partnerId));
    expect(row!.accountNumberSealed).not.toContain('456789');
    expect(row!.commissionBasisPoints).toBe(1250);
    // The partner's own login works.
    expect((await loginAs(t.app, 'lyon.sun', 'lyon1234!')).userId).toBe(partner.partnerId);
    // Offered as a stay's owner, found by its 상호.
    const picked = (await t.get(apiPaths.admin.partners.href(), { type: 'stay', q: '햇살' }, catalogue)).json().data;
    expect(picked).toEqual([{ partnerId: partner.partnerId, name: '리옹햇살민박', type: 'stay', loginId: 'lyon.sun', businessName: '리옹 햇살 민박', status: 'active' }]);

    // The log keeps that the account changed, never the number.
    const changed = await t.call('PATCH', apiPaths.admin.partner.href(partner.partnerId), catalogue, { accountNumber: '110-999-000111', commissionRate: 10 });
    expect(changed.json().data).toMatchObject({ accountMasked: '****0111', commissionRate: 10 });
    const log = rowsOf<{ action: string; changes: { field: string; before: unknown; after: unknown }[] }>(
      await t.db.execute(sql`select action, changes from audit_log where target_type = 'partner' and target_id = ${String(partner.partnerId)} order by id`),
    );
    expect(log.map((e) => e.action)).toEqual(['partner.create', 'partner.update']);
    expect(log[1]!.changes).toEqual([
      { field: 'accountNumber', before: '(개인정보)', after: '(개인정보)' },
      { field: 'commissionRate', before: 12.5, after: 10 },
    ]);
    expect(JSON.stringify(log)).not.toContain('456789');
  });

  it('takes a partner out of business with a reason: no longer offered, and no new stay is theirs', async () => {
    const partner = (await create({ loginId: 'lyon.rain', name: '리옹비민박', businessName: '리옹 비 민박' })).json().data;
    const noReason = await t.call('PATCH', apiPaths.admin.partner.href(partner.partnerId), catalogue, { status: 'suspended' });
    expect([noReason.statusCode, noReason.json().error.message]).toEqual([400, '거래 중지 사유를 입력해 주세요.']);
    const stopped = await t.call('PATCH', apiPaths.admin.partner.href(partner.partnerId), catalogue, { status: 'suspended', reason: '계약 종료' });
    expect(stopped.json().data.status).toBe('suspended');
    expect((await t.get(apiPaths.admin.partners.href(), { q: '비민박' }, catalogue)).json().data).toEqual([]);
    expect((await t.get(apiPaths.admin.partners.href(), { q: '비민박', status: 'suspended' }, catalogue)).json().data.map((p: { partnerId: number }) => p.partnerId)).toEqual([partner.partnerId]);
    const stay = await t.call('POST', apiPaths.admin.stays.href(), catalogue, { partnerId: partner.partnerId, cityCode: '001002001', name: '중지 파트너 민박', address: '파리', latitude: 48.85, longitude: 2.35 });
    expect(stay.statusCode).toBe(422);
  });

  it("ends a suspended partner's sign-in and sessions and takes its products off sale, audited; back in business it signs in again", async () => {
    // A seeded host with stays on sale (not the demo `partner`, whom other tests sign in as).
    const [host] = rowsOf<{ id: number; loginId: string }>(
      await t.db.execute(sql`select u.id, u.login_id as "loginId" from users u where u.role = 'partner' and u.login_id <> 'partner' and exists (select 1 from stays s where s.partner_id = u.id and s.status = 'published') order by u.id limit 1`),
    );
    const onSale = rowsOf<{ goodsNo: number }>(await t.db.execute(sql`select goods_no as "goodsNo" from stays where partner_id = ${host!.id} and status = 'published' order by goods_no`));
    const session = await loginAs(t.app, host!.loginId);
    expect((await t.get(apiPaths.partner.bookings.href(), {}, session.headers)).statusCode).toBe(200);
    expect((await t.get(apiPaths.stays.property.href(onSale[0]!.goodsNo))).statusCode).toBe(200);

    const stopped = await t.call('PATCH', apiPaths.admin.partner.href(host!.id), catalogue, { type: 'stay', status: 'suspended', reason: '계약 종료' });
    expect(stopped.statusCode, stopped.body).toBe(200);
    // Its live session ends, its password no longer signs in, and its stays are off the site.
    expect((await t.get(apiPaths.partner.bookings.href(), {}, session.headers)).statusCode).toBe(401);
    const refused = await loginAs(t.app, host!.loginId).then(() => null, (error: Error) => error.message);
    expect(refused).toContain('403');
    expect(refused).toContain('거래가 중지된 파트너 계정입니다. 민다 파트너 지원팀에 문의해 주세요.');
    for (const { goodsNo } of onSale) expect((await t.get(apiPaths.stays.property.href(goodsNo))).statusCode).toBe(404);
    const timeline = (await t.get(apiPaths.admin.stayAudit.href(onSale[0]!.goodsNo), {}, catalogue)).json().data as { action: string; reason: string }[];
    expect(timeline.at(-1)).toMatchObject({ action: 'stay.suspend', reason: '파트너 거래 중지: 계약 종료' });

    // Back in business: it signs in again; its stays wait for the operator to put them back on sale.
    expect((await t.call('PATCH', apiPaths.admin.partner.href(host!.id), catalogue, { status: 'active' })).statusCode).toBe(200);
    expect((await loginAs(t.app, host!.loginId)).userId).toBe(host!.id);
    expect((await t.get(apiPaths.stays.property.href(onSale[0]!.goodsNo))).statusCode).toBe(404);
  });

  it('refuses a wrong 사업자등록번호, a taken login id, and a first patch of a seeded partner without its type', async () => {
    const wrong = await create({ loginId: 'lyon.wrong', businessNumber: '124-81-00997' });
    expect([wrong.statusCode, wrong.json().error.message]).toEqual([400, '사업자등록번호 10자리를 000-00-00000 형식으로 정확히 입력해 주세요.']);
    const taken = await create({ loginId: 'partner' });
    expect([taken.statusCode, taken.json().error.message]).toEqual([422, '이미 사용 중인 아이디입니다.']);
    const seeded = (await t.get(apiPaths.admin.partners.href(), { q: 'partner' }, catalogue)).json().data.find((p: { loginId: string }) => p.loginId === 'partner');
    const detail = (await t.get(apiPaths.admin.partner.href(seeded.partnerId), {}, catalogue)).json().data;
    expect(detail).toMatchObject({ registered: false, type: 'stay', accountMasked: null });
    const untyped = await t.call('PATCH', apiPaths.admin.partner.href(seeded.partnerId), catalogue, { businessName: '파리하늘민박' });
    expect([untyped.statusCode, untyped.json().error.message]).toEqual([422, '처음 등록하는 사업자 정보에는 파트너 종류가 필요합니다.']);
    const typed = await t.call('PATCH', apiPaths.admin.partner.href(seeded.partnerId), catalogue, { type: 'stay', businessName: '파리하늘민박' });
    expect(typed.json().data).toMatchObject({ registered: true, businessName: '파리하늘민박' });
  });
});
