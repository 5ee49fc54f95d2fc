import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { HOTEL_FREE_CANCELLATION, NON_REFUNDABLE, TOUR_REFUND_POLICY } from '@minda/contracts/rules/bookings';
import { bookingHistory, bookingItems, bookings, paymentEvents, payments, refunds } from '../../db/schema/bookings.ts';
import { jobs } from '../../db/schema/platform.ts';
import { stayRoomNights, stays } from '../../db/schema/stays.ts';
import { users } from '../../db/schema/users.ts';
import { testGatewayTrades } from '../../db/schema/test-gateway.ts';
import { loginAs, type LoggedIn } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { CARD, form, paymentSteps, type Registration } from './booking-payment-steps.ts';

/**
 * Paying for and cancelling a booking through the API, with the embedded test gateway and its test cards
 * (README "Test cards"): register, the window, the return, PUT, the inquiry job, notifications, DELETE and
 * the refund job. Bookings start from a fixture in status 3 (or 1), as a pre-booking leaves them.
 */

const NOTIFY_SECRET = 'notify-secret-for-tests-0123456789';
const t = setupTestApp({ PAYMENT_NOTIFY_SECRET: NOTIFY_SECRET });
let member: LoggedIn;
let other: LoggedIn;

beforeAll(async () => {
  member = await loginAs(t.app, 'member');
  other = await loginAs(t.app, 'traveler01');
});

const { book, register, payInWindow, comeBack, complete, registered, paidInWindow, confirmedBooking } = paymentSteps(t, () => member);
const cancel = (bookNo: number, headers = member.headers) => t.call('DELETE', apiPaths.bookings.booking.href(bookNo), headers, { reason: '일정 변경' });

async function bookingRow(bookNo: number) {
  const [row] = await t.db.select().from(bookings).where(eq(bookings.bookNo, bookNo));
  return row!;
}
const paymentRow = async (orderId: string) => (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
const historyOf = async (bookNo: number) =>
  (await t.db.select().from(bookingHistory).where(eq(bookingHistory.bookNo, bookNo)).orderBy(bookingHistory.id)).map((h) => [h.fromStatus, h.toStatus, h.actor]);
const later = (ms: number) => new Date(Date.now() + ms);

const errorOf = (res: LightMyRequestResponse) => (res.json() as { error: { code: string; message: string } }).error;

describe('registering a payment (pay/kcp/mobile-register)', () => {
  it('answers the window of the test gateway for the booking deposit, whatever the browser thinks it costs', async () => {
    const bookNo = await book({ deposit: 12_000 });
    const res = await t.call('POST', apiPaths.payments.register.href(), member.headers, { bookNo, amount: 1 });
    expect(res.statusCode).toBe(200);
    const reg = (res.json() as { data: Registration }).data;
    expect(reg).toMatchObject({ orderId: `MD${bookNo}-1`, amount: 12_000, provider: 'test', windowUrl: '/api/v2/pay/test/window' });
    expect(Object.keys(reg.fields)).toEqual(['tradeId']);
    // A second attempt is a new order of the same booking.
    expect((await registered(bookNo)).orderId).toBe(`MD${bookNo}-2`);
  });

  it("answers 404 for another member's booking, as if it did not exist", async () => {
    const bookNo = await book();
    const res = await register(bookNo, other.headers);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: '예약 내역을 찾을 수 없습니다.' });
  });

  it('refuses a booking that is not awaiting payment (a request still waiting for the partner) with 409', async () => {
    const res = await register(await book({ status: 1 }));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({ code: 'CONFLICT', message: '현재 예약 상태에서는 할 수 없는 요청입니다.' });
  });

  it('refuses once the deposit deadline has passed', async () => {
    const res = await register(await book({ deadline: new Date(Date.now() - 60_000) }));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('결제 기한이 지났습니다. 예약을 다시 진행해 주세요.');
  });

});

