import type {
  AdminBookingDetail,
  AdminBookingListQuery,
  AdminBookingPage,
  AdminBookingSummary,
  AdminMemo,
  AdminRefund,
  AdminRefundAction,
  AdminRefundListQuery,
  AdminRefundPage,
  AdminRefundRow,
} from '@minda/contracts/admin-bookings';
import type { AuditEntry } from '@minda/contracts/admin-audit';
import { BOOKING_MESSAGES, type CancelBookingResult } from '@minda/contracts/bookings';
import { ADMIN_BOOKING_MESSAGES, ADMIN_EXPORT_MAX_ROWS, ADMIN_PAGE_SIZE } from '@minda/contracts/rules/admin-bookings';
import { BOOKING_STATUS, BOOKING_STATUS_LABELS, dayIn, isBookingStatus, koreanDayStart, PRODUCT_TYPE_LABELS } from '@minda/contracts/rules/bookings';
import { shiftDay } from '@minda/contracts/rules/search-widget';
import type { Database } from '../../db/client.ts';
import { listPage } from '../../platform/list-page.ts';
import { pagedSheet, zoneName, type Sheet, type SheetColumn } from '../../platform/spreadsheet.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { auditBookingMove, bookingActorOf } from './booking-audit.ts';
import { auditTimeline } from '../audit/audit.service.ts';
import { findPaidPayment } from '../payments/payments.service.ts';
import * as repo from './admin-bookings.repository.ts';
import { cancelWithFullRefund, queueRefund } from './booking-payments.service.ts';
import { transition, TRANSITIONS } from './booking-states.ts';
import { findBookingsByNo, findItems, type BookingRow } from './bookings.repository.ts';
import { MEMBER_TIME_ZONE, toHistoryEntry, toItem, toPayment, toSummary } from './bookings.service.ts';

/**
 * The operator's side of bookings (spec 2 §7.10 "Bookings", "Refunds"; issue 9): every booking of every
 * product line, the operator's cancel (-99) with a full refund, memos, and the refunds that need a person
 * (failed at the gateway: retried, or paid outside it). State changes go through booking-states.transition;
 * refunds through the same job the guest's cancel uses.
 */

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? iso(d) : null);

/** The query as SQL filters: tabs on today's Korean date (as the member's), booking dates as Korean days. */
function filterOf(query: Omit<AdminBookingListQuery, 'page'>, now: Date): repo.AdminBookingFilter {
  const { from, to } = query;
  return {
    status: query.status,
    tab: query.tab ? { tab: query.tab, today: dayIn(now, MEMBER_TIME_ZONE) } : undefined,
    productType: query.productType,
    q: query.q || undefined,
    dates:
      query.dateBy === 'booked'
        ? { by: 'booked', from: from ? koreanDayStart(from) : undefined, to: to ? koreanDayStart(shiftDay(to, 1)) : undefined }
        : { by: 'start', from, to },
  };
}

async function summariesOf(db: Database, rows: readonly BookingRow[]): Promise<AdminBookingSummary[]> {
  const partners = await repo.findNicknames(db, rows.map((r) => r.booking.partnerId));
  return rows.map((row) => ({
    ...toSummary(row),
    guestName: row.booking.guestName,
    guestPhone: row.booking.guestPhone,
    partnerName: partners.get(row.booking.partnerId)?.nickname ?? '',
  }));
}

type BookingFilterQuery = Omit<AdminBookingListQuery, 'page'>;

/** A slice of the filtered bookings, newest first, and how many the filter holds: the list's page, its download. */
const filteredBookings = (db: Database, query: BookingFilterQuery, now: Date) => async (offset: number, limit: number) => {
  const { rows, total } = await repo.findAdminBookings(db, filterOf(query, now), { offset, limit });
  return { rows: await summariesOf(db, rows), total };
};

/** `GET admin/bookings`: newest first, one page. */
export const listAdminBookings = (db: Database, query: AdminBookingListQuery, now = new Date()): Promise<AdminBookingPage> =>
  listPage(filteredBookings(db, query, now), query.page, ADMIN_PAGE_SIZE);

/** The export's columns: money in won, days and the booking time as dates (platform/spreadsheet.ts). */
const EXPORT_COLUMNS: readonly SheetColumn[] = [
  { header: '예약번호', kind: 'number', width: 10 },
  { header: '상태코드', kind: 'number' },
  { header: '상태', kind: 'text' },
  { header: '상품 유형', kind: 'text', width: 10 },
  { header: '상품명', kind: 'text', width: 28 },
  { header: '도시', kind: 'text', width: 10 },
  { header: '파트너', kind: 'text' },
  { header: '예약자', kind: 'text', width: 12 },
  { header: '연락처', kind: 'text', width: 15 },
  { header: '체크인(이용일)', kind: 'day', width: 14 },
  { header: '체크아웃', kind: 'day' },
  { header: '성인', kind: 'number', width: 6 },
  { header: '아동', kind: 'number', width: 6 },
  { header: '총액', kind: 'won' },
  { header: '온라인 결제액', kind: 'won' },
  { header: '현장 결제액', kind: 'won' },
];
/**
 * `GET admin/bookings/xls`: exactly the list's rows (the same filters, the same order), every page up to
 * `cap` (ADMIN_EXPORT_MAX_ROWS), as an Excel workbook streamed while it is read; booking times in `timeZone`, the
 * site's, under a heading that names it. More rows than the cap end with a line that says so.
 */
