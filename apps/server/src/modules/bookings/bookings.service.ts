import {
  BOOKING_MESSAGES,
  type BookingDetail,
  type BookingItem,
  type BookingListQuery,
  type BookingPage,
  type BookingSummary,
  type Guest,
  type PreBookingResult,
  type PreCheckResult,
  type StayPreBookingRequest,
  type StayPreCheckRequest,
  type V2PreBookingRequest,
  type V2PreCheckRequest,
  type V2PreCheckResult,
} from '@minda/contracts/bookings';
import {
  acceptDeadlineOf,
  BOOKING_PAGE_SIZE,
  BOOKING_STATUS,
  bookingActions,
  bookingStatusLabel,
  bookingTab,
  cancelPreviewOf,
  dayIn,
  HOTEL_FREE_CANCELLATION,
  isBookingStatus,
  NON_REFUNDABLE,
  paymentHoldDeadlineOf,
  refundSchedule,
  reservationView,
  STAY_REFUND_POLICY,
  stayDepositDeadlineOf,
  TOUR_REFUND_POLICY,
  type BookingStatus,
  type BookingTab,
  type RefundBand,
} from '@minda/contracts/rules/bookings';
import { isInstantBooking } from '@minda/contracts/rules/stay-booking';
import { dayNumber, nightsOf, stayDatesProblem } from '@minda/contracts/rules/stay-pricing';
import { lastSelectableDay, shiftDay } from '@minda/contracts/rules/search-widget';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { quoteHotelRooms } from '../hotels/hotels.service.ts';
import { quoteStay } from '../stays/stays.service.ts';
import { quoteTourOptions } from '../tours/tours.service.ts';
import { holdUnits, soldOut } from './booking-inventory.ts';
import { amountDue, priceDiscounts, takeDiscounts, type Discounts } from './booking-discounts.ts';
import { recordCreated } from './booking-states.ts';
import * as repo from './bookings.repository.ts';

/**
 * Quotes, pre-bookings and the member's reads of bookings (spec 2 §7.2; issue 9). Money is always the
 * server's: a pre-booking quotes again inside its transaction and never reads an amount from the browser.
 * Payment, completion and cancellation are the payments side's (booking-payments.*).
 */

/** Members are Korean: their lists and tabs follow the calendar day in Korea. */
export const MEMBER_TIME_ZONE = 'Asia/Seoul';

/* ---- quotes ---- */

type StayQuote = {
  facts: NonNullable<Awaited<ReturnType<typeof repo.findStayFacts>>>;
  room: { roomId: number; name: string; unitsNeeded: number; unitsLeft: number; available: boolean };
  nights: number;
  total: number;
  deposit: number;
  payAtProperty: number;
};

/** A stay room for dates and a party: children take a bed or a place in a room like adults (domain.md "Inventory"). */
async function quoteStayRoom(db: Database, request: StayPreCheckRequest, now: Date): Promise<StayQuote> {
  const facts = await repo.findStayFacts(db, request.goodsNo);
  if (!facts) throw notFound(BOOKING_MESSAGES.productNotFound);
  const party = request.adults + request.children.length;
  const quote = await quoteStay(db, request.goodsNo, { checkInAt: request.checkInAt, checkOutAt: request.checkOutAt, adults: party }, now);
  const room = quote.rooms.find((r) => r.roomId === request.roomId);
  if (!room) throw notFound(BOOKING_MESSAGES.roomNotFound);
  return { facts, room, nights: quote.nights, total: room.total, deposit: room.deposit, payAtProperty: room.payAtProperty };
}

const iso = (d: Date) => d.toISOString();

/** POST stay-book/pre-check: the stay page's numbers for one room, nothing held. */
export async function preCheckStay(db: Database, request: StayPreCheckRequest, now: Date = new Date()): Promise<PreCheckResult> {
  const q = await quoteStayRoom(db, request, now);
  const instant = isInstantBooking(q.facts);
  return {
    available: q.room.available,
    unitsLeft: q.room.unitsLeft,
    nights: q.nights,
    total: q.total,
    deposit: q.deposit,
    payAtProperty: q.payAtProperty,
    depositDeadline: iso(stayDepositDeadlineOf(now, request.checkInAt)),
    refundSchedule: refundSchedule(STAY_REFUND_POLICY, request.checkInAt, q.deposit),
    instant,
    acceptDeadline: instant ? null : iso(acceptDeadlineOf(now, request.checkInAt)),
  };
}

type LineQuote = {
  facts: { partnerId: number; timeZone: string };
  startDate: string;
  endDate: string | null;
  nights: number;
  policy: readonly RefundBand[];
  items: (BookingItem & { held: repo.NewBookingItem })[];
};

