import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { bookings } from '../../db/schema/bookings.ts';
import { couponEvents, coupons, memberCoupons } from '../../db/schema/coupons.ts';
import { users } from '../../db/schema/users.ts';
import { insertBooking } from '../../test/bookings.ts';
import { loginAs, visitorHeaders, type LoggedIn } from '../../test/login-as.ts';
import { putSignUp } from '../../test/sign-up.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { issueCoupon, redeemCoupon } from './coupon-wallet.ts';

/**
 * Coupon limits (decision 028): validity, minimum amount, product types, per-member and total issue limits,
 * and a single-use coupon redeemed by exactly one of 64 concurrent bookings (PGlite and PostgreSQL).
 */

const t = setupTestApp();
let member: LoggedIn;
const DAY_MS = 86_400_000;
const key = () => ({ 'idempotency-key': randomUUID() });
const take = (who: LoggedIn, code: string) => t.app.inject({ method: 'POST', url: apiUrl(apiPaths.members.coupons.href()), headers: { ...who.headers, ...key() }, payload: { code } });
const memberId = async (loginId: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId)))[0]!.id;

async function defineCoupon(values: Partial<typeof coupons.$inferInsert> & { code: string }) {
  await t.db.insert(coupons).values({
    name: `테스트 쿠폰 ${values.code}`, description: '테스트', discountType: 'amount', discountValue: 3_000, productTypes: ['stay', 'hotel', 'tour'], validDays: 30, isOffer: true, ...values,
  });
}

beforeAll(async () => {
  member = await loginAs(t.app, 'traveler05');
});

describe('the coupon page offers', () => {
  it('lists the seeded offers to a visitor, and marks the ones a member took', async () => {
    const visitor = await visitorHeaders(t.app);
    const offers = (await t.call('GET', apiPaths.coupons.offers.href(), visitor)).json().data as { code: string; name: string; issued: boolean }[];
    expect(offers.map((o) => o.name)).toEqual(expect.arrayContaining(['첫 예약 웰컴 쿠폰', '해외호텔 5% 할인 쿠폰']));
    expect(offers.every((o) => !o.issued)).toBe(true);
    expect(offers.map((o) => o.code)).not.toContain('INVITE3000');
    expect((await take(member, 'WELCOME15000')).statusCode).toBe(200);
    const mine = (await t.call('GET', apiPaths.coupons.offers.href(), member.headers)).json().data as { code: string; issued: boolean }[];
    expect(mine.find((o) => o.code === 'WELCOME15000')?.issued).toBe(true);
  });

  it('gives a visitor 401 and refuses the invite coupon, which is granted, not taken', async () => {
    const visitor = await visitorHeaders(t.app);
    expect((await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.members.coupons.href()), headers: { ...visitor, ...key() }, payload: { code: 'HOTEL5' } })).statusCode).toBe(401);
    const invite = await take(member, 'INVITE3000');
    expect(invite.statusCode).toBe(404);
    expect(invite.json().error.message).toBe('쿠폰을 찾을 수 없습니다.');
  });
});