export const adminBookingsWorkbook = (db: Database, query: BookingFilterQuery, timeZone: string, now = new Date(), cap = ADMIN_EXPORT_MAX_ROWS): Sheet =>
  pagedSheet({
    name: '예약목록',
    columns: [...EXPORT_COLUMNS, { header: `예약일시(${zoneName(timeZone)})`, kind: 'datetime' }],
    timeZone,
    cap,
    read: filteredBookings(db, query, now),
    row: (b) => [
      b.bookNo,
      b.status,
      b.statusLabel,
      PRODUCT_TYPE_LABELS[b.productType],
      b.productName,
      b.cityName,
      b.partnerName,
      b.guestName,
      b.guestPhone,
      b.checkInAt,
      b.checkOutAt,
      b.adults,
      b.children,
      b.total,
      // What the gateway charges: the deposit (or price) less the coupon and the points.
      b.amountDue,
      b.payAtProperty,
      b.createdAt,
    ],
    capped: ADMIN_BOOKING_MESSAGES.exportCapped,
  });

function toAdminRefund(row: repo.RefundRow): AdminRefund {
  const r = row.refund;
  return {
    id: r.id,
    bookNo: r.bookNo,
    orderId: row.orderId,
    amount: r.amount,
    status: r.status,
    attempts: r.attempts,
    lastError: r.lastError,
    requestedAt: iso(r.requestedAt),
    completedAt: isoOrNull(r.completedAt),
    note: r.note,
    completedByName: row.completedByName,
  };
}

const toMemo = (row: Awaited<ReturnType<typeof repo.findMemos>>[number]): AdminMemo => ({ id: row.memo.id, body: row.memo.body, authorName: row.authorName, createdAt: iso(row.memo.createdAt) });

async function bookingOrNotFound(db: Database, bookNo: number): Promise<BookingRow> {
  const [row] = await findBookingsByNo(db, [bookNo]);
  if (!row) throw notFound(BOOKING_MESSAGES.notFound);
  return row;
}

/** `GET admin/bookings/{bookNo}/audit`: what operators and partners did to the booking, oldest first; 404 for none. */
export async function bookingAuditTimeline(db: Database, bookNo: number): Promise<AuditEntry[]> {
  await bookingOrNotFound(db, bookNo);
  return auditTimeline(db, 'booking', bookNo);
}

/** `GET admin/bookings/{bookNo}`: everything about one booking, and what the operator's cancel would do. */
export async function adminBookingDetail(db: Database, bookNo: number): Promise<AdminBookingDetail> {
  const row = await bookingOrNotFound(db, bookNo);
  const b = row.booking;
  const [[summary], items, payments, paid, refund, history, memos, partners] = await Promise.all([
    summariesOf(db, [row]),
    findItems(db, [bookNo]),
    repo.findPayments(db, bookNo),
    findPaidPayment(db, bookNo),
    repo.findRefundOfBooking(db, bookNo),
    repo.findHistoryWithActors(db, bookNo),
    repo.findMemos(db, bookNo),
    repo.findNicknames(db, [b.partnerId]),
  ]);
  const partner = partners.get(b.partnerId);
  return {
    ...summary!,
    items: items.map(toItem),
    guest: { name: b.guestName, englishName: b.guestEnglishName, phone: b.guestPhone, email: b.guestEmail },
    arrivalTime: b.arrivalTime,
    requestToHost: b.requestToHost,
    partner: { id: b.partnerId, name: partner?.nickname ?? '', email: partner?.email ?? null },
    payments: payments.map((p) => ({ ...toPayment(p), cancelledAmount: p.cancelledAmount })),
    refund: refund ? toAdminRefund(refund) : null,
    // The guest is the booking's own; partners and operators are named.
    history: history.map((h) => ({ ...toHistoryEntry(h.history), actorName: h.history.actor === 'guest' ? null : h.actorName })),
    memos: memos.map(toMemo),
    operatorCancel: {
      allowed: (TRANSITIONS.cancelByOperator.from as readonly number[]).includes(b.status),
      refund: paid ? paid.amount - paid.cancelledAmount : 0,
    },
  };
}

