import { dayNumber, STAY_REFUND_SCHEDULE } from './stay-pricing.ts';
import { shiftDay } from './search-widget.ts';

/**
 * Booking states, the reservation views they select, the member's tabs, and the refund schedules
 * (spec 2 §4.4, domain.md "Booking lifecycle"). Zod-free: the web app's first screens read it.
 * Which transitions are allowed, and by whom, is the server's (modules/bookings/booking-states.ts).
 */

export const BOOKING_STATUS = {
  /** Requested; the partner has until the accept deadline to answer (request stays). */
  requested: 1,
  /** Accepted or instant: waiting for the deposit (stays) or the payment (hotels, tours). */
  awaitingPayment: 3,
  /** Paid at the provider, our confirmation still pending (an approval that timed out). */
  paymentPending: -9,
  confirmed: 9,
  cancelledByGuest: -19,
  /** The deposit (or payment) deadline passed; the units went back. */
  paymentExpired: -29,
  declinedUnavailable: -39,
  declinedDoubleBooking: -49,
  refundRequested: -59,
  refundCompleted: -69,
  noShow: -79,
  cancelledByPartner: -89,
  cancelledByOperator: -99,
} as const;

export type BookingStatus = (typeof BOOKING_STATUS)[keyof typeof BOOKING_STATUS];

export const BOOKING_STATUSES = Object.values(BOOKING_STATUS) as readonly BookingStatus[];

export function isBookingStatus(value: number): value is BookingStatus {
  return (BOOKING_STATUSES as readonly number[]).includes(value);
}

/** What a member and a partner read for each state. */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  1: '예약 요청',
  3: '결제 대기',
  [-9]: '결제 확인 중',
  9: '예약 확정',
  [-19]: '예약 취소',
  [-29]: '자동 취소(결제 기한 초과)',
  [-39]: '예약 불가(객실 마감)',
  [-49]: '예약 불가(중복 예약)',
  [-59]: '환불 요청',
  [-69]: '환불 완료',
  [-79]: '노쇼',
  [-89]: '숙소 사정으로 취소',
  [-99]: '운영자 취소',
};

/** The mobile reservation view of a status (spec 2 §4.4 table; any other code shows view 1). */
const VIEW_OF_STATUS: Record<BookingStatus, number> = {
  1: 1,
  3: 2,
  [-9]: 2,
  9: 3,
  [-19]: 4,
  [-29]: 5,
  [-99]: 6,
  [-89]: 7,
  [-39]: 8,
  [-49]: 9,
  [-59]: 10,
  [-69]: 11,
  [-79]: 12,
};

export function reservationView(status: number): number {
  return isBookingStatus(status) ? VIEW_OF_STATUS[status] : 1;
}

/** States in which the booking still holds units and may go on. */
export const ACTIVE_BOOKING_STATUSES: readonly BookingStatus[] = [
  BOOKING_STATUS.requested,
  BOOKING_STATUS.awaitingPayment,
  BOOKING_STATUS.paymentPending,
  BOOKING_STATUS.confirmed,
];

