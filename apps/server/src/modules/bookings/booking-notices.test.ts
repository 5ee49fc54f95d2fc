import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@minda/contracts/paths';
import { bookings } from '../../db/schema/bookings.ts';
import { rowsOf } from '../../platform/sql.ts';
import { readOutbox, type Eml } from '../../platform/mail-outbox.ts';
import { loginAs, type CallerHeaders } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { BOOKING_NOTICES_JOB } from './booking-jobs.ts';
import { bookingNotices, type NoticeBooking } from './booking-notices.ts';
import { transition } from './booking-states.ts';

/**
 * The booking mails (issue 9): a change of a booking mails the guest and the partner once, in Korean, with
 * deadlines in Korean time and absolute links. Through the real app and its outbox, on PGlite and PostgreSQL.
 */

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'minda-notices-'));
const outbox = path.join(dataDir, 'outbox');
const t = setupTestApp({ DATA_DIR: dataDir, PUBLIC_BASE_URL: 'https://minda.example' });

const DAY_MS = 86_400_000;
const day = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10);
const GUEST = { guest: { name: '홍길동', englishName: 'HONG GILDONG', phone: '010-1234-5678', email: 'hong@example.com' }, arrivalTime: '16:00', requestToHost: null };

type Stay = { goodsNo: number; roomId: number; partnerEmail: string };
let instant: Stay;
let request: Stay;
let member: CallerHeaders;

const stayOf = async (instantBooking: boolean): Promise<Stay> =>
  rowsOf<Stay>(
    await t.db.execute(sql`
      select s.goods_no as "goodsNo", r.id as "roomId", u.email as "partnerEmail"
      from stays s join stay_rooms r on r.goods_no = s.goods_no join users u on u.id = s.partner_id
      where s.is_active and (s.book_type = 9) = ${instantBooking} order by s.goods_no, r.id limit 1`),
  )[0]!;

beforeAll(async () => {
  [instant, request] = await Promise.all([stayOf(true), stayOf(false)]);
  member = (await loginAs(t.app, 'member')).headers;
});

const preBook = async (s: Stay, from: number, to: number) => {
  const res = await t.call('POST', apiPaths.bookings.preBookings.href(), { ...member, 'idempotency-key': randomUUID() }, {
    goodsNo: s.goodsNo, roomId: s.roomId, checkInAt: day(from), checkOutAt: day(to), adults: 1, children: [], ...GUEST,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { bookNo: number; status: number; depositDeadline: string | null };
};

const seen = new Set<string>();
/** Runs the mail job as its schedule would, then the mail deliveries it queued; answers the new outbox files. */
async function notify(): Promise<Eml[]> {
  await t.app.jobs.send(BOOKING_NOTICES_JOB);
  await t.app.jobs.tick();
  await t.app.jobs.tick();
  const mails = await readOutbox(outbox, seen);
  for (const m of mails) seen.add(m.file);
  return mails;
}

/** "2026년 7월 3일 (금) 14:05" by hand: UTC plus nine hours (Korea keeps no summer time). */
function inKoreanTime(iso: string): string {
  const k = new Date(Date.parse(iso) + 9 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${k.getUTCFullYear()}년 ${k.getUTCMonth() + 1}월 ${k.getUTCDate()}일 (${'일월화수목금토'[k.getUTCDay()]}) ${two(k.getUTCHours())}:${two(k.getUTCMinutes())} (한국 시간)`;
}

describe('bookings.notices', () => {
  it('mails the guest of an instant stay once to pay the deposit by the deadline in Korean time, with the detail link', async () => {
    await notify(); // whatever earlier changes left
    const booked = await preBook(instant, 150, 152);
    expect(booked.status).toBe(3);
    const mails = await notify();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([['hong@example.com', '[민다] 예약금 결제를 기다리고 있습니다']]);
    expect(mails[0]?.text).toContain(`${inKoreanTime(booked.depositDeadline!)}까지 예약금`);
    expect(mails[0]?.text).toContain(`https://minda.example/mypage/v.my_reservation.php?bookno=${booked.bookNo}`);
    expect(await notify()).toEqual([]);
  });

  it('mails the partner of a request stay with the accept deadline and the manager link, and the guest that it waits', async () => {
    const booked = await preBook(request, 160, 161);
    expect(booked.status).toBe(1);
    const mails = await notify();
    expect(mails.map((m) => [m.to, m.subject]).sort()).toEqual([
      [request.partnerEmail, `[민다] 새 예약 요청이 도착했습니다 (예약 번호 ${booked.bookNo})`],
      ['hong@example.com', '[민다] 예약 요청이 접수되었습니다'],
    ].sort());
    const [{ acceptDeadline } = { acceptDeadline: null }] = await t.db.select({ acceptDeadline: bookings.acceptDeadline }).from(bookings).where(eq(bookings.bookNo, booked.bookNo));
    const partnerMail = mails.find((m) => m.to === request.partnerEmail);
    expect(partnerMail?.text).toContain(`${inKoreanTime(acceptDeadline!.toISOString())}까지 승인 또는 거절해 주세요.`);
    expect(partnerMail?.text).toContain('https://minda.example/manager/booking/list.php?astep=1');
  });

  it('sends 예약 확정 with the voucher code to the guest and the partner once the payment confirms', async () => {
    const booked = await preBook(instant, 170, 173);
    await notify();
    await t.db.transaction((tx) => transition(tx, booked.bookNo, 'confirmPayment', { kind: 'system', id: null }, { changes: { voucherCode: 'MD-TEST-0001' } }));
    const mails = await notify();
    expect(mails.map((m) => [m.to, m.subject]).sort()).toEqual([
      [instant.partnerEmail, `[민다] 예약이 확정되었습니다 (예약 번호 ${booked.bookNo})`],
      ['hong@example.com', '[민다] 예약이 확정되었습니다'],
    ].sort());
    expect(mails.find((m) => m.to === 'hong@example.com')?.text).toContain('바우처 코드: MD-TEST-0001');
  });
});