describe('coupon limits', () => {
  it('issues a member at most the per-member limit', async () => {
    await defineCoupon({ code: 'PERMEMBER2', perMemberLimit: 2 });
    expect((await take(member, 'PERMEMBER2')).statusCode).toBe(200);
    expect((await take(member, 'PERMEMBER2')).statusCode).toBe(200);
    const third = await take(member, 'PERMEMBER2');
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toEqual({ code: 'COUPON_UNAVAILABLE', message: '이미 받은 쿠폰입니다.' });
  });

  it('stops issuing at the total limit', async () => {
    await defineCoupon({ code: 'TOTAL2', totalLimit: 2 });
    const answers = [];
    for (const login of ['traveler06', 'traveler07', 'traveler08']) answers.push(await take(await loginAs(t.app, login), 'TOTAL2'));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 409]);
    expect(answers[2]!.json().error.message).toBe('선착순 발급이 마감된 쿠폰입니다.');
    const [row] = await t.db.select({ issuedCount: coupons.issuedCount }).from(coupons).where(eq(coupons.code, 'TOTAL2'));
    expect(row?.issuedCount).toBe(2);
  });

  it('does not issue an offer whose window has ended, and a member coupon lasts validDays at most', async () => {
    await defineCoupon({ code: 'ENDED', validDays: null, validFrom: new Date(Date.now() - 10 * DAY_MS), validUntil: new Date(Date.now() - DAY_MS) });
    const ended = await take(member, 'ENDED');
    expect(ended.statusCode).toBe(409);
    expect(ended.json().error.message).toBe('발급 기간이 끝난 쿠폰입니다.');
    await defineCoupon({ code: 'WINDOW', validDays: 7, validUntil: new Date(Date.now() + 90 * DAY_MS) });
    const issued = (await take(member, 'WINDOW')).json().data as { validFrom: string; validUntil: string; status: string };
    expect(Date.parse(issued.validUntil) - Date.parse(issued.validFrom)).toBe(7 * DAY_MS);
    expect(issued.status).toBe('usable');
  });

  it('is used only on its product types, from its minimum amount, within its validity', async () => {
    const id = member.userId;
    const now = new Date();
    await defineCoupon({ code: 'STAYMIN', productTypes: ['stay'], minOrderAmount: 100_000 });
    const coupon = await t.db.transaction((tx) => issueCoupon(tx, { memberId: id, code: 'STAYMIN', now, reason: '테스트', offerOnly: true }));
    const booking = await insertBooking(t.db, { memberId: id, startDate: '2027-05-01', total: 120_000, deposit: 12_000 });
    const redeem = (order: { productType: 'stay' | 'hotel' | 'tour'; total: number }, at = now) =>
      t.db.transaction((tx) => redeemCoupon(tx, { memberId: id, memberCouponId: coupon.id, bookNo: booking.bookNo, ...order, now: at }));
    await expect(redeem({ productType: 'tour', total: 200_000 })).rejects.toMatchObject({ statusCode: 409, message: '이 상품에는 사용할 수 없는 쿠폰입니다.' });
    await expect(redeem({ productType: 'stay', total: 99_999 })).rejects.toMatchObject({ statusCode: 409, message: '100,000원 이상 예약에 사용할 수 있는 쿠폰입니다.' });
    await expect(redeem({ productType: 'stay', total: 120_000 }, new Date(now.getTime() + 31 * DAY_MS))).rejects.toMatchObject({ statusCode: 409, message: '유효 기간이 지난 쿠폰입니다.' });
    // Another member cannot use it at all.
    const other = await memberId('traveler09');
    await expect(t.db.transaction((tx) => redeemCoupon(tx, { memberId: other, memberCouponId: coupon.id, bookNo: booking.bookNo, productType: 'stay', total: 120_000, now }))).rejects.toMatchObject({ statusCode: 404 });
    expect(await redeem({ productType: 'stay', total: 120_000 })).toBe(3_000);
  });

  it('lets exactly one of 64 concurrent bookings redeem a single-use coupon', async () => {
    const id = member.userId;
    const now = new Date();
    await defineCoupon({ code: 'RACE64' });
    const coupon = await t.db.transaction((tx) => issueCoupon(tx, { memberId: id, code: 'RACE64', now, reason: '테스트', offerOnly: true }));
    const template = await insertBooking(t.db, { memberId: id, productType: 'tour', startDate: '2027-06-01', total: 50_000, deposit: 50_000 });
    // 63 more booking rows like it (no units needed: only the coupon is contended).
    await t.db.execute(sql`
      insert into bookings (member_id, partner_id, product_type, item_no, status, start_date, adults, children, guest_name, guest_english_name, guest_phone, guest_email, total, deposit, pay_at_property, refund_policy)
      select member_id, partner_id, product_type, item_no, status, start_date, adults, children, guest_name, guest_english_name, guest_phone, guest_email, total, deposit, pay_at_property, refund_policy
      from bookings, generate_series(1, 63) where book_no = ${template.bookNo}`);
    const bookNos = (await t.db.select({ bookNo: bookings.bookNo }).from(bookings).where(sql`${bookings.memberId} = ${id} and ${bookings.startDate} = '2027-06-01'`)).map((b) => b.bookNo);
    expect(bookNos).toHaveLength(64);
    const results = await Promise.allSettled(
      bookNos.map((bookNo) => t.db.transaction((tx) => redeemCoupon(tx, { memberId: id, memberCouponId: coupon.id, bookNo, productType: 'tour', total: 50_000, now }))),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ statusCode: 409, code: 'COUPON_UNAVAILABLE' });
    const [row] = await t.db.select().from(memberCoupons).where(eq(memberCoupons.id, coupon.id));
    expect(bookNos).toContain(row?.bookNo);
    const redeemed = await t.db.select().from(couponEvents).where(sql`${couponEvents.memberCouponId} = ${coupon.id} and ${couponEvents.kind} = 'redeem'`);
    expect(redeemed).toHaveLength(1);
  });
});