function datesOrBadRequest(checkInAt: string, checkOutAt: string, now: Date) {
  const problem = stayDatesProblem(checkInAt, checkOutAt, shiftDay(now.toISOString().slice(0, 10), -1));
  if (problem) throw badRequest(problem);
}

async function quoteHotel(db: Database, request: Extract<V2PreCheckRequest, { productType: 'hotel' }>, now: Date): Promise<LineQuote> {
  datesOrBadRequest(request.checkInAt, request.checkOutAt, now);
  const facts = await repo.findHotelFacts(db, request.propertyUuid);
  if (!facts?.partnerId) throw notFound(BOOKING_MESSAGES.productNotFound);
  const dates = { checkInAt: request.checkInAt, checkOutAt: request.checkOutAt };
  const quotes = await quoteHotelRooms(db, request.propertyUuid, dates, request.items.map((i) => ({ roomId: i.roomId, party: { adult: i.adults, children: i.children } })));
  const wanted = countBy(request.items, (i) => String(i.roomId));
  const items = request.items.map((item, i) => {
    const q = quotes[i];
    if (!q) throw notFound(BOOKING_MESSAGES.roomNotFound);
    if (!q.fits || q.amount === null) throw badRequest(BOOKING_MESSAGES.partyTooLarge);
    const available = q.unitsLeft >= (wanted.get(String(item.roomId)) ?? 1);
    const line = { name: q.name, roomId: q.roomId, optionId: null, startDate: dates.checkInAt, endDate: dates.checkOutAt, adults: item.adults, children: item.children, units: 1, amount: q.amount };
    return { ...line, available, unitsLeft: q.unitsLeft, held: heldItem(line, { hotelRoomId: q.roomId }) };
  });
  const free = quotes.every((q) => q?.freeCancellation === true);
  return { facts: { partnerId: facts.partnerId, timeZone: facts.timeZone }, startDate: dates.checkInAt, endDate: dates.checkOutAt, nights: nightsOf(dates.checkInAt, dates.checkOutAt).length, policy: free ? HOTEL_FREE_CANCELLATION : NON_REFUNDABLE, items };
}

function tourDateOrBadRequest(date: string, now: Date) {
  const earliest = shiftDay(now.toISOString().slice(0, 10), -1);
  if (dayNumber(date) === null || date < earliest || date > lastSelectableDay(new Date(`${earliest}T00:00:00`))) throw badRequest(BOOKING_MESSAGES.tourDate);
}

async function quoteTour(db: Database, request: Extract<V2PreCheckRequest, { productType: 'tour' }>, now: Date): Promise<LineQuote> {
  for (const item of request.items) tourDateOrBadRequest(item.date, now);
  const facts = await repo.findTourFacts(db, request.itemNo);
  if (!facts) throw notFound(BOOKING_MESSAGES.productNotFound);
  const quotes = await quoteTourOptions(db, request.itemNo, request.items);
  const wanted = new Map<string, number>();
  for (const item of request.items) wanted.set(`${item.optionId}|${item.date}`, (wanted.get(`${item.optionId}|${item.date}`) ?? 0) + item.count);
  const items = request.items.map((item, i) => {
    const q = quotes[i];
    if (!q) throw notFound(BOOKING_MESSAGES.optionNotFound);
    const available = !q.soldOut && q.seatsLeft >= (wanted.get(`${item.optionId}|${item.date}`) ?? item.count);
    // A sold-out option (price 0) has no amount to hold; it is refused before any row is written.
    const line = { name: q.name, roomId: null, optionId: q.optionId, startDate: item.date, endDate: null, adults: item.count, children: [], units: item.count, amount: q.amount };
    return { ...line, available, unitsLeft: q.soldOut ? 0 : q.seatsLeft, held: heldItem(line, { tourOptionId: q.optionId }) };
  });
  // The schema asks for one item at least; the earliest date starts the booking.
  const startDate = request.items.map((i) => i.date).sort()[0] ?? '';
  return { facts, startDate, endDate: null, nights: 0, policy: TOUR_REFUND_POLICY, items };
}

function heldItem(line: Omit<BookingItem, 'available' | 'unitsLeft'>, product: Partial<Pick<repo.NewBookingItem, 'stayRoomId' | 'hotelRoomId' | 'tourOptionId'>>): repo.NewBookingItem {
  return { ...product, name: line.name, startDate: line.startDate, endDate: line.endDate, adults: line.adults, childAges: line.children, units: line.units, amount: line.amount };
}

