import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { INVITE_COUPON_CODE } from '@minda/contracts/rules/coupons';
import { bookings, refunds } from '../../db/schema/bookings.ts';
import { couponEvents, coupons, memberCoupons } from '../../db/schema/coupons.ts';
import { pointLedger } from '../../db/schema/points.ts';
import { users } from '../../db/schema/users.ts';
import { rowsOf } from '../../platform/sql.ts';
import { loginAs, visitorHeaders, type LoggedIn } from '../../test/login-as.ts';
import { putSignUp } from '../../test/sign-up.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { ledgerSum, pointBalance } from '../points/points.service.ts';
import { CARD, inDays, paymentSteps } from './booking-payment-steps.ts';
import { insertBooking } from './booking-fixtures.ts';
import { transition } from './booking-states.ts';

/**
 * A booking paid with a coupon and points, then cancelled (decision 028): the amounts the member pays, the
 * gateway is charged and the refund are exact, and the points and the coupon come back. And the invite
 * reward: granted once, when the invitee's first booking is confirmed.
 */

const t = setupTestApp();
let member: LoggedIn;
let hotel: { uuid: string; roomId: number };

const GUEST = { guest: { name: '홍길동', englishName: 'HONG GILDONG', phone: '010-1234-5678', email: 'hong@example.com' }, arrivalTime: null, requestToHost: null };
const key = () => ({ 'idempotency-key': randomUUID() });
const { payInWindow, comeBack, complete, register } = paymentSteps(t, () => member);

async function balanceChecked(memberId: number) {
  const balance = await pointBalance(t.db, memberId, new Date());
  expect(await ledgerSum(t.db, memberId)).toBe(balance);
  return balance;
}

beforeAll(async () => {
  member = await loginAs(t.app, 'traveler03');
  hotel = rowsOf<typeof hotel>(await t.db.execute(sql`select property_uuid as uuid, id as "roomId" from hotel_rooms where max_adults >= 2 and free_cancellation order by id limit 1`))[0]!;
  await t.db.insert(pointLedger).values({ memberId: member.userId, kind: 'earn', amount: 50_000, expiresAt: new Date(Date.now() + 300 * 86_400_000), reason: '테스트 적립' });
});

describe('a booking with a coupon and points', () => {
  it('charges deposit - coupon - points, shows the discount lines, and on cancellation refunds what was paid and gives both back', async () => {
    const body = { productType: 'hotel', propertyUuid: hotel.uuid, checkInAt: inDays(40), checkOutAt: inDays(43), items: [{ roomId: hotel.roomId, adults: 2, children: [] }] };
    const quote = (await t.call('POST', apiPaths.bookings.v2PreCheck.href(), member.headers, body)).json().data as { total: number };
    expect(quote.total).toBeGreaterThanOrEqual(100_000);
    const issued = await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.members.coupons.href()), headers: { ...member.headers, ...key() }, payload: { code: 'HOTEL5' } });
    expect(issued.statusCode).toBe(200);
    const coupon = issued.json().data as { id: number; name: string };
    const couponDiscount = Math.min(Math.floor((quote.total * 5) / 100), 30_000);

    // 150 won is not a 100-won step: refused, nothing held, the coupon still free.
    const odd = await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.bookings.v2PreBookings.href()), headers: { ...member.headers, ...key() }, payload: { ...body, ...GUEST, memberCouponId: coupon.id, points: 150 } });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.message).toBe('포인트는 100원 단위로 사용할 수 있습니다.');

    const booked = await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.bookings.v2PreBookings.href()), headers: { ...member.headers, ...key() }, payload: { ...body, ...GUEST, memberCouponId: coupon.id, points: 5_000 } });
    expect(booked.statusCode).toBe(200);
    const pre = booked.json().data as { bookNo: number; deposit: number; couponDiscount: number; pointsDiscount: number; amountDue: number; couponName: string };
    expect(pre).toMatchObject({ deposit: quote.total, couponDiscount, pointsDiscount: 5_000, amountDue: quote.total - couponDiscount - 5_000, couponName: '해외호텔 5% 할인 쿠폰' });
    expect(await balanceChecked(member.userId)).toBe(45_000);

    // The gateway is asked for the reduced amount, and the booking confirms on it.
    const reg = (await register(pre.bookNo)).json().data as { orderId: string; amount: number; fields: Record<string, string>; windowUrl: string; goodsName: string; provider: string };
    expect(reg.amount).toBe(pre.amountDue);
    await comeBack(await payInWindow(reg, CARD.approve));
    expect((await complete(pre.bookNo, reg.orderId)).statusCode).toBe(200);

    const detail = (await t.call('GET', apiPaths.bookings.booking.href(pre.bookNo), member.headers)).json().data as Record<string, unknown>;
    expect(detail).toMatchObject({ status: 9, couponDiscount, pointsDiscount: 5_000, amountDue: pre.amountDue, couponName: '해외호텔 5% 할인 쿠폰' });
    expect((detail.payment as { amount: number }).amount).toBe(pre.amountDue);
    expect((detail.cancelPreview as { refund: number }).refund).toBe(pre.amountDue);

    // The same coupon cannot pay for a second booking.
    const again = await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.bookings.v2PreBookings.href()), headers: { ...member.headers, ...key() }, payload: { ...body, checkInAt: inDays(50), checkOutAt: inDays(53), ...GUEST, memberCouponId: coupon.id } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'COUPON_UNAVAILABLE', message: '이미 사용했거나 사용할 수 없는 쿠폰입니다.' });

    // Cancelled 40 days ahead (free cancellation): everything paid comes back, and so do the points and the coupon.
    const cancelled = await t.call('DELETE', apiPaths.bookings.booking.href(pre.bookNo), member.headers, { reason: '일정 변경' });
    expect(cancelled.statusCode).toBe(200);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.bookNo, pre.bookNo));
    expect(refund?.amount).toBe(pre.amountDue);
    expect(await balanceChecked(member.userId)).toBe(50_000);
    const [mc] = await t.db.select().from(memberCoupons).where(eq(memberCoupons.id, coupon.id));
    expect(mc).toMatchObject({ usedAt: null, bookNo: null });
    const events = await t.db.select({ kind: couponEvents.kind }).from(couponEvents).where(eq(couponEvents.memberCouponId, coupon.id)).orderBy(couponEvents.id);
    expect(events.map((e) => e.kind)).toEqual(['issue', 'redeem', 'release']);
    // The booking keeps its discount lines as they were paid.
    const [row] = await t.db.select().from(bookings).where(eq(bookings.bookNo, pre.bookNo));
    expect(row).toMatchObject({ couponDiscount, pointsDiscount: 5_000, memberCouponId: coupon.id });
  });

  it('leaves at least 100 won to pay, and refuses points beyond 10% of the total', async () => {
    const body = { productType: 'hotel', propertyUuid: hotel.uuid, checkInAt: inDays(60), checkOutAt: inDays(61), items: [{ roomId: hotel.roomId, adults: 2, children: [] }] };
    const quote = (await t.call('POST', apiPaths.bookings.v2PreCheck.href(), member.headers, body)).json().data as { total: number };
    const tooMany = Math.floor(quote.total / 10 / 100) * 100 + 100;
    const res = await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.bookings.v2PreBookings.href()), headers: { ...member.headers, ...key() }, payload: { ...body, ...GUEST, points: tooMany } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('포인트는 결제 금액의 10%까지 사용할 수 있습니다.');
  });
});

