import { webPaths } from '@minda/contracts/paths';
import { BOOKING_STATUS, BOOKING_STATUS_LABELS, formatKoreanInstant, type ProductType } from '@minda/contracts/rules/bookings';
import { PARTNER_ALL_STEPS } from '@minda/contracts/rules/partner-bookings';
import { formatWon } from '@minda/contracts/rules/price';
import { nightsOf } from '@minda/contracts/rules/stay-pricing';
import type { Database } from '../../db/client.ts';
import type { Mail, MailMessage } from '../../platform/mail.ts';
import { findBookingsByNo, findHostContact, findRefund, lockUnnotifiedHistory, markNotified, type BookingRow, type HistoryRow } from './bookings.repository.ts';
import { amountDue } from './booking-discounts.ts';

/**
 * The booking mails (issue 9): what the guest and the partner are told when a booking changes. The history
 * rows are the outbox: `sendBookingNotices` (the `bookings.notices` job) takes the rows not notified yet,
 * queues their mails and marks them in one transaction, so each change mails once, and only once it committed.
 * `bookingNotices` decides the messages and is pure.
 */

export type NoticeChange = Pick<HistoryRow, 'fromStatus' | 'toStatus' | 'reason'>;

/** What the mails say of a booking, as it is now (a later change may already have followed this one). */
export type NoticeBooking = {
  bookNo: number;
  status: number;
  productType: ProductType;
  productName: string;
  startDate: string;
  endDate: string | null;
  adults: number;
  children: number;
  guestName: string;
  guestEmail: string;
  arrivalTime: string | null;
  requestToHost: string | null;
  /** The partner account's address; null when it has none. */
  partnerEmail: string | null;
  address: string | null;
  checkInTime: string | null;
  total: number;
  deposit: number;
  payAtProperty: number;
  couponDiscount: number;
  pointsDiscount: number;
  acceptDeadline: Date | null;
  depositDeadline: Date | null;
  voucherCode: string | null;
  /** The refund's amount once there is one (-59, -69). */
  refundAmount: number | null;
};

const S = BOOKING_STATUS;
const SUBJECT_PREFIX = '[민다]';

