import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, apiUrl, withQuery } from '@minda/contracts/paths';
import { dayIn } from '@minda/contracts/rules/bookings';
import { bookingHistory, bookingItems, bookings, payments, refunds } from '../../db/schema/bookings.ts';
import { memberCoupons } from '../../db/schema/coupons.ts';
import { testGatewayTrades } from '../../db/schema/test-gateway.ts';
import { loginAs, visitorHeaders, type CallerHeaders, type LoggedIn } from '../../test/login-as.ts';
import { createTestApp, setupTestApp } from '../../test/test-app.ts';
import { CARD, inDays, paymentSteps } from './booking-payment-steps.ts';
import { adminBookingsWorkbook } from './admin-bookings.service.ts';

/** A downloaded workbook's first sheet: its name, its rows' values, and each cell's type and number format. */
async function sheetOf(res: LightMyRequestResponse) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  const types: number[][] = [];
  const formats: (string | undefined)[][] = [];
  sheet.eachRow((row) => {
    const cells: ExcelJS.Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => void cells.push(cell));
    rows.push(cells.map((c) => c.value));
    types.push(cells.map((c) => c.type));
    formats.push(cells.map((c) => c.numFmt));
  });
  return { name: sheet.name, rows, types, formats };
}

/**
 * The operator's back office through the API (spec 2 §7.10; issue 9): the admin login, every booking with
 * filters and the Excel download, the detail, the operator's cancel (-99) with a full refund, memos, and refunds that
 * failed at the gateway, retried or completed by hand. Paid bookings are paid through the test gateway.
 */

const t = setupTestApp();
let member: LoggedIn;
let operator: LoggedIn;
const { book, confirmedBooking, paidInWindow, complete } = paymentSteps(t, () => member);

beforeAll(async () => {
  member = await loginAs(t.app, 'member');
  operator = await loginAs(t.app, 'admin');
});

const errorOf = (res: LightMyRequestResponse) => (res.json() as { error: { code: string; message: string } }).error;
const adminGet = (path: string, query: Parameters<typeof withQuery>[1] = {}) => t.get(path, query, operator.headers);
const operatorCancel = (bookNo: number, reason: string | null, headers: CallerHeaders = operator.headers) =>
  t.app.inject({ method: 'DELETE', url: apiUrl(withQuery(apiPaths.admin.booking.href(bookNo), { reason })), headers });
const patchRefund = (id: number, body: object, headers: CallerHeaders = operator.headers) => t.call('PATCH', apiPaths.admin.refund.href(id), headers, body);

async function bookingRow(bookNo: number) {
  const [row] = await t.db.select().from(bookings).where(eq(bookings.bookNo, bookNo));
  return row!;
}
const refundOf = async (bookNo: number) => (await t.db.select().from(refunds).where(eq(refunds.bookNo, bookNo)))[0];
const historyOf = async (bookNo: number) =>
  (await t.db.select().from(bookingHistory).where(eq(bookingHistory.bookNo, bookNo)).orderBy(bookingHistory.id)).map((h) => [h.fromStatus, h.toStatus, h.actor, h.reason]);
const later = (ms: number) => new Date(Date.now() + ms);
/** Runs the job runner past every retry delay (the refund job backs off up to 640 s between its 8 tries). */
async function runJobsUntilQuiet() {
  for (let i = 1; i <= 10; i += 1) await t.app.jobs.tick({ now: later(i * 3_600_000) });
}

describe('the back office login (POST admin/auth/login)', () => {
  it('signs an operator in with a session and an access token', async () => {
    const res = await t.call('POST', apiPaths.admin.login.href(), await visitorHeaders(t.app), { loginId: 'admin', password: 'minda1234!' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { user: { loginId: 'admin', role: 'admin', nickName: '운영자' } } });
    expect(typeof (res.json() as { data: { accessToken: string } }).data.accessToken).toBe('string');
    expect(res.cookies.map((c) => c.name)).toContain('minda_session');
  });

  it.each(['member', 'partner'])('answers a %s with the right password exactly as a wrong password', async (loginId) => {
    const res = await t.call('POST', apiPaths.admin.login.href(), await visitorHeaders(t.app), { loginId, password: 'minda1234!' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'LOGIN_FAILED', message: '아이디 또는 비밀번호가 일치하지 않습니다.' } });
    expect(res.cookies.map((c) => c.name)).not.toContain('minda_session');
  });
});