describe('bookingNotices (no database)', () => {
  const confirmedStay: NoticeBooking = {
    bookNo: 260123, status: 9, productType: 'stay', productName: '파리하늘민박', startDate: '2026-07-03', endDate: '2026-07-05', adults: 2, children: 0,
    guestName: '홍길동', guestEmail: 'hong@example.com', arrivalTime: null, requestToHost: null, partnerEmail: 'host@example.com',
    address: '12 Rue de Rivoli, Paris', checkInTime: '15:00', total: 200_000, deposit: 20_000, payAtProperty: 180_000, couponDiscount: 0, pointsDiscount: 0,
    acceptDeadline: null, depositDeadline: new Date('2026-06-01T05:30:00Z'), voucherCode: 'MD-7K3Q', refundAmount: null,
  };

  it('tells the guest of a confirmed stay its voucher, dates, address, check-in and what is left to pay there', () => {
    const [guest] = bookingNotices({ fromStatus: 3, toStatus: 9, reason: null }, confirmedStay, 'https://minda.example');
    expect(guest?.text).toContain('바우처 코드: MD-7K3Q');
    expect(guest?.text).toContain('일정: 2026년 7월 3일 (금) ~ 2026년 7월 5일 (일) (2박)');
    expect(guest?.text).toContain('주소: 12 Rue de Rivoli, Paris');
    expect(guest?.text).toContain('체크인: 15:00부터');
    expect(guest?.text).toContain('총 금액: 200,000원\n결제 금액(예약금): 20,000원\n현지 결제 금액: 180,000원');
  });

  it('mails no payment reminder for a booking that was paid before the mail went out, and tells the refund amount', () => {
    expect(bookingNotices({ fromStatus: null, toStatus: 3, reason: null }, confirmedStay, '')).toEqual([]);
    const refunded = bookingNotices({ fromStatus: -59, toStatus: -69, reason: null }, { ...confirmedStay, status: -69, refundAmount: 14_000 }, '');
    expect(refunded.map((m) => m.subject)).toEqual(['[민다] 환불이 완료되었습니다']);
    expect(refunded[0]?.text).toContain('환불 금액: 14,000원');
  });
});