function countBy<T>(values: readonly T[], keyOf: (value: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(keyOf(value), (counts.get(keyOf(value)) ?? 0) + 1);
  return counts;
}

const quoteLine = (db: Database, request: V2PreCheckRequest, now: Date) => (request.productType === 'hotel' ? quoteHotel(db, request, now) : quoteTour(db, request, now));

/** POST stay-book/v2/pre-check: hotel rooms or tour options priced, nothing held. Paid in full online. */
export async function preCheckLine(db: Database, request: V2PreCheckRequest, now: Date = new Date()): Promise<V2PreCheckResult> {
  const q = await quoteLine(db, request, now);
  const total = q.items.reduce((sum, i) => sum + i.amount, 0);
  return {
    available: q.items.every((i) => i.available),
    unitsLeft: Math.min(...q.items.map((i) => i.unitsLeft)),
    nights: q.nights,
    total,
    deposit: total,
    payAtProperty: 0,
    depositDeadline: iso(paymentHoldDeadlineOf(now)),
    refundSchedule: refundSchedule(q.policy, q.startDate, total),
    instant: true,
    acceptDeadline: null,
    items: q.items.map(({ held: _held, ...item }) => item),
  };
}

/* ---- pre-bookings ---- */

function guestColumns(request: { guest: Guest; arrivalTime?: string | null | undefined; requestToHost?: string | null | undefined }) {
  return {
    guestName: request.guest.name,
    guestEnglishName: request.guest.englishName,
    guestPhone: request.guest.phone,
    guestEmail: request.guest.email,
    arrivalTime: request.arrivalTime ?? null,
    requestToHost: request.requestToHost ?? null,
  };
}

const preBookingResult = (
  bookNo: number,
  status: BookingStatus,
  money: { total: number; deposit: number; payAtProperty: number },
  discounts: Discounts & { couponName: string | null },
  depositDeadline: Date | null,
): PreBookingResult => ({
  bookNo,
  status,
  total: money.total,
  deposit: money.deposit,
  payAtProperty: money.payAtProperty,
  couponDiscount: discounts.couponDiscount,
  pointsDiscount: discounts.pointsDiscount,
  amountDue: amountDue({ deposit: money.deposit, ...discounts }),
  couponName: discounts.couponName,
  depositDeadline: depositDeadline ? iso(depositDeadline) : null,
});

/** The coupon and points of a pre-booking: priced, the row written by `write`, then claimed and spent. */
async function withDiscounts(
  tx: Database,
  order: Parameters<typeof priceDiscounts>[1],
  request: Parameters<typeof priceDiscounts>[2],
  write: (discounts: Discounts) => Promise<number>,
): Promise<{ bookNo: number; discounts: Discounts & { couponName: string | null } }> {
  const discounts = await priceDiscounts(tx, order, request);
  const bookNo = await write(discounts);
  await takeDiscounts(tx, order, bookNo, discounts);
  const couponName = discounts.memberCouponId === null ? null : ((await repo.findBookingsByNo(tx, [bookNo]))[0]?.couponName ?? null);
  return { bookNo, discounts: { ...discounts, couponName } };
}

/**
 * POST stay-book/pre-bookings, inside the idempotent route's transaction: quote again, hold the room's units
 * for every night, write the booking, its item and its first history row. Instant stays wait for the deposit
 * (3); others wait for the partner (1) until the accept deadline.
 */
export async function preBookStay(tx: Database, memberId: number, request: StayPreBookingRequest, now: Date = new Date()): Promise<PreBookingResult> {
  const q = await quoteStayRoom(tx, request, now);
  if (!q.room.available) throw soldOut();
  const instant = isInstantBooking(q.facts);
  const status = instant ? BOOKING_STATUS.awaitingPayment : BOOKING_STATUS.requested;
  const depositDeadline = instant ? stayDepositDeadlineOf(now, request.checkInAt) : null;
  const item: repo.NewBookingItem = {
    stayRoomId: q.room.roomId,
    name: q.room.name,
    startDate: request.checkInAt,
    endDate: request.checkOutAt,
    adults: request.adults,
    childAges: request.children,
    units: q.room.unitsNeeded,
    amount: q.total,
  };
  await holdUnits(tx, [item]);
  const order = { memberId, productType: 'stay' as const, total: q.total, deposit: q.deposit, now };
  const { bookNo, discounts } = await withDiscounts(tx, order, request, (d) => repo.insertBooking(
    tx,
    {
      memberId,
      partnerId: q.facts.partnerId,
      ...d,
      productType: 'stay',
      goodsNo: request.goodsNo,
      status,
      startDate: request.checkInAt,
      endDate: request.checkOutAt,
      adults: request.adults,
      children: request.children.length,
      ...guestColumns(request),
      total: q.total,
      deposit: q.deposit,
      payAtProperty: q.payAtProperty,
      refundPolicy: STAY_REFUND_POLICY,
      acceptDeadline: instant ? null : acceptDeadlineOf(now, request.checkInAt),
      depositDeadline,
    },
    [item],
  ));
  await recordCreated(tx, bookNo, status, { kind: 'guest', id: memberId });
  return preBookingResult(bookNo, status, q, discounts, depositDeadline);
}

/** POST stay-book/v2/pre-bookings: hotel rooms or tour options held for the payment (status 3, paid in full). */
export async function preBookLine(tx: Database, memberId: number, request: V2PreBookingRequest, now: Date = new Date()): Promise<PreBookingResult> {
  const q = await quoteLine(tx, request, now);
  if (!q.items.every((i) => i.available)) throw soldOut();
  const total = q.items.reduce((sum, i) => sum + i.amount, 0);
  const depositDeadline = paymentHoldDeadlineOf(now);
  const held = q.items.map((i) => i.held);
  await holdUnits(tx, held);
  const status = BOOKING_STATUS.awaitingPayment;
  const product = request.productType === 'hotel' ? { productType: 'hotel' as const, propertyUuid: request.propertyUuid } : { productType: 'tour' as const, itemNo: request.itemNo };
  const order = { memberId, productType: product.productType, total, deposit: total, now };
  const { bookNo, discounts } = await withDiscounts(tx, order, request, (d) => repo.insertBooking(
    tx,
    {
      memberId,
      partnerId: q.facts.partnerId,
      ...d,
      ...product,
      status,
      startDate: q.startDate,
      endDate: q.endDate,
      adults: q.items.reduce((sum, i) => sum + i.adults, 0),
      children: q.items.reduce((sum, i) => sum + i.children.length, 0),
      ...guestColumns(request),
      total,
      deposit: total,
      payAtProperty: 0,
      refundPolicy: q.policy,
      depositDeadline,
    },
    held,
  ));
  await recordCreated(tx, bookNo, status, { kind: 'guest', id: memberId });
  return preBookingResult(bookNo, status, { total, deposit: total, payAtProperty: 0 }, discounts, depositDeadline);
}

/* ---- reading ---- */

const lastDayOf = (b: { startDate: string; endDate: string | null }) => b.endDate ?? b.startDate;
const statusOf = (status: number): BookingStatus => (isBookingStatus(status) ? status : BOOKING_STATUS.requested);
const isoOrNull = (d: Date | null) => (d ? iso(d) : null);

/** A booking as lists show it; `now` decides whether a confirmed one has been used (its label, rules bookingStatusLabel). */
export function toSummary(row: repo.BookingRow, now: Date = new Date()): BookingSummary {
  const b = row.booking;
  const status = statusOf(b.status);
  return {
    bookNo: b.bookNo,
    productType: b.productType,
    productId: String(b.goodsNo ?? b.propertyUuid ?? b.itemNo ?? ''),
    productName: row.productName,
    imagePath: row.imagePath,
    cityName: row.cityName,
    status,
    statusLabel: bookingStatusLabel(status, lastDayOf(b), dayIn(now, MEMBER_TIME_ZONE)),
    checkInAt: b.startDate,
    checkOutAt: b.endDate,
    adults: b.adults,
    children: b.children,
    total: b.total,
    deposit: b.deposit,
    payAtProperty: b.payAtProperty,
    couponDiscount: b.couponDiscount,
    pointsDiscount: b.pointsDiscount,
    amountDue: amountDue(b),
    couponName: row.couponName,
    depositDeadline: isoOrNull(b.depositDeadline),
    acceptDeadline: isoOrNull(b.acceptDeadline),
    createdAt: iso(b.createdAt),
  };
}

/** Upcoming: soonest first; past: latest first; cancellations: latest change first. */
const TAB_ORDER: Record<BookingTab, (a: repo.BookingRow, b: repo.BookingRow) => number> = {
  upcoming: (a, b) => a.booking.startDate.localeCompare(b.booking.startDate) || a.booking.bookNo - b.booking.bookNo,
  past: (a, b) => lastDayOf(b.booking).localeCompare(lastDayOf(a.booking)) || b.booking.bookNo - a.booking.bookNo,
  cancelled: (a, b) => b.booking.updatedAt.getTime() - a.booking.updatedAt.getTime() || b.booking.bookNo - a.booking.bookNo,
};

/** The member's bookings of one tab (rules bookingTab on Korean today), in the tab's order. */
export async function memberBookingsInTab(db: Database, memberId: number, tab: BookingTab, now: Date, productType?: string): Promise<repo.BookingRow[]> {
  const today = dayIn(now, MEMBER_TIME_ZONE);
  const rows = await repo.findMemberBookings(db, memberId);
  return rows
    .filter((r) => (productType === undefined || r.booking.productType === productType) && bookingTab(r.booking.status, lastDayOf(r.booking), today) === tab)
    .sort(TAB_ORDER[tab]);
}

/** GET stay-book/bookings: one page (BOOKING_PAGE_SIZE) of a tab. */
/** One booking of the member with its product's name and picture, or null (another member's reads as missing). */
export const findMemberBooking = (db: Database, memberId: number, bookNo: number) => repo.findBooking(db, bookNo, { memberId });

export async function listBookings(db: Database, memberId: number, query: BookingListQuery, now: Date = new Date()): Promise<BookingPage> {
  const rows = await memberBookingsInTab(db, memberId, query.tab, now, query.productType);
  const page = query.page - 1;
  const totalPages = Math.ceil(rows.length / BOOKING_PAGE_SIZE);
  return {
    content: rows.slice(page * BOOKING_PAGE_SIZE, (page + 1) * BOOKING_PAGE_SIZE).map((row) => toSummary(row, now)),
    number: page,
    size: BOOKING_PAGE_SIZE,
    totalElements: rows.length,
    totalPages,
    last: page >= totalPages - 1,
  };
}

export function toItem(item: repo.BookingItemRow): BookingItem {
  return {
    name: item.name,
    roomId: item.stayRoomId ?? item.hotelRoomId,
    optionId: item.tourOptionId,
    startDate: item.startDate,
    endDate: item.endDate,
    adults: item.adults,
    children: item.childAges,
    units: item.units,
    amount: item.amount,
    // On a booking: whether the units are still held.
    available: item.releasedAt === null,
    unitsLeft: 0,
  };
}

export function toPayment(payment: NonNullable<Awaited<ReturnType<typeof repo.findLatestPayment>>>): NonNullable<BookingDetail['payment']> {
  return { orderId: payment.orderId, provider: payment.provider, amount: payment.amount, status: payment.status, methodLabel: payment.methodLabel, approvedAt: isoOrNull(payment.approvedAt) };
}

export function toHistoryEntry(h: repo.HistoryRow): BookingDetail['history'][number] {
  return { from: h.fromStatus === null ? null : statusOf(h.fromStatus), to: statusOf(h.toStatus), by: h.actor, reason: h.reason, at: iso(h.at) };
}

/** GET stay-book/bookings/{bookNo}: the member's own booking (another member's is a 404). */
export async function bookingDetail(db: Database, memberId: number, bookNo: number, now: Date = new Date()): Promise<BookingDetail> {
  const row = await repo.findBooking(db, bookNo, { memberId });
  if (!row) throw notFound(BOOKING_MESSAGES.notFound);
  const b = row.booking;
  const [items, history, payment, refund] = await Promise.all([repo.findItems(db, [bookNo]), repo.findHistory(db, bookNo), repo.findLatestPayment(db, bookNo), repo.findRefund(db, bookNo)]);
  const confirmed = b.status === BOOKING_STATUS.confirmed;
  const host = confirmed ? await repo.findHostContact(db, b) : null;
  // Cancellation and refunds count days at the property.
  const today = dayIn(now, row.timeZone);
  const schedule = refundSchedule(b.refundPolicy as RefundBand[], b.startDate, amountDue(b));
  const actions = bookingActions({ status: b.status, startDate: b.startDate, lastDay: lastDayOf(b), depositDeadline: b.depositDeadline }, now, today);
  return {
    ...toSummary(row, now),
    items: items.map(toItem),
    guest: { name: b.guestName, englishName: b.guestEnglishName, phone: b.guestPhone, email: b.guestEmail },
    arrivalTime: b.arrivalTime,
    requestToHost: b.requestToHost,
    refundSchedule: schedule,
    cancelPreview: actions.canCancel ? cancelPreviewOf(b.status, schedule, amountDue(b), today) : null,
    actions,
    payment: payment ? toPayment(payment) : null,
    refund: refund ? { amount: refund.amount, status: refund.status, requestedAt: iso(refund.requestedAt), completedAt: isoOrNull(refund.completedAt) } : null,
    host,
    voucherCode: b.voucherCode,
    view: reservationView(b.status),
    history: history.map(toHistoryEntry),
  };
}