const calendarDay = new Intl.DateTimeFormat('ko-KR', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' });

/** "2026년 7월 3일 (금)": stay and tour dates are calendar days at the property. */
export function formatDay(date: string): string {
  const p = Object.fromEntries(calendarDay.formatToParts(new Date(`${date}T00:00:00Z`)).map((part) => [part.type, part.value]));
  return `${p.year}년 ${p.month} ${p.day}일 (${p.weekday})`;
}

/** "2026년 7월 3일 (금) 14:05 (한국 시간)": deadlines are instants, told in Korean time wherever the reader is. */
export function formatKoreanTime(at: Date): string {
  return `${formatKoreanInstant(at)} (한국 시간)`;
}

const productWord: Record<ProductType, string> = { stay: '숙소', hotel: '호텔', tour: '투어' };

function datesLine(b: NoticeBooking): string {
  if (b.endDate === null) return `이용일: ${formatDay(b.startDate)}`;
  return `일정: ${formatDay(b.startDate)} ~ ${formatDay(b.endDate)} (${nightsOf(b.startDate, b.endDate).length}박)`;
}

function summary(b: NoticeBooking): string[] {
  return [`예약 번호: ${b.bookNo}`, `${productWord[b.productType]}: ${b.productName}`, datesLine(b), `인원: 성인 ${b.adults}명${b.children > 0 ? `, 아동 ${b.children}명` : ''}`];
}

function moneyLines(b: NoticeBooking): string[] {
  const discounts = [
    ...(b.couponDiscount > 0 ? [`쿠폰 할인: -${formatWon(b.couponDiscount)}`] : []),
    ...(b.pointsDiscount > 0 ? [`포인트 사용: -${formatWon(b.pointsDiscount)}`] : []),
  ];
  const due = formatWon(amountDue(b));
  return b.payAtProperty > 0
    ? [`총 금액: ${formatWon(b.total)}`, ...discounts, `결제 금액(예약금): ${due}`, `현지 결제 금액: ${formatWon(b.payAtProperty)}`]
    : [`총 금액: ${formatWon(b.total)}`, ...discounts, `결제 금액: ${due}`];
}

const reasonLine = (change: NoticeChange) => (change.reason ? [`사유: ${change.reason}`] : []);

function guestLink(b: NoticeBooking, baseUrl: string): string {
  return baseUrl + (b.productType === 'tour' ? webPaths.pc.tourReservation.href(b.bookNo) : webPaths.pc.reservation.href(b.bookNo));
}

function partnerLink(b: NoticeBooking, baseUrl: string, step: 1 | typeof PARTNER_ALL_STEPS): string {
  switch (b.productType) {
    case 'stay':
      return baseUrl + webPaths.pc.partnerStayBookings.href(step);
    case 'tour':
      return baseUrl + webPaths.pc.partnerTourBookings.href(PARTNER_ALL_STEPS);
    case 'hotel':
      // Hotel partners have only the partner app's list.
      return baseUrl + webPaths.mobile.partnerBookings.href({ type: 'hotel', astep: PARTNER_ALL_STEPS });
  }
}

const mail = (to: string, subject: string, lines: readonly string[]): MailMessage => ({ to, subject: `${SUBJECT_PREFIX} ${subject}`, text: `${lines.join('\n')}\n` });
const greeting = (b: NoticeBooking) => `${b.guestName}님, 안녕하세요. 민다입니다.`;
const closing = ['', '민다를 이용해 주셔서 감사합니다.'];

function guestNotice(change: NoticeChange, b: NoticeBooking, baseUrl: string): MailMessage | null {
  const to = b.guestEmail;
  const detail = [`예약 상세 보기: ${guestLink(b, baseUrl)}`];
  const body = (subject: string, intro: readonly string[], extra: readonly string[] = []) =>
    mail(to, subject, [greeting(b), '', ...intro, '', ...summary(b), ...extra, '', ...detail, ...closing]);
  switch (change.toStatus) {
    case S.requested:
      // Only while it still waits: a reply that came first makes the request mail moot.
      if (b.status !== S.requested || !b.acceptDeadline) return null;
      return body('예약 요청이 접수되었습니다', [
        `${b.productName} 예약 요청이 접수되었습니다.`,
        `숙소에서 ${formatKoreanTime(b.acceptDeadline)}까지 예약 가능 여부를 알려 드립니다. 예약이 승인되면 결제 안내를 보내 드립니다.`,
      ]);
    case S.awaitingPayment: {
      // Only a booking that became payable (instant, or accepted), and only while it still waits for the money.
      if (change.fromStatus !== null && change.fromStatus !== S.requested) return null;
      if (b.status !== S.awaitingPayment || !b.depositDeadline) return null;
      const what = b.productType === 'stay' ? '예약금' : '결제 금액';
      return body(b.productType === 'stay' ? '예약금 결제를 기다리고 있습니다' : '결제를 기다리고 있습니다', [
        `${formatKoreanTime(b.depositDeadline)}까지 ${what} ${formatWon(amountDue(b))}을 결제해 주세요.`,
        '기한까지 결제되지 않으면 예약은 자동으로 취소됩니다.',
      ], ['', ...moneyLines(b)]);
    }
    case S.confirmed:
      return body('예약이 확정되었습니다', [`${b.productName} 예약이 확정되었습니다.`], [
        ...(b.voucherCode ? [`바우처 코드: ${b.voucherCode}`] : []),
        ...(b.address ? [`${b.productType === 'tour' ? '만나는 장소' : '주소'}: ${b.address}`] : []),
        ...(b.checkInTime ? [`체크인: ${b.checkInTime}부터`] : []),
        '',
        ...moneyLines(b),
      ]);
    case S.declinedUnavailable:
    case S.declinedDoubleBooking:
      return body('예약이 불가합니다', [`죄송합니다. ${b.productName}에서 요청하신 예약을 받을 수 없습니다 (${BOOKING_STATUS_LABELS[change.toStatus]}).`, ...reasonLine(change), '결제된 금액은 없습니다.']);
    case S.paymentExpired:
      return body('결제 기한이 지나 예약이 취소되었습니다', ['결제 기한까지 결제가 확인되지 않아 예약이 자동으로 취소되었습니다.', '다시 예약하시려면 상품 페이지에서 새로 예약해 주세요.']);
    case S.cancelledByGuest:
    case S.cancelledByPartner:
    case S.cancelledByOperator:
      return body('예약이 취소되었습니다', [`${b.productName} 예약이 취소되었습니다 (${BOOKING_STATUS_LABELS[change.toStatus]}).`, ...reasonLine(change)]);
    case S.refundRequested:
    case S.refundCompleted: {
      const done = change.toStatus === S.refundCompleted;
      const amount = b.refundAmount === null ? [] : [`환불 금액: ${formatWon(b.refundAmount)}`];
      return body(done ? '환불이 완료되었습니다' : '예약 취소 및 환불 요청이 접수되었습니다', [
        done ? '취소하신 예약의 환불이 완료되었습니다. 카드사에 따라 환불 금액이 보이기까지 며칠이 걸릴 수 있습니다.' : '예약이 취소되었고 환불을 요청했습니다. 환불이 끝나면 다시 알려 드립니다.',
        ...amount,
      ]);
    }
    default:
      return null;
  }
}

function partnerNotice(change: NoticeChange, b: NoticeBooking, baseUrl: string): MailMessage | null {
  if (!b.partnerEmail) return null;
  const guest = [`예약자: ${b.guestName}`, ...(b.arrivalTime ? [`도착 예정 시간: ${b.arrivalTime}`] : []), ...(b.requestToHost ? [`요청 사항: ${b.requestToHost}`] : [])];
  const body = (subject: string, intro: readonly string[], step: 1 | typeof PARTNER_ALL_STEPS, extra: readonly string[] = []) =>
    mail(b.partnerEmail ?? '', `${subject} (예약 번호 ${b.bookNo})`, [...intro, '', ...summary(b), ...guest, ...extra, '', `예약 관리: ${partnerLink(b, baseUrl, step)}`]);
  switch (change.toStatus) {
    case S.requested:
      if (b.status !== S.requested || !b.acceptDeadline) return null;
      return body('새 예약 요청이 도착했습니다', [`${b.productName}에 새 예약 요청이 도착했습니다.`, `${formatKoreanTime(b.acceptDeadline)}까지 승인 또는 거절해 주세요. 기한이 지나면 요청은 자동으로 거절됩니다.`], 1);
    case S.confirmed:
      return body('예약이 확정되었습니다', [`${b.productName} 예약이 확정되었습니다.`], PARTNER_ALL_STEPS, ['', ...moneyLines(b)]);
    case S.cancelledByGuest:
    case S.refundRequested:
    case S.paymentExpired:
      return body('예약이 취소되었습니다', [`${b.productName} 예약이 취소되었습니다 (${BOOKING_STATUS_LABELS[change.toStatus]}).`, '객실(상품)은 다시 판매할 수 있게 되었습니다.'], PARTNER_ALL_STEPS);
    default:
      return null;
  }
}

/** The mails of one booking change: to the guest, to the partner, to both or to nobody. */
export function bookingNotices(change: NoticeChange, booking: NoticeBooking, baseUrl: string): MailMessage[] {
  return [guestNotice(change, booking, baseUrl), partnerNotice(change, booking, baseUrl)].filter((m): m is MailMessage => m !== null);
}

/* ---- the outbox ---- */

/** History rows taken per transaction; a mail is one jobs row, so a batch stays a short transaction. */
export const NOTICE_BATCH = 50;

async function noticeBooking(tx: Database, row: BookingRow, withRefund: boolean): Promise<NoticeBooking> {
  const b = row.booking;
  // One read after another: a transaction is one connection.
  const host = await findHostContact(tx, b);
  const refund = withRefund ? await findRefund(tx, b.bookNo) : null;
  return {
    ...b,
    productName: row.productName,
    partnerEmail: host?.email ?? null,
    address: host?.address || null,
    checkInTime: host?.checkInTime ?? null,
    refundAmount: refund?.amount ?? null,
  };
}

/**
 * Queues the mails of every history row not notified yet, batch by batch, each batch in one transaction
 * with its rows marked; a second sender skips the rows the first holds. Returns how many rows it took.
 */
export async function sendBookingNotices(db: Database, mailer: Pick<Mail, 'queue'>, baseUrl: string): Promise<number> {
  let taken = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const rows = await lockUnnotifiedHistory(tx, NOTICE_BATCH);
      const bookingsByNo = new Map((await findBookingsByNo(tx, [...new Set(rows.map((r) => r.bookNo))])).map((r) => [r.booking.bookNo, r]));
      for (const change of rows) {
        const row = bookingsByNo.get(change.bookNo);
        if (!row) continue;
        const withRefund = change.toStatus === S.refundRequested || change.toStatus === S.refundCompleted;
        for (const message of bookingNotices(change, await noticeBooking(tx, row, withRefund), baseUrl)) await mailer.queue(message, { db: tx });
      }
      await markNotified(tx, rows.map((r) => r.id));
      return rows.length;
    });
    taken += n;
    if (n < NOTICE_BATCH) return taken;
  }
}