describe('the invite reward', () => {
  it('is granted once, to the inviter, when the invitee’s first booking is confirmed', async () => {
    const inviter = await loginAs(t.app, 'traveler04');
    const invite = (await t.call('GET', apiPaths.members.invite.href(), inviter.headers)).json().data as { code: string; link: string };
    expect(invite.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(invite.link).toBe(`/member/register.php?invite=${invite.code}`);

    const visitor = await visitorHeaders(t.app);
    const wrong = await putSignUp(t.app, { loginId: 'invitee-wrong', password: 'minda1234!', nickname: '초대친구', email: 'wrong@example.com', inviteCode: 'ZZZZZZZZ' }, { headers: visitor });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('초대 코드를 찾을 수 없습니다. 코드를 다시 확인해 주세요.');

    const joined = await putSignUp(t.app, { loginId: 'invitee01', password: 'minda1234!', nickname: '초대친구', email: 'invitee01@example.com', inviteCode: invite.code.toLowerCase() }, { headers: visitor });
    expect(joined.statusCode).toBe(200);
    const [invitee] = await t.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'invitee01'));
    const inviteeId = invitee!.id;

    const inviteCoupons = async () =>
      (await t.db.select({ id: memberCoupons.id }).from(memberCoupons).innerJoin(coupons, eq(coupons.id, memberCoupons.couponId)).where(and(eq(memberCoupons.memberId, inviter.userId), eq(coupons.code, INVITE_COUPON_CODE)))).length;
    const first = await insertBooking(t.db, { memberId: inviteeId, productType: 'tour', startDate: inDays(20), total: 80_000, deposit: 80_000 });
    const second = await insertBooking(t.db, { memberId: inviteeId, productType: 'tour', startDate: inDays(21), total: 80_000, deposit: 80_000 });
    expect(await inviteCoupons()).toBe(0);
    await t.db.transaction((tx) => transition(tx, first.bookNo, 'confirmPayment', { kind: 'system', id: null }));
    await t.db.transaction((tx) => transition(tx, second.bookNo, 'confirmPayment', { kind: 'system', id: null }));
    expect(await inviteCoupons()).toBe(1);
    const after = (await t.call('GET', apiPaths.members.invite.href(), inviter.headers)).json().data;
    expect(after).toMatchObject({ code: invite.code, joinedCount: 1, rewardedCount: 1, rewardAmount: 3_000 });
    const wallet = (await t.call('GET', apiPaths.members.coupons.href(), inviter.headers)).json().data as { content: { name: string; discountValue: number; status: string }[] };
    expect(wallet.content.filter((c) => c.name === '친구 초대 쿠폰')).toEqual([expect.objectContaining({ discountValue: 3_000, status: 'usable' })]);
  });
});