describe('the test payment window', () => {
  it('is a Korean HTML page with the order, the amount, a card field and the test cards, with no script', async () => {
    const reg = await registered(await book({ deposit: 12_000 }));
    const page = await t.app.inject({ method: 'POST', url: reg.windowUrl, ...form(reg.fields) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<html lang="ko">');
    expect(page.body).toContain('12,000원');
    expect(page.body).toContain(reg.orderId);
    expect(page.body).toContain('결제하기');
    expect(page.body).toContain('4242 4242 4242 4242');
    expect(page.body).toContain('4000 0000 0000 0002');
    expect(page.body).toContain('4000 0000 0000 0119');
    expect(page.body).not.toMatch(/<script|onclick=|javascript:/i);
  });

  it('shows the page again with a message for a number that is no test card', async () => {
    const reg = await registered(await book());
    const res = await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.payments.testWindowPay.href()), ...form({ ...reg.fields, cardNumber: '1111 2222 3333 4444', action: 'pay' }) });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('테스트 카드 번호가 아닙니다.');
  });

  it('sends the browser back with a signed proof, not the card number, and then to the PC or mobile result page', async () => {
    const bookNo = await book();
    const reg = await registered(bookNo);
    const back = await payInWindow(reg, CARD.approve);
    expect(back).toMatch(/^\/api\/v2\/pay\/return\?device=pc&ordr_idxx=MD\d+-1&res_cd=0000&proof=TG[0-9A-F]+\.[\w-]+$/);
    expect(back).not.toContain('4242');
    expect(await comeBack(back)).toBe(`/booking/result.php?bookno=${bookNo}&orderId=${reg.orderId}`);

    const mobileBook = await book();
    const mobileReg = (await register(mobileBook, member.headers, 'mobile')).json() as { data: Registration };
    expect(await comeBack(await payInWindow(mobileReg.data, CARD.approve))).toBe(`/m/1.0/booking/result.html?bookno=${mobileBook}&orderId=${mobileReg.data.orderId}`);
    // The return confirms nothing: the booking waits for the PUT.
    expect((await bookingRow(mobileBook)).status).toBe(3);
  });

  it('keeps no card number anywhere', async () => {
    const { reg } = await confirmedBooking();
    const [trade] = await t.db.select().from(testGatewayTrades).where(eq(testGatewayTrades.orderId, reg.orderId));
    expect(trade).toMatchObject({ cardLast4: '4242', status: 'approved' });
    const events = await t.db.select().from(paymentEvents).innerJoin(payments, eq(payments.id, paymentEvents.paymentId)).where(eq(payments.orderId, reg.orderId));
    expect(JSON.stringify(events)).not.toContain('4242424242424242');
    expect(JSON.stringify(await paymentRow(reg.orderId))).not.toContain('4242424242424242');
  });
});