export const BOOKING_TABS = ['upcoming', 'past', 'cancelled'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

export const BOOKING_TAB_LABELS: Record<BookingTab, string> = {
  upcoming: '예정된 예약',
  past: '지난 예약',
  cancelled: '취소·환불',
};

/**
 * The member's tab of a booking: an active booking whose last day has passed is past (a confirmed one can
 * be reviewed, domain.md), a no-show is past too, every other ended state is under cancellations.
 * `lastDay` is the check-out date of a stay or hotel, the date of a tour; `today` the member's calendar day.
 */
export function bookingTab(status: number, lastDay: string, today: string): BookingTab {
  if (status === BOOKING_STATUS.noShow) return 'past';
  if (isBookingStatus(status) && ACTIVE_BOOKING_STATUSES.includes(status)) return lastDay < today && status === BOOKING_STATUS.confirmed ? 'past' : 'upcoming';
  return 'cancelled';
}

/** A confirmed booking whose last day has passed: the stay or tour took place. */
export const BOOKING_USED_LABEL = '이용 완료';

/**
 * The label a member (and a partner) reads for a booking: a confirmed one under 지난 예약 reads as used, not
 * still "예약 확정"; every other state its BOOKING_STATUS_LABELS. Same arguments as bookingTab.
 */
export function bookingStatusLabel(status: BookingStatus, lastDay: string, today: string): string {
  return status === BOOKING_STATUS.confirmed && bookingTab(status, lastDay, today) === 'past' ? BOOKING_USED_LABEL : BOOKING_STATUS_LABELS[status];
}

export const PRODUCT_TYPES = ['stay', 'hotel', 'tour'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** The product lines as people read them (the cards' type chips, spec 1 §1; the back office's lists). */
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  stay: '한인민박',
  hotel: '해외호텔',
  tour: '투어·티켓',
};

/** One band of a refund policy: cancelled at least `minDaysBefore` days before the start date, `percent` comes back. */
export type RefundBand = { readonly minDaysBefore: number; readonly percent: number };

/** Hotels with free cancellation: all back until 3 days before check-in, nothing after. */
export const HOTEL_FREE_CANCELLATION_DAYS = 3;
export const HOTEL_FREE_CANCELLATION: readonly RefundBand[] = [
  { minDaysBefore: HOTEL_FREE_CANCELLATION_DAYS, percent: 100 },
  { minDaysBefore: 0, percent: 0 },
];
export const NON_REFUNDABLE: readonly RefundBand[] = [{ minDaysBefore: 0, percent: 0 }];
/** Tours and tickets: all back until 2 days before the tour date, nothing after. */
export const TOUR_FREE_CANCELLATION_DAYS = 2;
export const TOUR_REFUND_POLICY: readonly RefundBand[] = [
  { minDaysBefore: TOUR_FREE_CANCELLATION_DAYS, percent: 100 },
  { minDaysBefore: 0, percent: 0 },
];
export const STAY_REFUND_POLICY: readonly RefundBand[] = STAY_REFUND_SCHEDULE;

/** One row of a booking's refund schedule: cancelled on or before `until` (a calendar date), `refund` won come back. */
export type RefundScheduleRow = { until: string; percent: number; refund: number };

/**
 * A policy made concrete for one booking: each band applies up to its last day, the start date minus its
 * days (the last band: the start date itself), and gives back its percent of `paid`, rounded down so a
 * refund never exceeds the percent. Bands are ordered from the most days before to 0.
 */
export function refundSchedule(policy: readonly RefundBand[], startDate: string, paid: number): RefundScheduleRow[] {
  return policy.map((band) => ({ until: shiftDay(startDate, -band.minDaysBefore), percent: band.percent, refund: refundOf(paid, band.percent) }));
}

/** The same schedule for another amount paid: the booking form's rows once a coupon or points lower what is charged. */
export function scheduleForPaid(schedule: readonly RefundScheduleRow[], paid: number): RefundScheduleRow[] {
  return schedule.map((row) => ({ ...row, refund: refundOf(paid, row.percent) }));
}

function refundOf(paid: number, percent: number): number {
  return Math.floor((paid * percent) / 100);
}

/** The row that applies when cancelling on `today` (a calendar date at the property); null once the start date passed. */
export function refundOn(schedule: readonly RefundScheduleRow[], today: string): RefundScheduleRow | null {
  return schedule.find((row) => today <= row.until) ?? null;
}

/** Whole days from `today` to `startDate` (negative once it passed); null for what is no date. */
export function daysBefore(startDate: string, today: string): number | null {
  const a = dayNumber(startDate);
  const b = dayNumber(today);
  return a === null || b === null ? null : a - b;
}

/* ---- deadlines (our choice where the spec is silent; docs/api-notes.md "Bookings") ---- */

/** A request stay waits this long for the partner's answer. */
export const PARTNER_ACCEPT_HOURS = 24;
/** A stay's deposit is due this long after the booking becomes payable (instant booking, or the partner's accept). */
export const STAY_DEPOSIT_HOURS = 24;
/** Hotels and tours are paid at once: their units are held this long for the payment window. */
export const PAYMENT_HOLD_MINUTES = 30;
/** Korean time (UTC+9, no daylight saving): deadlines are shown, and cut at the check-in day, in it. */
export const KOREA_UTC_OFFSET_HOURS = 9;
/** Made on first use: building it loads ICU's time zone and locale data, which pages without a deadline never need. */
let koreanTime: Intl.DateTimeFormat | undefined;
const koreanTimeFormat = () =>
  (koreanTime ??= new Intl.DateTimeFormat('ko-KR', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** "2026년 7월 3일 (금) 14:05" in Korean time: how a deadline or a history instant is written (screens, mails). */
export function formatKoreanInstant(at: Date): string {
  const parts = Object.fromEntries(koreanTimeFormat().formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}년 ${parts.month} ${parts.day}일 (${parts.weekday}) ${parts.hour}:${parts.minute}`;
}

/** The history reason of a request nobody answered in time. */
export const ACCEPT_TIMEOUT_REASON = '기한 내 응답 없음';

const HOUR_MS = 3_600_000;

/** The instant a calendar day starts in Korean time. */
export function koreanDayStart(date: string): Date {
  const day = dayNumber(date);
  if (day === null) throw new Error(`not a date: ${date}`);
  return new Date(day * 86_400_000 - KOREA_UTC_OFFSET_HOURS * HOUR_MS);
}

/**
 * A deadline `hours` from now that never runs into the start date (it ends when that day starts in Korean
 * time, so the property knows before the guest arrives), yet always leaves at least the payment hold: a
 * booking made the day before arrival can still be paid.
 */
function deadlineBeforeStart(now: Date, hours: number, startDate: string): Date {
  const wanted = Math.min(now.getTime() + hours * HOUR_MS, koreanDayStart(startDate).getTime());
  return new Date(Math.max(wanted, now.getTime() + PAYMENT_HOLD_MINUTES * 60_000));
}

/** Until when the partner may accept a request made at `now`. */
export const acceptDeadlineOf = (now: Date, startDate: string): Date => deadlineBeforeStart(now, PARTNER_ACCEPT_HOURS, startDate);
/** Until when a stay's deposit must arrive once it is payable at `now`. */
export const stayDepositDeadlineOf = (now: Date, startDate: string): Date => deadlineBeforeStart(now, STAY_DEPOSIT_HOURS, startDate);
/** Until when a hotel or tour booking made at `now` is held for its payment. */
export const paymentHoldDeadlineOf = (now: Date): Date => new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000);

/* ---- what a member may do with a booking ---- */

/** Bookings per page of the member's list and the partner's list. */
export const BOOKING_PAGE_SIZE = 10;
/** A stay can be reviewed up to 6 months after check-out (domain.md "Reviews"). */
export const REVIEW_WINDOW_MONTHS = 6;
/** The chat about a booking stays open this long after a cancelled booking's last day. */
export const INQUIRY_AFTER_CANCEL_DAYS = 30;

/** The last day a booking that ended on `lastDay` can be reviewed. */
export function reviewableUntil(lastDay: string): string {
  const [y, m, d] = lastDay.split('-').map(Number);
  const until = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1 + REVIEW_WINDOW_MONTHS, d ?? 1));
  return until.toISOString().slice(0, 10);
}

/** The calendar day of an instant in an IANA time zone (the property's "today"). */
export function dayIn(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export type BookingFacts = {
  status: number;
  /** Check-in or the tour date. */
  startDate: string;
  /** Check-out, or the tour date. */
  lastDay: string;
  depositDeadline: Date | null;
};

export type BookingActions = { canPay: boolean; canCancel: boolean; canReview: boolean; canInquire: boolean };

/** `today` is the calendar day at the property; `now` the instant (deadlines are instants). */
export function bookingActions(b: BookingFacts, now: Date, today: string): BookingActions {
  const S = BOOKING_STATUS;
  return {
    canPay: b.status === S.awaitingPayment && b.depositDeadline !== null && now < b.depositDeadline,
    canCancel: (b.status === S.requested || b.status === S.awaitingPayment || b.status === S.confirmed) && today < b.startDate,
    canReview: b.status === S.confirmed && b.lastDay < today && today <= reviewableUntil(b.lastDay),
    canInquire: bookingTab(b.status, b.lastDay, today) !== 'cancelled' || today <= shiftDay(b.lastDay, INQUIRY_AFTER_CANCEL_DAYS),
  };
}

export type CancelPreview = { percent: number; refund: number; fee: number };

/**
 * What cancelling on `today` gives back. Only a confirmed booking has been paid (its deposit, or the whole
 * price of a hotel or tour); before payment a cancellation costs nothing and returns nothing.
 */
export function cancelPreviewOf(status: number, schedule: readonly RefundScheduleRow[], paid: number, today: string): CancelPreview | null {
  if (status !== BOOKING_STATUS.confirmed) return { percent: 100, refund: 0, fee: 0 };
  const row = refundOn(schedule, today);
  if (!row) return null;
  return { percent: row.percent, refund: row.refund, fee: paid - row.refund };
}
