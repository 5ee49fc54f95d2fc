import { KOREAN_WEEKDAYS } from './stay-dates.ts';
import { ADULTS_PER_ROOM, lastSelectableDay, RANGE_REFUSED_NIGHTS, shiftDay, STAY_DEFAULT_ADULTS } from './search-widget.ts';

/**
 * Stay availability and pricing for dates and a party (domain.md "Inventory", "Money"; spec 1 §5). The
 * server computes with these, the detail page's date and party controls check with the same functions.
 */

/** Adults of a stays search: the widget's limits per room (a stays search uses the first room's adults). */
export const STAY_MIN_ADULTS = ADULTS_PER_ROOM.min;
export const STAY_MAX_ADULTS = ADULTS_PER_ROOM.max;
export { STAY_DEFAULT_ADULTS };
/** 29 nights or more is refused (spec 1 §5 "checkout within 29 days of check-in"): 28 is the longest stay. */
export const STAY_MAX_NIGHTS = RANGE_REFUSED_NIGHTS - 1;
/** The deposit paid online is the 10% booking fee of the stay total; the rest is paid at the property. */
export const STAY_DEPOSIT_PERCENT = 10;

/**
 * How much of the deposit a guest gets back when a stay booking is cancelled, by how long before check-in
 * (the refund rules page /helpcenter/rule.php and every stay page show this table).
 */
export const STAY_REFUND_SCHEDULE = [
  { when: '체크인 30일 전까지', minDaysBefore: 30, percent: 100 },
  { when: '체크인 29일 ~ 15일 전', minDaysBefore: 15, percent: 70 },
  { when: '체크인 14일 ~ 8일 전', minDaysBefore: 8, percent: 50 },
  { when: '체크인 7일 전 ~ 당일, 노쇼', minDaysBefore: 0, percent: 0 },
] as const;

/** "100% 환불", or "환불 불가" when nothing comes back. */
export function refundText(percent: number): string {
  return percent > 0 ? `${percent}% 환불` : '환불 불가';
}

export const STAY_DATE_MESSAGES = {
  invalid: '날짜는 YYYY-MM-DD 형식이어야 합니다.',
  bothOrNone: '체크인과 체크아웃 날짜를 함께 선택해 주세요.',
  order: '체크아웃 날짜는 체크인 다음 날 이후여야 합니다.',
  tooLong: `체크아웃 날짜는 체크인 날짜로부터 ${STAY_MAX_NIGHTS + 1}일 이내여야 합니다.`,
  past: '지난 날짜는 선택할 수 없습니다.',
  tooFar: '1년 이후의 날짜는 선택할 수 없습니다.',
  adults: `인원은 ${STAY_MIN_ADULTS}명부터 ${STAY_MAX_ADULTS}명까지 선택할 수 있습니다.`,
} as const;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since the epoch of a real calendar date "YYYY-MM-DD", or null ("2026-02-30" is not a date). */
export function dayNumber(date: string): number | null {
  const m = DATE_PATTERN.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const time = Date.UTC(y, mo - 1, d);
  const back = new Date(time);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return time / 86_400_000;
}

/** The date `days` after a "YYYY-MM-DD" date (the widget's shiftDay, refusing what is no date). */
export function addDaysToDate(date: string, days: number): string {
  if (dayNumber(date) === null) throw new Error(`not a date: ${date}`);
  return shiftDay(date, days);
}

/** Nights from check-in to check-out (zero or less when the order is wrong); null when either is no date. */
function nightCount(checkInAt: string, checkOutAt: string): number | null {
  const a = dayNumber(checkInAt);
  const b = dayNumber(checkOutAt);
  return a === null || b === null ? null : b - a;
}

/** Every night of a stay, check-in included, check-out excluded. */
export function nightsOf(checkInAt: string, checkOutAt: string): string[] {
  const n = nightCount(checkInAt, checkOutAt);
  if (n === null || n <= 0) return [];
  return Array.from({ length: n }, (_, i) => shiftDay(checkInAt, i));
}

/**
 * Why a stay's dates cannot be searched, or null when they can. `today` is the earliest calendar day that
 * counts as today for the caller ("YYYY-MM-DD"): the browser passes its own date, the server the earliest
 * date anywhere on Earth (one day before UTC), so no visitor's today is refused.
 */
