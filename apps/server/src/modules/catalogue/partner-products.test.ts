import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@minda/contracts/paths';
import { loginAs, type CallerHeaders } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';

const t = setupTestApp();
const PARIS = '001002001';

let catalogue: CallerHeaders;
let partner: { headers: CallerHeaders; userId: number };

beforeAll(async () => {
  catalogue = (await loginAs(t.app, 'catalogue-admin')).headers;
  partner = await loginAs(t.app, 'partner');
});

type Row = { line: string; id: string; name: string; cityName: string; status: string };
const products = async (headers: CallerHeaders) => {
  const res = await t.get(apiPaths.partner.products.href(), {}, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { content: Row[]; capped: boolean };
};

describe('GET partner/products', () => {
  it('lists the partner\'s own products in every state, the ones being prepared first', async () => {
    const before = await products(partner.headers);
    expect(before.capped).toBe(false);
    expect(before.content.length).toBeGreaterThan(0);
    expect(before.content.every((p) => p.status === 'published')).toBe(true);

    const created = await t.call('POST', apiPaths.admin.stays.href(), catalogue, {
      partnerId: partner.userId,
      cityCode: PARIS,
      name: '내 상품 준비 하우스',
      address: '프랑스 파리 몽파르나스 9번지',
      latitude: 48.8422,
      longitude: 2.3211,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { goodsNo } = created.json().data as { goodsNo: number };

    const after = await products(partner.headers);
    expect(after.content[0]).toEqual({ line: 'stay', id: String(goodsNo), name: '내 상품 준비 하우스', cityName: '파리', status: 'draft' });
    expect(after.content).toHaveLength(before.content.length + 1);
  });

  it('shows another partner none of them, and a hotel vendor its hotels', async () => {
    const mine = (await products(partner.headers)).content.map((p) => p.id);
    const vendor = await products((await loginAs(t.app, 'hotelpartner')).headers);
    expect(vendor.content.length).toBeGreaterThan(0);
    expect(vendor.content.every((p) => p.line === 'hotel' && /^[0-9a-f-]{36}$/.test(p.id))).toBe(true);
    expect(vendor.content.some((p) => mine.includes(p.id))).toBe(false);
  });
});