/**
 * `DELETE admin/bookings/{bookNo}?reason=`: -99 from any active state, everything paid back through the
 * refund job. In the route's transaction: a state the machine refuses (already cancelled, refunded) is a 409
 * and nothing changes, so a second DELETE never refunds twice.
 */
export async function cancelByOperator(tx: Database, jobs: Jobs, operator: AuditActor, bookNo: number, reason: string): Promise<CancelBookingResult> {
  const row = await bookingOrNotFound(tx, bookNo);
  const result = await cancelWithFullRefund(tx, jobs, bookNo, bookingActorOf(operator), reason);
  await auditBookingMove(tx, operator, 'booking.cancel', row, result.status, { reason, metadata: { refund: result.refund } });
  return result;
}

/** `POST admin/bookings/{bookNo}/memo` in the route's transaction: a note with who wrote it and when, in the audit log too. */
export async function addMemo(tx: Database, operator: AuditActor, bookNo: number, body: string): Promise<AdminMemo> {
  const row = await bookingOrNotFound(tx, bookNo);
  const operatorId = operator.id!;
  const memo = await repo.insertMemo(tx, { bookNo, authorId: operatorId, body });
  await recordAudit(tx, operator, { action: 'booking.memo', target: { type: 'booking', id: bookNo, label: row.productName }, after: { memo: body }, metadata: { memoId: memo.id } });
  const authors = await repo.findNicknames(tx, [operatorId]);
  return { id: memo.id, body: memo.body, authorName: authors.get(operatorId)?.nickname ?? '', createdAt: iso(memo.createdAt) };
}

async function refundRowsOf(db: Database, rows: readonly repo.RefundRow[]): Promise<AdminRefundRow[]> {
  const bookings = new Map((await findBookingsByNo(db, rows.map((r) => r.refund.bookNo))).map((b) => [b.booking.bookNo, b]));
  return rows.map((row) => {
    const b = bookings.get(row.refund.bookNo)!;
    const status = isBookingStatus(b.booking.status) ? b.booking.status : BOOKING_STATUS.requested;
    return {
      ...toAdminRefund(row),
      booking: { productType: b.booking.productType, productName: b.productName, guestName: b.booking.guestName, status, statusLabel: BOOKING_STATUS_LABELS[status] },
    };
  });
}

/** `GET admin/refunds`: by status, failed first when all are asked. */
export async function listRefunds(db: Database, query: AdminRefundListQuery): Promise<AdminRefundPage> {
  return listPage(async (offset, limit) => {
    const { rows, total } = await repo.findRefunds(db, query.status, { offset, limit });
    return { rows: await refundRowsOf(db, rows), total };
  }, query.page, ADMIN_PAGE_SIZE);
}

/**
 * `PATCH admin/refunds/{id}` in the route's transaction. Only a failed refund (the job gave up) is the
 * operator's: while the job still runs, a manual completion could pay the guest a second time.
 * - retry: back to requested and the refund job queued again, under the refund's own idempotency key;
 * - complete: paid outside the gateway (a bank transfer), recorded with who and how; a guest's refund
 *   request (-59) then ends in -69 by the operator.
 */
export async function actOnRefund(tx: Database, jobs: Jobs, operator: AuditActor, id: number, action: AdminRefundAction, now = new Date()): Promise<AdminRefundRow> {
  const operatorId = operator.id!;
  const existing = await repo.findRefundById(tx, id);
  if (!existing) throw notFound(ADMIN_BOOKING_MESSAGES.refundNotFound);
  const changes = action.action === 'retry' ? { status: 'requested' as const } : { status: 'completed' as const, completedAt: now, completedBy: operatorId, note: action.note };
  const taken = await repo.takeFailedRefund(tx, id, changes);
  if (!taken) throw new AppError(409, 'CONFLICT', ADMIN_BOOKING_MESSAGES.refundNotFailed);
  const bookNo = taken.bookNo;
  if (action.action === 'retry') {
    await queueRefund(tx, jobs, bookNo);
  } else {
    const [booking] = await findBookingsByNo(tx, [bookNo]);
    if (booking?.booking.status === BOOKING_STATUS.refundRequested) {
      await transition(tx, bookNo, 'completeRefund', { kind: 'operator', id: operatorId }, { reason: ADMIN_BOOKING_MESSAGES.manualRefundReason(action.note) });
    }
  }
  const [row] = await refundRowsOf(tx, [(await repo.findRefundById(tx, id))!]);
  await recordAudit(tx, operator, {
    action: action.action === 'retry' ? 'refund.retry' : 'refund.complete',
    target: { type: 'refund', id, label: `예약 ${bookNo} · ${row!.booking.productName}` },
    before: { status: existing.refund.status },
    after: { status: changes.status, ...(action.action === 'complete' ? { note: action.note } : {}) },
    metadata: { bookNo, amount: existing.refund.amount },
  });
  return row!;
}