export function stayDatesProblem(checkInAt: string, checkOutAt: string, today: string): string | null {
  const a = dayNumber(checkInAt);
  const b = dayNumber(checkOutAt);
  const t = dayNumber(today);
  if (a === null || b === null || t === null) return STAY_DATE_MESSAGES.invalid;
  if (b <= a) return STAY_DATE_MESSAGES.order;
  if (b - a > STAY_MAX_NIGHTS) return STAY_DATE_MESSAGES.tooLong;
  if (a < t) return STAY_DATE_MESSAGES.past;
  const [y, m, d] = today.split('-').map(Number);
  if (checkOutAt > lastSelectableDay(new Date(y ?? 0, (m ?? 1) - 1, d ?? 1))) return STAY_DATE_MESSAGES.tooFar;
  return null;
}

export function isValidAdults(adults: number): boolean {
  return Number.isInteger(adults) && adults >= STAY_MIN_ADULTS && adults <= STAY_MAX_ADULTS;
}

/** Keeps an adult count inside 1-14 (the page's plus and minus buttons never leave the range). */
export function clampAdults(adults: number): number {
  if (!Number.isFinite(adults)) return STAY_DEFAULT_ADULTS;
  return Math.min(STAY_MAX_ADULTS, Math.max(STAY_MIN_ADULTS, Math.round(adults)));
}

export type StayRoomKind = 'private' | 'dormitory';

/**
 * Units a party needs of one room type each night: a dormitory sells beds, so one per adult; a private
 * room holds `capacity` guests, so as many rooms as it takes.
 */
export function unitsNeeded(kind: StayRoomKind, capacity: number, adults: number): number {
  return kind === 'dormitory' ? adults : Math.ceil(adults / Math.max(1, capacity));
}

export type RoomNight = { night: string; unitsAvailable: number; price: number };

export type RoomQuote = {
  unitsNeeded: number;
  /** Fewest units open on any night of the stay. */
  unitsLeft: number;
  available: boolean;
  /** Sum over nights of the night's price times the units needed. */
  total: number;
};

/**
 * A room type for a party from its nights summed up (how the search reads them from SQL): available when
 * the fewest units open on any night cover the units needed; total = the nights' prices times those units.
 */
export function quoteRoomTotals(
  kind: StayRoomKind,
  capacity: number,
  adults: number,
  nights: { count: number; unitsLeft: number; priceSum: number },
): RoomQuote {
  const needed = unitsNeeded(kind, capacity, adults);
  return { unitsNeeded: needed, unitsLeft: nights.unitsLeft, available: nights.count > 0 && nights.unitsLeft >= needed, total: nights.priceSum * needed };
}

/** A room type for a party over its nights, night by night (the detail page's rooms). */
export function quoteRoom(kind: StayRoomKind, capacity: number, adults: number, nights: readonly RoomNight[]): RoomQuote {
  return quoteRoomTotals(kind, capacity, adults, {
    count: nights.length,
    unitsLeft: nights.length === 0 ? 0 : Math.min(...nights.map((n) => n.unitsAvailable)),
    priceSum: nights.reduce((sum, n) => sum + n.price, 0),
  });
}

/** What is paid online now (the 10% booking fee, rounded to the won) and what is paid at the property. */
export function splitStayPayment(total: number): { deposit: number; payAtProperty: number } {
  const deposit = Math.round((total * STAY_DEPOSIT_PERCENT) / 100);
  return { deposit, payAtProperty: total - deposit };
}

/** The per-night average shown beside a total. */
export function perNight(total: number, nights: number): number {
  return nights > 0 ? Math.round(total / nights) : total;
}

/** "12.24(목)" for a "YYYY-MM-DD" date. */
export function stayDayText(date: string): string {
  const day = dayNumber(date);
  if (day === null) return date;
  const d = new Date(day * 86_400_000);
  return `${d.getUTCMonth() + 1}.${d.getUTCDate()}(${KOREAN_WEEKDAYS[d.getUTCDay()]})`;
}

/** The dates of a stay as the results and detail pages show them: "12.24(목) - 12.26(토) · 2박". */
export function stayPeriodText(checkInAt: string, checkOutAt: string): string {
  return `${stayDayText(checkInAt)} - ${stayDayText(checkOutAt)} · ${nightsOf(checkInAt, checkOutAt).length}박`;
}

export function adultsText(adults: number): string {
  return `성인 ${adults}명`;
}