describe('completing a booking with its payment (PUT stay-book/bookings/{bookNo})', () => {
  it('approves the card and confirms the booking with a 10-character voucher code', async () => {
    const bookNo = await book({ deposit: 12_000 });
    const reg = await paidInWindow(bookNo);
    const res = await complete(bookNo, reg.orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { bookNo, status: 9, statusLabel: '예약 확정' } });
    const row = await bookingRow(bookNo);
    expect(row.voucherCode).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(await paymentRow(reg.orderId)).toMatchObject({ status: 'approved', amount: 12_000, methodLabel: '테스트카드 4242' });
    expect(await historyOf(bookNo)).toEqual([
      [null, 3, 'guest'],
      [3, 9, 'guest'],
    ]);
  });

  it('answers a second PUT with the same state and changes nothing', async () => {
    const { bookNo, reg } = await confirmedBooking();
    const voucher = (await bookingRow(bookNo)).voucherCode;
    const again = await complete(bookNo, reg.orderId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { bookNo, status: 9, statusLabel: '예약 확정' } });
    expect((await bookingRow(bookNo)).voucherCode).toBe(voucher);
    expect((await historyOf(bookNo)).length).toBe(2);
  });

  it('answers 402 PAYMENT_DECLINED with the card company message and leaves the booking payable', async () => {
    const bookNo = await book();
    const reg = await paidInWindow(bookNo, CARD.decline);
    const res = await complete(bookNo, reg.orderId);
    expect(res.statusCode).toBe(402);
    expect(errorOf(res)).toEqual({ code: 'PAYMENT_DECLINED', message: '잔액이 부족합니다. 다른 카드로 결제해 주세요. (테스트 카드)' });
    expect((await bookingRow(bookNo)).status).toBe(3);
    expect((await paymentRow(reg.orderId)).status).toBe('failed');
    // Still payable: another card goes through.
    const retry = await paidInWindow(bookNo, CARD.approve);
    expect((await complete(bookNo, retry.orderId)).json()).toEqual({ data: { bookNo, status: 9, statusLabel: '예약 확정' } });
  });

  it('answers the window closed with 취소 as declined too', async () => {
    const bookNo = await book();
    const reg = await registered(bookNo);
    await comeBack(await payInWindow(reg, '', 'cancel'));
    const res = await complete(bookNo, reg.orderId);
    expect(res.statusCode).toBe(402);
    expect(errorOf(res).message).toBe('결제를 취소했습니다.');
    expect((await bookingRow(bookNo)).status).toBe(3);
  });

  it('refuses a payment whose window never came back', async () => {
    const bookNo = await book();
    const reg = await registered(bookNo);
    const res = await complete(bookNo, reg.orderId);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('결제창에서 결제를 마치지 않았습니다. 다시 결제해 주세요.');
  });

  it('cancels at the provider and answers 409 PAYMENT_AMOUNT_MISMATCH when the provider charged another amount', async () => {
    const bookNo = await book({ deposit: 12_000 });
    const reg = await paidInWindow(bookNo);
    // The provider's side says 11,000 won (tampered after the window).
    await t.db.update(testGatewayTrades).set({ amount: 11_000 }).where(eq(testGatewayTrades.orderId, reg.orderId));
    const res = await complete(bookNo, reg.orderId);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({ code: 'PAYMENT_AMOUNT_MISMATCH', message: '결제 금액이 예약 금액과 다릅니다. 결제가 취소되었습니다.' });
    expect((await bookingRow(bookNo)).status).toBe(3);
    expect((await paymentRow(reg.orderId)).status).toBe('cancelled');
    const [trade] = await t.db.select().from(testGatewayTrades).where(eq(testGatewayTrades.orderId, reg.orderId));
    expect(trade!.cancelledAmount).toBe(11_000);
    // Asking again gives the same answer and cancels nothing more.
    expect((await complete(bookNo, reg.orderId)).statusCode).toBe(409);
  });

  it("answers 404 for another member's booking or an order of another booking", async () => {
    const bookNo = await book();
    const reg = await paidInWindow(bookNo);
    expect((await complete(bookNo, reg.orderId, other.headers)).statusCode).toBe(404);
    const res = await complete(await book(), reg.orderId);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('결제 정보를 찾을 수 없습니다.');
    expect((await bookingRow(bookNo)).status).toBe(3);
  });

  it('answers two PUTs at once (a double click) both 200 with one true history and no inquiry queued', async () => {
    const bookNo = await book();
    const reg = await paidInWindow(bookNo);
    // The provider takes its time, as a real one does: the second PUT arrives while the first waits for it.
    const gateway = t.app.paymentGateway;
    const approve = gateway.approve.bind(gateway);
    let approvals = 0;
    const slowApprove = vi.spyOn(gateway, 'approve').mockImplementation(async (input) => {
      approvals += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return approve(input);
    });
    const [first, second] = await Promise.all([complete(bookNo, reg.orderId), complete(bookNo, reg.orderId)]).finally(() => slowApprove.mockRestore());
    expect(approvals).toBe(1);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual({ data: { bookNo, status: 9, statusLabel: '예약 확정' } });
    expect(await historyOf(bookNo)).toEqual([
      [null, 3, 'guest'],
      [3, 9, 'guest'],
    ]);
    const inquiries = await t.db.select().from(jobs).where(eq(jobs.singletonKey, `inquiry:${reg.orderId}`));
    expect(inquiries).toEqual([]);
  });

  it('makes a replayed return harmless, before and after the approval', async () => {
    const bookNo = await book();
    const reg = await registered(bookNo);
    const back = await payInWindow(reg, CARD.approve);
    const landing = await comeBack(back);
    expect(await comeBack(back)).toBe(landing);
    expect((await paymentRow(reg.orderId)).status).toBe('authorized');
    expect((await complete(bookNo, reg.orderId)).statusCode).toBe(200);
    expect(await comeBack(back)).toBe(landing);
    expect((await paymentRow(reg.orderId)).status).toBe('approved');
    expect((await bookingRow(bookNo)).status).toBe(9);
  });
});