describe('who may use the back office', () => {
  it.each(['visitor', 'member', 'partner'] as const)('refuses a %s on every admin route', async (role) => {
    const headers = role === 'visitor' ? await visitorHeaders(t.app) : (await loginAs(t.app, role)).headers;
    const expected = role === 'visitor' ? 401 : 403;
    const calls = [
      t.get(apiPaths.admin.bookings.href(), {}, headers),
      t.get(apiPaths.admin.bookingsXls.href(), {}, headers),
      t.get(apiPaths.admin.booking.href(1), {}, headers),
      operatorCancel(1, '테스트', headers),
      t.call('POST', apiPaths.admin.memo.href(1), headers, { body: '메모' }),
      t.get(apiPaths.admin.refunds.href(), {}, headers),
      patchRefund(1, { action: 'retry' }, headers),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(expected);
  });
});

describe('the operator cancels (DELETE admin/bookings/{bookNo}?reason=)', () => {
  it('cancels a paid stay (9) to -99 and refunds everything paid through the gateway', async () => {
    const { bookNo, reg } = await confirmedBooking({ deposit: 12_000, days: 3 });
    const res = await operatorCancel(bookNo, '숙소 영업 정지');
    expect(res.statusCode).toBe(200);
    // 3 days before check-in the guest's own schedule gives nothing back; the operator's cancel gives all.
    expect(res.json()).toEqual({ data: { bookNo, status: -99, statusLabel: '운영자 취소', refund: 12_000 } });
    expect(await refundOf(bookNo)).toMatchObject({ amount: 12_000, status: 'requested' });
    await t.app.jobs.tick();
    expect(await refundOf(bookNo)).toMatchObject({ amount: 12_000, status: 'completed' });
    const [trade] = await t.db.select().from(testGatewayTrades).where(eq(testGatewayTrades.orderId, reg.orderId));
    expect(trade!.cancelledAmount).toBe(12_000);
    expect((await bookingRow(bookNo)).status).toBe(-99);
    expect((await historyOf(bookNo)).at(-1)).toEqual([9, -99, 'operator', '숙소 영업 정지']);
    // The units went back.
    const items = await t.db.select().from(bookingItems).where(eq(bookingItems.bookNo, bookNo));
    expect(items.every((i) => i.releasedAt !== null)).toBe(true);

    // The member sees the operator's cancel and the refund.
    const mine = await t.get(apiPaths.bookings.booking.href(bookNo), {}, member.headers);
    expect(mine.json()).toMatchObject({ data: { status: -99, statusLabel: '운영자 취소', view: 6, refund: { amount: 12_000, status: 'completed' } } });
  });

  it.each([
    [1, '예약 요청'],
    [3, '결제 대기'],
  ] as const)('cancels an unpaid booking in %i (%s) to -99 with nothing to refund', async (status, _label) => {
    const bookNo = await book({ status });
    const res = await operatorCancel(bookNo, '중복 예약 정리');
    expect(res.json()).toEqual({ data: { bookNo, status: -99, statusLabel: '운영자 취소', refund: 0 } });
    expect(await refundOf(bookNo)).toBeUndefined();
    expect((await historyOf(bookNo)).at(-1)).toEqual([status, -99, 'operator', '중복 예약 정리']);
  });

  it('refunds a hotel paid in full, whatever its non-refundable rate says', async () => {
    const { bookNo } = await confirmedBooking({ productType: 'hotel', deposit: 230_000, total: 230_000, refundPolicy: [{ minDaysBefore: 0, percent: 0 }] });
    expect((await operatorCancel(bookNo, '호텔 오버부킹')).json()).toMatchObject({ data: { status: -99, refund: 230_000 } });
    await t.app.jobs.tick();
    expect(await refundOf(bookNo)).toMatchObject({ amount: 230_000, status: 'completed' });
  });

  it.each([
    ['-19 (cancelled by the guest)', 'guest'],
    ['-69 (refund completed)', 'refunded'],
  ] as const)('refuses a booking in %s with 409 and changes nothing', async (_label, how) => {
    const { bookNo } = await confirmedBooking({ deposit: 12_000, days: how === 'guest' ? 3 : 40 });
    await t.call('DELETE', apiPaths.bookings.booking.href(bookNo), member.headers, { reason: '일정 변경' });
    await t.app.jobs.tick();
    const before = { booking: await bookingRow(bookNo), history: await historyOf(bookNo), refund: await refundOf(bookNo) };
    expect(before.booking.status).toBe(how === 'guest' ? -19 : -69);

    const res = await operatorCancel(bookNo, '확인');
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({ code: 'CONFLICT', message: '현재 예약 상태에서는 할 수 없는 요청입니다.' });
    expect({ booking: await bookingRow(bookNo), history: await historyOf(bookNo), refund: await refundOf(bookNo) }).toEqual(before);
  });

  it('never refunds twice: a second DELETE is a 409, a replayed one (same key) answers the first', async () => {
    const { bookNo, reg } = await confirmedBooking({ deposit: 12_000 });
    const key = randomUUID();
    const first = await t.app.inject({ method: 'DELETE', url: apiUrl(withQuery(apiPaths.admin.booking.href(bookNo), { reason: '중복' })), headers: { ...operator.headers, 'idempotency-key': key } });
    const replay = await t.app.inject({ method: 'DELETE', url: apiUrl(withQuery(apiPaths.admin.booking.href(bookNo), { reason: '중복' })), headers: { ...operator.headers, 'idempotency-key': key } });
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await operatorCancel(bookNo, '중복')).statusCode).toBe(409);
    await t.app.jobs.tick();
    await t.app.jobs.tick();
    expect(await t.db.select().from(refunds).where(eq(refunds.bookNo, bookNo))).toHaveLength(1);
    const [trade] = await t.db.select().from(testGatewayTrades).where(eq(testGatewayTrades.orderId, reg.orderId));
    expect(trade!.cancelledAmount).toBe(12_000);
  });

  it('requires a reason, in Korean, before anything changes', async () => {
    const bookNo = await book();
    for (const reason of [null, '   ']) {
      const res = await operatorCancel(bookNo, reason);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toContain('취소 사유를 입력해 주세요.');
    }
    expect((await bookingRow(bookNo)).status).toBe(3);
  });

  it('answers 404 for a booking that does not exist', async () => {
    const res = await operatorCancel(999_999_998, '확인');
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('예약 내역을 찾을 수 없습니다.');
  });
});

