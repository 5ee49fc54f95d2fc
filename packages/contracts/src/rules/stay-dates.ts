/**
 * Default stay dates (spec 1 §9): a stays search that has no usable dates (a stale recent search, a PC city
 * tile) checks in 28 days and checks out 29 days after today, one night.
 */
export const STAY_DEFAULT_CHECK_IN_DAYS = 28;
export const STAY_DEFAULT_CHECK_OUT_DAYS = 29;

/** Korean weekday initials, Sunday first (Date#getDay order): calendar heads and every date text. */
export const KOREAN_WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** A calendar date as the stay links write it (YYYY-MM-DD), in the visitor's own time zone. */
export function toDateParam(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The calendar day `days` after `date` (local midnight-safe: the day count, not 24-hour steps). */
export function addCalendarDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

export function defaultStayDates(today: Date = new Date()): { checkInAt: string; checkOutAt: string } {
  return {
    checkInAt: toDateParam(addCalendarDays(today, STAY_DEFAULT_CHECK_IN_DAYS)),
    checkOutAt: toDateParam(addCalendarDays(today, STAY_DEFAULT_CHECK_OUT_DAYS)),
  };
}