describe('what a paid booking tells the member (GET stay-book/bookings)', () => {
  const detailOf = async (bookNo: number) => (await t.get(apiPaths.bookings.booking.href(bookNo), {}, member.headers)).json() as { data: { statusLabel: string; host: { name: string } | null } };

  it("names the stay on the voucher, not its host's own name", async () => {
    const { bookNo } = await confirmedBooking();
    // The fixture books the first stay with free nights, which depends on what earlier tests took.
    const [stay] = await t.db.select({ name: stays.name, hostName: stays.hostName }).from(stays).innerJoin(bookings, eq(bookings.goodsNo, stays.goodsNo)).where(eq(bookings.bookNo, bookNo));
    expect(stay!.name).not.toBe(stay!.hostName);
    expect((await detailOf(bookNo)).data.host?.name).toBe(stay!.name);
  });

  it('reads a confirmed stay whose check-out has passed as 이용 완료 under 지난 예약, in the list, the my-page list and the detail', async () => {
    const { bookNo } = await confirmedBooking({ days: -3 });
    const past = (await t.get(apiPaths.bookings.list.href(), { tab: 'past' }, member.headers)).json() as { data: { content: { bookNo: number; status: number; statusLabel: string }[] } };
    expect(past.data.content.find((b) => b.bookNo === bookNo)).toMatchObject({ status: 9, statusLabel: '이용 완료' });
    const myPage = (await t.get(apiPaths.mypage.reservationPast.href(), {}, member.headers)).json() as { data: { bookNo: number; statusLabel: string }[] };
    expect(myPage.data.find((b) => b.bookNo === bookNo)?.statusLabel).toBe('이용 완료');
    expect((await detailOf(bookNo)).data.statusLabel).toBe('이용 완료');
    // An upcoming confirmed stay is still 예약 확정.
    const { bookNo: upcoming } = await confirmedBooking();
    expect((await detailOf(upcoming)).data.statusLabel).toBe('예약 확정');
  });
});

describe('an approval whose answer is lost (202, -9), settled by the inquiry job', () => {
  it('confirms when the provider did charge (timeout card), only once the inquiry is due', async () => {
    const bookNo = await book();
    const reg = await paidInWindow(bookNo, CARD.timeout);
    const res = await complete(bookNo, reg.orderId);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { bookNo, status: -9, statusLabel: '결제 확인 중' } });
    expect((await paymentRow(reg.orderId)).status).toBe('unknown');

    await t.app.jobs.tick({ now: later(5_000) });
    expect((await bookingRow(bookNo)).status).toBe(-9);
    await t.app.jobs.tick({ now: later(31_000) });
    const row = await bookingRow(bookNo);
    expect(row.status).toBe(9);
    expect(row.voucherCode).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(await historyOf(bookNo)).toEqual([
      [null, 3, 'guest'],
      [3, -9, 'guest'],
      [-9, 9, 'system'],
    ]);
    // The member's PUT afterwards reads the settled state.
    expect((await complete(bookNo, reg.orderId)).json()).toEqual({ data: { bookNo, status: 9, statusLabel: '예약 확정' } });
  });

  it('puts the booking back to awaiting payment when nothing was charged (lost card), and it can be paid again', async () => {
    const bookNo = await book();
    const reg = await paidInWindow(bookNo, CARD.lost);
    expect((await complete(bookNo, reg.orderId)).statusCode).toBe(202);
    await t.app.jobs.tick({ now: later(31_000) });
    expect((await bookingRow(bookNo)).status).toBe(3);
    expect((await paymentRow(reg.orderId)).status).toBe('failed');
    expect((await historyOf(bookNo)).slice(1)).toEqual([
      [3, -9, 'guest'],
      [-9, 3, 'system'],
    ]);
    const again = await paidInWindow(bookNo);
    expect((await complete(bookNo, again.orderId)).statusCode).toBe(200);
  });
});

