import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@minda/contracts/paths';
import { toDateParam } from '@minda/contracts/rules/stay-dates';
import { addDaysToDate } from '@minda/contracts/rules/stay-pricing';
import { loginAs, type CallerHeaders } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';

// A product's preview (issue 57): its public reads with ?preview=1 show it in any state to the operators who run the
// catalogue and to its partner, to them alone; everyone else gets what visitors get.

const t = setupTestApp();
const PARIS = '001002001';
const IN_PARIS = { latitude: 48.8422, longitude: 2.3211 };
const PREVIEW = { preview: '1' };
const CHECK_IN = addDaysToDate(toDateParam(new Date()), 40);
const DATES = { checkInAt: CHECK_IN, checkOutAt: addDaysToDate(CHECK_IN, 2) };

let catalogue: CallerHeaders;
let partner: { headers: CallerHeaders; userId: number };
let otherPartner: CallerHeaders;
let member: CallerHeaders;
let support: CallerHeaders;

beforeAll(async () => {
  catalogue = (await loginAs(t.app, 'catalogue-admin')).headers;
  partner = await loginAs(t.app, 'partner');
  otherPartner = (await loginAs(t.app, 'hotelpartner')).headers;
  member = (await loginAs(t.app, 'member')).headers;
  support = (await loginAs(t.app, 'support-admin')).headers;
});

async function draftStay(name: string): Promise<number> {
  const created = await t.call('POST', apiPaths.admin.stays.href(), catalogue, { partnerId: partner.userId, cityCode: PARIS, name, address: '프랑스 파리 몽파르나스 7번지', ...IN_PARIS });
  expect(created.statusCode, created.body).toBe(200);
  const { goodsNo } = created.json().data as { goodsNo: number };
  const room = await t.call('POST', apiPaths.admin.stayRooms.href(goodsNo), catalogue, { name: '2인실', unitType: 'room', units: 2, maxGuests: 2, price: 98_000 });
  expect(room.statusCode, room.body).toBe(200);
  return goodsNo;
}

const stayPage = (goodsNo: number, query: Record<string, string> = {}, headers: CallerHeaders = {}) => t.get(apiPaths.stays.property.href(goodsNo), query, headers);

describe('a stay draft previewed', () => {
  it('shows the operator and its partner the draft with its state, privately; every other caller gets the 404', async () => {
    const goodsNo = await draftStay('미리보기 하우스');

    const byOperator = await stayPage(goodsNo, PREVIEW, catalogue);
    expect(byOperator.statusCode, byOperator.body).toBe(200);
    expect(byOperator.json().data).toMatchObject({ goodsNo, goodsName: '미리보기 하우스', previewStatus: 'draft' });
    expect(byOperator.headers['cache-control']).toBe('private, no-store');

    const byPartner = await stayPage(goodsNo, PREVIEW, partner.headers);
    expect(byPartner.statusCode, byPartner.body).toBe(200);
    expect(byPartner.json().data.previewStatus).toBe('draft');

    // The same address for anyone else: the stay is not on sale.
    for (const headers of [{}, member, otherPartner, support]) {
      const refused = await stayPage(goodsNo, PREVIEW, headers);
      expect([refused.statusCode, refused.json().error.message]).toEqual([404, '숙소를 찾을 수 없습니다. 판매가 종료되었거나 주소가 잘못되었습니다.']);
    }
    // Without the parameter the operator sees the page as visitors do.
    expect((await stayPage(goodsNo, {}, catalogue)).statusCode).toBe(404);
  });

  it('prices the draft\'s rooms for the preview only', async () => {
    const goodsNo = await draftStay('미리보기 객실 하우스');
    const rooms = (headers: CallerHeaders, query: Record<string, string>) => t.get(apiPaths.stays.rooms.href(goodsNo), { ...DATES, occupancy: '2', ...query }, headers);

    const previewed = await rooms(catalogue, PREVIEW);
    expect(previewed.statusCode, previewed.body).toBe(200);
    expect(previewed.json().data.rooms.map((r: { name: string; total: number }) => [r.name, r.total])).toEqual([['2인실', 196_000]]);
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    expect((await rooms({}, PREVIEW)).statusCode).toBe(404);
    expect((await rooms(member, PREVIEW)).statusCode).toBe(404);
  });

  it('keeps a preview out of the shared answers, and the shared answers out of a preview', async () => {
    const published = 1001;
    // A visitor's answer is cached first; the operator's preview of the same stay is computed for them, with its state.
    const visitor = await stayPage(published, PREVIEW);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().data.previewStatus).toBeUndefined();
    const previewed = await stayPage(published, PREVIEW, catalogue);
    expect(previewed.json().data.previewStatus).toBe('published');
    // And the preview was not kept for anyone: members and visitors after it get no state.
    expect((await stayPage(published, PREVIEW, member)).json().data.previewStatus).toBeUndefined();
    expect((await stayPage(published, PREVIEW)).json().data.previewStatus).toBeUndefined();
    expect((await stayPage(published, {}, catalogue)).json().data.previewStatus).toBeUndefined();
  });

  it('refuses a preview parameter other than 1 in Korean', async () => {
    const res = await stayPage(1001, { preview: 'yes' }, catalogue);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('미리보기는 preview=1 로 요청합니다.');
  });

  it('shows a suspended stay to the operator as suspended, while visitors get the 404', async () => {
    const goodsNo = 1002;
    const suspended = await t.call('PATCH', apiPaths.admin.stayStatus.href(goodsNo), catalogue, { status: 'suspended', reason: '점검' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await stayPage(goodsNo, PREVIEW, catalogue)).json().data.previewStatus).toBe('suspended');
    expect((await stayPage(goodsNo, PREVIEW)).statusCode).toBe(404);
  });
});