describe('the welcome coupon', () => {
  it('is in a new member’s wallet from sign-up, so the coupon page cannot give it twice', async () => {
    const loginId = `welcome${Date.now().toString(36)}`;
    const registered = await putSignUp(t.app, { loginId, password: 'travel2024', nickname: '새내기', email: `${loginId}@example.com` }, { remoteAddress: '10.9.8.7' });
    expect(registered.statusCode, registered.body).toBe(200);
    const newcomer = await loginAs(t.app, loginId, 'travel2024');
    const wallet = (await t.call('GET', apiPaths.members.coupons.href(), newcomer.headers)).json().data as { usableCount: number; content: { name: string; discountValue: number }[] };
    expect(wallet.usableCount).toBe(1);
    expect(wallet.content).toEqual([expect.objectContaining({ name: '첫 예약 웰컴 쿠폰', discountValue: 15000 })]);
    const again = await take(newcomer, 'WELCOME15000');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('이미 받은 쿠폰입니다.');
  });
});

describe('the app-download coupon', () => {
  it('is issued once, on the first sign-in inside the app, and never on the web', async () => {
    const appCoupons = async (who: LoggedIn) =>
      ((await t.call('GET', apiPaths.members.coupons.href(), who.headers)).json().data as { content: { name: string; discountValue: number }[] }).content.filter((c) => c.name === '앱 다운로드 쿠폰');
    const web = await loginAs(t.app, 'traveler09', undefined, { cookies: { app_service_media: 'MW' } });
    expect(await appCoupons(web)).toEqual([]);
    await loginAs(t.app, 'traveler09', undefined, { cookies: { app_service_media: 'AP' } });
    const again = await loginAs(t.app, 'traveler09', undefined, { cookies: { app_service_media: 'iP' } });
    expect(await appCoupons(again)).toEqual([expect.objectContaining({ discountValue: 1000 })]);
  });
});

describe('GET member/coupons and member/coupons/hotel', () => {
  it('lists the member’s own coupons, usable first, and the hotel ones apart', async () => {
    expect((await take(member, 'HOTEL10000')).statusCode).toBe(200);
    const list = (await t.call('GET', apiPaths.members.coupons.href(), member.headers)).json().data as { usableCount: number; content: { name: string; status: string }[] };
    expect(list.usableCount).toBe(list.content.filter((c) => c.status === 'usable').length);
    const firstUsed = list.content.findIndex((c) => c.status !== 'usable');
    expect(list.content.slice(firstUsed === -1 ? list.content.length : firstUsed).every((c) => c.status !== 'usable')).toBe(true);
    const hotel = (await t.call('GET', apiPaths.members.hotelCoupons.href(), member.headers)).json().data as { name: string; productTypes: string[] }[];
    expect(hotel.map((c) => c.name)).toContain('해외호텔 10,000원 할인 쿠폰');
    expect(hotel.every((c) => c.productTypes.includes('hotel'))).toBe(true);
    const someoneElse = await loginAs(t.app, 'traveler10');
    const theirs = (await t.call('GET', apiPaths.members.hotelCoupons.href(), someoneElse.headers)).json().data as unknown[];
    expect(theirs).toEqual([]);
  });
});