describe('the provider notification (pay/kcp/notification)', () => {
  const notify = (orderId: string, key = NOTIFY_SECRET, siteCd = 'T0000') =>
    t.app.inject({ method: 'POST', url: `${apiUrl(apiPaths.payments.notification.href())}?key=${key}`, ...form({ site_cd: siteCd, order_no: orderId, tno: 'X', tx_cd: 'TX00' }) });

  it('settles an unknown payment like the inquiry, and a duplicate changes nothing', async () => {
    const bookNo = await book();
    const reg = await paidInWindow(bookNo, CARD.timeout);
    expect((await complete(bookNo, reg.orderId)).statusCode).toBe(202);
    const first = await notify(reg.orderId);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('name="result" value="0000"');
    expect((await bookingRow(bookNo)).status).toBe(9);
    const voucher = (await bookingRow(bookNo)).voucherCode;
    expect((await notify(reg.orderId)).statusCode).toBe(200);
    // The queued inquiry finds it settled too.
    await t.app.jobs.tick({ now: later(31_000) });
    expect((await bookingRow(bookNo)).voucherCode).toBe(voucher);
    expect((await historyOf(bookNo)).length).toBe(3);
  });

  it('ignores a notification that arrives before the window came back (out of order)', async () => {
    const bookNo = await book();
    const reg = await registered(bookNo);
    expect((await notify(reg.orderId)).statusCode).toBe(200);
    expect((await paymentRow(reg.orderId)).status).toBe('registered');
    await comeBack(await payInWindow(reg, CARD.approve));
    expect((await complete(bookNo, reg.orderId)).statusCode).toBe(200);
    expect((await notify(reg.orderId)).statusCode).toBe(200);
    expect((await historyOf(bookNo)).length).toBe(2);
  });

  it('refuses a notification without our secret or for another site', async () => {
    const reg = await registered(await book());
    expect((await notify(reg.orderId, 'wrong-secret-0123456789')).statusCode).toBe(401);
    expect((await notify(reg.orderId, NOTIFY_SECRET, 'T9999')).statusCode).toBe(401);
    expect((await notify('MD1-99')).statusCode).toBe(404);
  });
});

describe('cancelling (DELETE stay-book/bookings/{bookNo})', () => {
  it('cancels an unpaid booking (-19) and gives its units back', async () => {
    const bookNo = await book({ days: 45 });
    const [item] = await t.db.select().from(bookingItems).where(eq(bookingItems.bookNo, bookNo));
    const units = async () =>
      (await t.db.select().from(stayRoomNights).where(and(eq(stayRoomNights.roomId, item!.stayRoomId!), eq(stayRoomNights.night, item!.startDate))))[0]!.unitsAvailable;
    const held = await units();
    // No body at all: the reason is optional.
    const res = await t.call('DELETE', apiPaths.bookings.booking.href(bookNo), member.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { bookNo, status: -19, statusLabel: '예약 취소', refund: 0 } });
    expect(await units()).toBe(held + 1);
    expect((await cancel(bookNo)).statusCode).toBe(409);
  });

  it("answers 404 for another member's booking", async () => {
    const bookNo = await book();
    expect((await cancel(bookNo, other.headers)).statusCode).toBe(404);
    expect((await bookingRow(bookNo)).status).toBe(3);
  });

  // Deposit 12,000 won on the stay schedule: 30+ days 100 %, 15-29 days 70 %, 8-14 days 50 %, 7 days or less nothing.
  it.each([
    [40, 12_000],
    [20, 8_400],
    [10, 6_000],
  ])('refunds a paid stay cancelled %i days before check-in %i won, through the gateway (-59, then -69)', async (days, refund) => {
    const { bookNo, reg } = await confirmedBooking({ deposit: 12_000, days });
    const res = await cancel(bookNo);
    expect(res.json()).toEqual({ data: { bookNo, status: -59, statusLabel: '환불 요청', refund } });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.bookNo, bookNo));
    expect(row).toMatchObject({ amount: refund, status: 'requested' });

    await t.app.jobs.tick();
    expect((await bookingRow(bookNo)).status).toBe(-69);
    expect((await t.db.select().from(refunds).where(eq(refunds.bookNo, bookNo)))[0]).toMatchObject({ status: 'completed' });
    expect(await paymentRow(reg.orderId)).toMatchObject({ cancelledAmount: refund, status: refund === 12_000 ? 'cancelled' : 'partially_cancelled' });
    const [trade] = await t.db.select().from(testGatewayTrades).where(eq(testGatewayTrades.orderId, reg.orderId));
    expect(trade!.cancelledAmount).toBe(refund);
    expect((await historyOf(bookNo)).slice(2)).toEqual([
      [9, -59, 'guest'],
      [-59, -69, 'system'],
    ]);
    // The job again: nothing more goes back.
    await t.app.jobs.tick();
    expect((await paymentRow(reg.orderId)).cancelledAmount).toBe(refund);
  });

  it('cancels a paid stay 3 days before check-in with nothing back (-19, no refund)', async () => {
    const { bookNo, reg } = await confirmedBooking({ deposit: 12_000, days: 3 });
    expect((await cancel(bookNo)).json()).toEqual({ data: { bookNo, status: -19, statusLabel: '예약 취소', refund: 0 } });
    expect(await t.db.select().from(refunds).where(eq(refunds.bookNo, bookNo))).toEqual([]);
    expect((await paymentRow(reg.orderId)).cancelledAmount).toBe(0);
  });

  it.each([
    ['hotel with free cancellation, 10 days before', 'hotel', HOTEL_FREE_CANCELLATION, 10, -59, 200_000],
    ['hotel with free cancellation, 1 day before', 'hotel', HOTEL_FREE_CANCELLATION, 1, -19, 0],
    ['non-refundable hotel rate, 10 days before', 'hotel', NON_REFUNDABLE, 10, -19, 0],
    ['tour, 5 days before', 'tour', TOUR_REFUND_POLICY, 5, -59, 200_000],
    ['tour, 1 day before', 'tour', TOUR_REFUND_POLICY, 1, -19, 0],
  ] as const)('%s: refund %s', async (_name, productType, refundPolicy, days, status, refund) => {
    const { bookNo } = await confirmedBooking({ productType, deposit: 200_000, total: 200_000, refundPolicy, days });
    const res = await cancel(bookNo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { bookNo, status, refund } });
    if (refund > 0) {
      await t.app.jobs.tick();
      expect((await bookingRow(bookNo)).status).toBe(-69);
    }
  });

  it('refuses to cancel while the payment is being confirmed (-9)', async () => {
    const bookNo = await book();
    const reg = await paidInWindow(bookNo, CARD.timeout);
    await complete(bookNo, reg.orderId);
    const res = await cancel(bookNo);
    expect(res.statusCode).toBe(409);
    expect((await bookingRow(bookNo)).status).toBe(-9);
  });
});