describe('refunds that failed at the gateway (GET admin/refunds, PATCH admin/refunds/{id})', () => {
  /** A booking paid with the card whose issuer refuses the first 8 refunds, cancelled by the operator. */
  async function failedRefund(deposit = 15_000) {
    const { bookNo, reg } = await confirmedBooking({ deposit }, CARD.refuseRefunds);
    await operatorCancel(bookNo, '파트너 계약 해지');
    await runJobsUntilQuiet();
    const refund = (await refundOf(bookNo))!;
    return { bookNo, reg, refund };
  }

  it('marks a refund failed after the job has tried 8 times, with the gateway last error, listed first', async () => {
    const { bookNo, refund } = await failedRefund();
    expect(refund).toMatchObject({ status: 'failed', attempts: 8, lastError: '8133 카드사에서 환불을 거절했습니다. 잠시 후 다시 시도해 주세요. (테스트 카드)' });

    const res = await adminGet(apiPaths.admin.refunds.href());
    expect(res.statusCode).toBe(200);
    const page = (res.json() as { data: { content: { bookNo: number; status: string }[] } }).data;
    const statuses = page.content.map((r) => r.status);
    expect(statuses.indexOf('failed')).toBe(0);
    expect(statuses.lastIndexOf('failed')).toBeLessThan(Math.max(statuses.indexOf('requested'), statuses.indexOf('completed'), statuses.length));
    const failedOnly = (await adminGet(apiPaths.admin.refunds.href(), { status: 'failed' })).json() as { data: { content: { bookNo: number; status: string; amount: number; booking: { status: number; statusLabel: string } }[] } };
    expect(failedOnly.data.content.every((r) => r.status === 'failed')).toBe(true);
    expect(failedOnly.data.content.find((r) => r.bookNo === bookNo)).toMatchObject({ amount: 15_000, booking: { status: -99, statusLabel: '운영자 취소' } });
  });

  it('retries a failed refund to completion through the refund job, under the same key (the gateway refunds once)', async () => {
    const { bookNo, reg, refund } = await failedRefund();
    const res = await patchRefund(refund.id, { action: 'retry' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { id: refund.id, status: 'requested' } });
    // A second retry while it runs is refused: only a failed refund is the operator's.
    const again = await patchRefund(refund.id, { action: 'retry' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('실패한 환불만 다시 시도하거나 완료 처리할 수 있습니다.');

    await t.app.jobs.tick();
    expect(await refundOf(bookNo)).toMatchObject({ status: 'completed', lastError: null, idempotencyKey: refund.idempotencyKey });
    const [trade] = await t.db.select().from(testGatewayTrades).where(eq(testGatewayTrades.orderId, reg.orderId));
    expect(trade).toMatchObject({ cancelledAmount: 15_000, cancelKeys: [refund.idempotencyKey] });
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, reg.orderId));
    expect(payment).toMatchObject({ status: 'cancelled', cancelledAmount: 15_000 });
  });

  it("completes a guest's failed refund by hand: -59 -> -69 by the operator, with the note, and no gateway call", async () => {
    // The guest cancels 40 days ahead (everything back): the card refuses, the job gives up.
    const { bookNo, reg } = await confirmedBooking({ deposit: 20_000 }, CARD.refuseRefunds);
    expect((await t.call('DELETE', apiPaths.bookings.booking.href(bookNo), member.headers, { reason: '일정 변경' })).json()).toMatchObject({ data: { status: -59 } });
    await runJobsUntilQuiet();
    const refund = (await refundOf(bookNo))!;
    expect(refund.status).toBe('failed');

    const res = await patchRefund(refund.id, { action: 'complete', note: '국민은행 계좌 이체 완료' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { status: 'completed', note: '국민은행 계좌 이체 완료', completedByName: '운영자', booking: { status: -69, statusLabel: '환불 완료' } } });
    expect((await bookingRow(bookNo)).status).toBe(-69);
    expect((await historyOf(bookNo)).at(-1)).toEqual([-59, -69, 'operator', '환불 수동 완료: 국민은행 계좌 이체 완료']);
    const [trade] = await t.db.select().from(testGatewayTrades).where(eq(testGatewayTrades.orderId, reg.orderId));
    expect(trade!.cancelledAmount).toBe(0);
    // Done is done: neither a retry nor a second completion.
    expect((await patchRefund(refund.id, { action: 'retry' })).statusCode).toBe(409);
    expect((await patchRefund(refund.id, { action: 'complete', note: '다시' })).statusCode).toBe(409);
  });

  it('requires a note for a manual completion and answers 404 for an unknown refund', async () => {
    const missingNote = await patchRefund(1, { action: 'complete', note: '' });
    expect(missingNote.statusCode).toBe(400);
    expect(errorOf(missingNote).message).toContain('환불 처리 내용을 입력해 주세요.');
    const unknown = await patchRefund(999_999_997, { action: 'retry' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('환불 내역을 찾을 수 없습니다.');
  });
});

describe('the bookings list, detail, memos and the Excel download', () => {
  it('lists every booking newest first, filtered by status, product type, search and dates', async () => {
    const stay = await book({ deposit: 11_000 });
    const tour = await book({ productType: 'tour', deposit: 45_000, days: 20 });
    const all = (await adminGet(apiPaths.admin.bookings.href())).json() as { data: { content: { bookNo: number }[]; size: number; number: number } };
    expect(all.data).toMatchObject({ size: 20, number: 0 });
    expect(all.data.content.slice(0, 2).map((b) => b.bookNo)).toEqual([tour, stay]);

    const tours = (await adminGet(apiPaths.admin.bookings.href(), { productType: 'tour', status: 3 })).json() as { data: { content: { bookNo: number; productType: string; status: number }[] } };
    expect(tours.data.content.map((b) => b.bookNo)).toContain(tour);
    expect(tours.data.content.every((b) => b.productType === 'tour' && b.status === 3)).toBe(true);

    const byNumber = (await adminGet(apiPaths.admin.bookings.href(), { q: String(stay) })).json() as { data: { content: { bookNo: number; guestName: string; partnerName: string }[] } };
    expect(byNumber.data.content[0]).toMatchObject({ bookNo: stay, guestName: '홍길동', partnerName: '파리하늘민박' });
    await t.db.update(bookings).set({ guestName: '김검색', guestPhone: '010-9876-5432' }).where(eq(bookings.bookNo, tour));
    for (const q of ['검색', '9876-5432', '01098765432']) {
      const found = (await adminGet(apiPaths.admin.bookings.href(), { q })).json() as { data: { content: { bookNo: number }[] } };
      expect({ q, found: found.data.content.map((b) => b.bookNo) }).toEqual({ q, found: [tour] });
    }

    const stayDay = inDays(40);
    const onDay = (await adminGet(apiPaths.admin.bookings.href(), { dateBy: 'start', from: stayDay, to: stayDay, q: String(stay) })).json() as { data: { content: { bookNo: number }[] } };
    expect(onDay.data.content.map((b) => b.bookNo)).toEqual([stay]);
    // Booked today in Korea (UTC+9 may already be tomorrow in UTC): nothing is booked two days on.
    const bookedLater = (await adminGet(apiPaths.admin.bookings.href(), { from: inDays(2) })).json() as { data: { totalElements: number } };
    expect(bookedLater.data.totalElements).toBe(0);
  });

  it('filters by the member tabs and refuses a bad filter with a Korean 400', async () => {
    const cancelled = (await adminGet(apiPaths.admin.bookings.href(), { tab: 'cancelled' })).json() as { data: { content: { status: number }[] } };
    expect(cancelled.data.content.length).toBeGreaterThan(0);
    expect(cancelled.data.content.every((b) => b.status < 0 && b.status !== -9 && b.status !== -79)).toBe(true);
    const bad = await adminGet(apiPaths.admin.bookings.href(), { status: 7 });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toContain('예약 상태 코드가 올바르지 않습니다.');
    const backwards = await adminGet(apiPaths.admin.bookings.href(), { from: inDays(5), to: inDays(1) });
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards).message).toContain('기간의 시작일이 종료일보다 늦습니다.');
  });

  it('shows the whole booking: guest, partner, payments, the refund, history with who, memos, and what a cancel would refund', async () => {
    const bookNo = await book({ deposit: 13_000 });
    const reg = await paidInWindow(bookNo);
    await complete(bookNo, reg.orderId);
    const memo = await t.call('POST', apiPaths.admin.memo.href(bookNo), operator.headers, { body: '  고객이 늦은 체크인을 요청함  ' });
    expect(memo.statusCode).toBe(200);
    expect(memo.json()).toMatchObject({ data: { body: '고객이 늦은 체크인을 요청함', authorName: '운영자' } });

    const before = (await adminGet(apiPaths.admin.booking.href(bookNo))).json() as { data: Record<string, unknown> };
    expect(before.data).toMatchObject({
      bookNo,
      status: 9,
      guest: { name: '홍길동', englishName: 'HONG GILDONG', phone: '010-1234-5678', email: 'guest@example.com' },
      partner: { name: '파리하늘민박' },
      payments: [{ orderId: reg.orderId, amount: 13_000, status: 'approved', cancelledAmount: 0 }],
      refund: null,
      memos: [{ body: '고객이 늦은 체크인을 요청함', authorName: '운영자' }],
      operatorCancel: { allowed: true, refund: 13_000 },
    });
    expect((before.data.history as { from: number | null; to: number; by: string }[]).map((h) => [h.from, h.to, h.by])).toEqual([
      [null, 3, 'guest'],
      [3, 9, 'guest'],
    ]);

    await operatorCancel(bookNo, '운영 정책 위반');
    const after = (await adminGet(apiPaths.admin.booking.href(bookNo))).json() as { data: { history: { to: number; by: string; actorName: string | null; reason: string | null }[]; refund: unknown; operatorCancel: unknown } };
    expect(after.data.history.at(-1)).toMatchObject({ to: -99, by: 'operator', actorName: '운영자', reason: '운영 정책 위반' });
    expect(after.data.refund).toMatchObject({ amount: 13_000, status: 'requested' });
    expect(after.data.operatorCancel).toEqual({ allowed: false, refund: 13_000 });
  });

  it('refuses an empty memo, a memo another operator would read otherwise, and a memo on a missing booking', async () => {
    const empty = await t.call('POST', apiPaths.admin.memo.href(1), operator.headers, { body: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toContain('메모 내용을 입력해 주세요.');
    const spoofed = await t.call('POST', apiPaths.admin.memo.href(1), operator.headers, { body: '환불 \u202E금지\u202C 처리' });
    expect([spoofed.statusCode, errorOf(spoofed).message]).toEqual([400, '글자 방향을 바꾸는 특수 문자나 깨진 글자는 쓸 수 없습니다.']);
    expect((await t.call('POST', apiPaths.admin.memo.href(999_999_996), operator.headers, { body: '메모' })).statusCode).toBe(404);
  });

  it("puts in the workbook what the gateway charged (after the coupon and points), in won, and the booking time in the site's (Korean) time", async () => {
    const bookNo = await book({ deposit: 34_800 });
    // One of the demo member's coupons (15,000 won) and 5,000 points off the 34,800 deposit, as the booking form
    // leaves them; booked at 20:30:05 UTC, which is 05:30:05 the next day in Seoul.
    const [coupon] = await t.db.select({ id: memberCoupons.id }).from(memberCoupons).where(eq(memberCoupons.memberId, member.userId)).limit(1);
    await t.db
      .update(bookings)
      .set({ memberCouponId: coupon!.id, couponDiscount: 15_000, pointsDiscount: 5_000, createdAt: new Date('2026-11-25T20:30:05Z') })
      .where(eq(bookings.bookNo, bookNo));
    const reg = await paidInWindow(bookNo);
    expect((await complete(bookNo, reg.orderId)).statusCode).toBe(200);
    const [trade] = await t.db.select().from(testGatewayTrades).where(eq(testGatewayTrades.orderId, reg.orderId));
    expect(trade!.amount).toBe(14_800);

    const sheet = await sheetOf(await adminGet(apiPaths.admin.bookingsXls.href(), { q: String(bookNo) }));
    expect(sheet.rows[0]!.slice(-3)).toEqual(['온라인 결제액', '현장 결제액', '예약일시(한국 표준시)']);
    // Money as numbers (Excel sums them) shown in won; the time as a date, Seoul's wall clock.
    expect(sheet.rows[1]!.slice(-4)).toEqual([348_000, 14_800, 313_200, new Date('2026-11-26T05:30:05Z')]);
    expect(sheet.formats[1]!.slice(-4)).toEqual(['#,##0"원"', '#,##0"원"', '#,##0"원"', 'yyyy-mm-dd hh:mm:ss']);
  });

  it("writes the booking times and the file's day in the time zone the site is configured with (SITE_TIME_ZONE)", async () => {
    const newYork = await createTestApp({ SITE_TIME_ZONE: 'America/New_York' });
    try {
      const nyMember = await loginAs(newYork.app, 'member');
      const nyOperator = await loginAs(newYork.app, 'admin');
      const bookNo = await paymentSteps(newYork, () => nyMember).book();
      // 20:30:05 UTC is 15:30:05 the same day in New York (EST), 05:30:05 the next day in Seoul.
      await newYork.db.update(bookings).set({ createdAt: new Date('2026-11-25T20:30:05Z') }).where(eq(bookings.bookNo, bookNo));
      const res = await newYork.get(apiPaths.admin.bookingsXls.href(), { q: String(bookNo) }, nyOperator.headers);
      const sheet = await sheetOf(res);
      expect(sheet.rows[0]!.at(-1)).toBe('예약일시(미 동부 시간)');
      expect(sheet.rows[1]!.at(-1)).toEqual(new Date('2026-11-25T15:30:05Z'));
      expect(res.headers['content-disposition']).toContain(`-${dayIn(new Date(), 'America/New_York')}.xlsx`);
    } finally {
      await newYork.close();
    }
  });

  it('downloads exactly the filtered list as an Excel workbook, where text is only ever text', async () => {
    const bookNo = await book({ deposit: 17_000 });
    await t.db.update(bookings).set({ guestName: '=HYPERLINK("http://evil")' }).where(eq(bookings.bookNo, bookNo));
    const res = await adminGet(apiPaths.admin.bookingsXls.href(), { q: String(bookNo) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".*\.xlsx"; filename\*=UTF-8''%EC%98%88%EC%95%BD%EB%AA%A9%EB%A1%9D-/);
    const sheet = await sheetOf(res);
    expect(sheet.name).toBe('예약목록');
    expect(sheet.rows[0]).toEqual(['예약번호', '상태코드', '상태', '상품 유형', '상품명', '도시', '파트너', '예약자', '연락처', '체크인(이용일)', '체크아웃', '성인', '아동', '총액', '온라인 결제액', '현장 결제액', '예약일시(한국 표준시)']);
    expect(sheet.rows).toHaveLength(2);
    const row = sheet.rows[1]!;
    expect(row.slice(0, 4)).toEqual([bookNo, 3, '결제 대기', '한인민박']);
    expect(row.slice(6, 13)).toEqual(['파리하늘민박', '=HYPERLINK("http://evil")', '010-1234-5678', new Date(`${inDays(40)}T00:00:00Z`), new Date(`${inDays(41)}T00:00:00Z`), 2, 0]);
    // The guest's "formula" is a string cell: a spreadsheet shows it and runs nothing.
    expect(sheet.types[1]![7]).toBe(ExcelJS.ValueType.String);
    expect(row.slice(13, 16)).toEqual([170_000, 17_000, 153_000]);
  });

  it('stops at the cap and says so in the last line, with how many matched', async () => {
    for (let i = 0; i < 3; i += 1) await book({ deposit: 11_000 + i });
    const sheet = adminBookingsWorkbook(t.db, { dateBy: 'booked', productType: 'stay' }, 'Asia/Seoul', new Date(), 2);
    const rows = [];
    for await (const row of sheet.rows) rows.push(row);
    expect(rows).toHaveLength(2);
    const note = sheet.capNote?.();
    expect(note).toMatch(/^조건에 맞는 [\d,]+건 중 2건까지만 담았습니다\. 기간이나 상태로 좁혀 다시 내려받아 주세요\.$/);
  });
});