describe('tour and hotel drafts previewed', () => {
  it('shows a tour draft to the operator only', async () => {
    const partners = await t.get(apiPaths.admin.partners.href(), { type: 'tour' }, catalogue);
    const partnerId = partners.json().data[0].partnerId as number;
    const created = await t.call('POST', apiPaths.admin.tours.href(), catalogue, { partnerId, cityCode: PARIS, name: '미리보기 골목 산책', itemCategoryType: 'LOCAL_TOUR' });
    expect(created.statusCode, created.body).toBe(200);
    const { itemNo } = created.json().data as { itemNo: number };

    const previewed = await t.get(apiPaths.tours.item.href(itemNo), PREVIEW, catalogue);
    expect(previewed.statusCode, previewed.body).toBe(200);
    expect(previewed.json().data).toMatchObject({ itemNo, itemName: '미리보기 골목 산책', previewStatus: 'draft' });
    expect((await t.get(apiPaths.tours.item.href(itemNo), PREVIEW, partner.headers)).statusCode).toBe(404);
    expect((await t.get(apiPaths.tours.item.href(itemNo), PREVIEW)).statusCode).toBe(404);
  });

  it('shows a hotel draft to the operator and its vendor, with its rooms', async () => {
    const vendor = await loginAs(t.app, 'hotelpartner');
    const created = await t.call('POST', apiPaths.admin.hotels.href(), catalogue, {
      partnerId: vendor.userId,
      cityCode: PARIS,
      name: '미리보기 정원 호텔',
      address: '3 Rue de Rivoli, 75001 Paris',
      latitude: 48.8606,
      longitude: 2.3376,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { propertyId, propertyUuid } = created.json().data as { propertyId: number; propertyUuid: string };
    const room = await t.call('POST', apiPaths.admin.hotelRooms.href(propertyId), catalogue, { name: '디럭스 더블', bedText: '더블 1개', sizeM2: 24, maxAdults: 2, units: 3, price: 210_000 });
    expect(room.statusCode, room.body).toBe(200);

    const page = (headers: CallerHeaders) => t.get(apiPaths.hotels.property.href(propertyUuid), PREVIEW, headers);
    expect((await page(catalogue)).json().data).toMatchObject({ propertyUuid, previewStatus: 'draft' });
    expect((await page(vendor.headers)).json().data.previewStatus).toBe('draft');
    expect((await page(partner.headers)).statusCode).toBe(404);
    expect((await page({})).statusCode).toBe(404);

    const rooms = (headers: CallerHeaders) => t.get(apiPaths.hotels.rooms.href(propertyUuid), { ...DATES, occupancy: '2', ...PREVIEW }, headers);
    const priced = await rooms(catalogue);
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().data.rooms.map((r: { name: string }) => r.name)).toEqual(['디럭스 더블']);
    expect((await rooms({})).statusCode).toBe(404);
  });
});