describe('the partner cancels a confirmed booking (POST partner/bookings/{bookNo}/cancel)', () => {
  /** The partner account that owns the booking's stay, signed in. */
  async function ownerOf(bookNo: number) {
    const [owner] = await t.db.select({ loginId: users.loginId }).from(users).where(eq(users.id, (await bookingRow(bookNo)).partnerId));
    return loginAs(t.app, owner!.loginId);
  }
  const partnerCancel = (bookNo: number, headers: LoggedIn['headers'], reason = '숙소 보수 공사로 운영하지 않습니다.') =>
    t.call('POST', apiPaths.partner.cancel.href(bookNo), headers, { reason });

  it('cancels (-89) and gives back everything paid, even 3 days before check-in when the guest would get nothing', async () => {
    const { bookNo, reg } = await confirmedBooking({ deposit: 12_000, days: 3 });
    const res = await partnerCancel(bookNo, (await ownerOf(bookNo)).headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { bookNo, status: -89, statusLabel: '숙소 사정으로 취소', refund: 12_000 } });
    await t.app.jobs.tick();
    expect((await bookingRow(bookNo)).status).toBe(-89);
    expect((await t.db.select().from(refunds).where(eq(refunds.bookNo, bookNo)))[0]).toMatchObject({ amount: 12_000, status: 'completed' });
    expect(await paymentRow(reg.orderId)).toMatchObject({ cancelledAmount: 12_000, status: 'cancelled' });
    expect((await historyOf(bookNo)).at(-1)).toEqual([9, -89, 'partner']);
  });

  it("answers 404 to another partner, 403 to a member, 400 without a reason, and 409 for a booking not confirmed", async () => {
    const { bookNo } = await confirmedBooking();
    // The hotels' partner owns no stay: to them this stay booking does not exist.
    const stranger = await loginAs(t.app, 'hotelpartner');
    const owner = await ownerOf(bookNo);
    expect((await partnerCancel(bookNo, stranger.headers)).statusCode).toBe(404);
    expect((await partnerCancel(bookNo, member.headers)).statusCode).toBe(403);
    const blank = await partnerCancel(bookNo, owner.headers, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('취소 사유를 입력해 주세요.');
    expect((await bookingRow(bookNo)).status).toBe(9);

    const unpaid = await book();
    expect((await partnerCancel(unpaid, (await ownerOf(unpaid)).headers)).statusCode).toBe(409);
    expect((await bookingRow(unpaid)).status).toBe(3);
  });
});
