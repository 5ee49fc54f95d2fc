import type { SelectionType } from './selection-types.ts';
import { addCalendarDays, STAY_DEFAULT_CHECK_IN_DAYS, STAY_DEFAULT_CHECK_OUT_DAYS, toDateParam } from './stay-dates.ts';

/**
 * The search widget's numbers and pure rules (spec 1 §4.2, §5, §9): party limits, the date range, the
 * defaults, recent searches and cookies. Dates are calendar days written YYYY-MM-DD (`toDateParam`), so
 * they compare as strings.
 */

/** What a keyword suggestion can be: zod-free, so the first screens' shell chunk stays free of zod. */
export { SELECTION_TYPES } from './selection-types.ts';

/*
 * The widget's vocabulary as plain types, so that these rules import no schema module (search.ts imports the
 * product cards, whose modules import these rules); search.ts builds its schemas from them.
 */

/** The widget's three product lines. */
export const SEARCH_TYPES = ['stays', 'hotel', 'tour'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
/** One room of a search party; a child age of -1 means "not chosen yet" (blocks Apply). */
export type RoomOccupancy = { adult: number; children: number[] };
export type Occupancy = RoomOccupancy[];

/* ---- party (occupancy) ---- */

export const ADULTS_PER_ROOM = { min: 1, max: 14 } as const;
export const CHILDREN_PER_ROOM_MAX = 6;
/** A child is under 1 (0) up to 17; -1 means the age is not chosen yet and blocks Apply. */
export const CHILD_AGE = { min: 0, max: 17 } as const;
export const CHILD_AGE_UNSET = -1;
export const ROOMS_MAX = 8;
/** Years before today at which a guest counts as an adult (children are 0 to 17). */
export const ADULT_FROM_YEARS = CHILD_AGE.max + 1;

/** A hotel search with no dates of its own: check-in +7, check-out +8, one room of 2 adults (spec 1 §9). */
export const HOTEL_DEFAULT_SEARCH = { checkInDays: 7, checkOutDays: 8, adults: 2, rooms: 1 } as const;
/** Stays count adults only, 1 by default. */
export const STAY_DEFAULT_ADULTS = 1;

const stayOrHotelAdults = (searchType: SearchType) => (searchType === 'hotel' ? HOTEL_DEFAULT_SEARCH.adults : STAY_DEFAULT_ADULTS);

/** The party a search starts with: one room of 2 adults for hotels, 1 adult for stays (and tours). */
export function defaultOccupancy(searchType: SearchType): Occupancy {
  return [{ adult: stayOrHotelAdults(searchType), children: [] }];
}

export type OccupancyAction =
  | { type: 'setAdults'; room: number; adults: number }
  | { type: 'addChild'; room: number }
  | { type: 'removeChild'; room: number }
  | { type: 'setChildAge'; room: number; index: number; age: number }
  | { type: 'addRoom' }
  | { type: 'removeRoom'; room: number }
  | { type: 'reset' };

const updateRoom = (occupancy: Occupancy, index: number, change: (room: RoomOccupancy) => RoomOccupancy | null): Occupancy => {
  const room = occupancy[index];
  if (!room) return occupancy;
  const next = change(room);
  if (!next) return occupancy;
  return occupancy.map((r, i) => (i === index ? next : r));
};

/**
 * The room guest editor (spec 1 §4.2 "Room guest editor actions", §5): a change outside the limits is ignored
 * (the same state comes back), so a double click on a disabled-looking button can never break a limit.
 */
export function occupancyReducer(searchType: SearchType) {
  return (occupancy: Occupancy, action: OccupancyAction): Occupancy => {
    switch (action.type) {
      case 'setAdults':
        return updateRoom(occupancy, action.room, (room) =>
          Number.isInteger(action.adults) && action.adults >= ADULTS_PER_ROOM.min && action.adults <= ADULTS_PER_ROOM.max
            ? { ...room, adult: action.adults }
            : null,
        );
      case 'addChild':
        return updateRoom(occupancy, action.room, (room) =>
          room.children.length < CHILDREN_PER_ROOM_MAX ? { ...room, children: [...room.children, CHILD_AGE_UNSET] } : null,
        );
      case 'removeChild':
        return updateRoom(occupancy, action.room, (room) => (room.children.length > 0 ? { ...room, children: room.children.slice(0, -1) } : null));
      case 'setChildAge':
        return updateRoom(occupancy, action.room, (room) =>
          action.index >= 0 &&
          action.index < room.children.length &&
          Number.isInteger(action.age) &&
          action.age >= CHILD_AGE.min &&
          action.age <= CHILD_AGE.max
            ? { ...room, children: room.children.map((age, i) => (i === action.index ? action.age : age)) }
            : null,
        );
      case 'addRoom':
        return occupancy.length < ROOMS_MAX ? [...occupancy, { adult: stayOrHotelAdults(searchType), children: [] }] : occupancy;
      case 'removeRoom':
        return action.room > 0 && action.room < occupancy.length ? occupancy.filter((_, i) => i !== action.room) : occupancy;
      case 'reset':
        return defaultOccupancy(searchType);
    }
  };
}

/** Apply is disabled while any child age is unset (or the party is empty). */
export function canApplyOccupancy(occupancy: Occupancy): boolean {
  return occupancy.length > 0 && occupancy.every((room) => room.children.every((age) => age !== CHILD_AGE_UNSET));
}

/** A stays search counts only the first room's adults (spec 1 §4.2). */
export function stayAdults(occupancy: Occupancy): number {
  return occupancy[0]?.adult ?? STAY_DEFAULT_ADULTS;
}

/** One hotel `occupancy` query value per room: the adults, then a dash and the child ages ("2", "2-5,7"). */
export function hotelOccupancyParam(room: RoomOccupancy): string {
  return room.children.length ? `${room.adult}-${room.children.join(',')}` : String(room.adult);
}

/* ---- dates ---- */

/** A range of this many nights or more is refused for stays and hotels (checkout within 29 days of check-in). */
export const RANGE_REFUSED_NIGHTS = 29;
/** Days more than one year after today are disabled. */
export const BOOKABLE_YEARS_AHEAD = 1;
/**
 * Months in the calendar: the current one and the following twelve, 13 in all (spec 1 §4.2 "13 in all").
 * Every day after the thirteenth month is more than a year ahead, so a further month would be all disabled.
 */
export const CALENDAR_MONTHS = 13;
/** The mobile calendar shows 3 months first and adds 3 each time the visitor scrolls to the end. */
export const MOBILE_CALENDAR_MONTHS = { first: 3, step: 3 } as const;

export type DateRange = { start: string | null; end: string | null };

const DAY_MS = 86_400_000;
const utcDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1);
};

/** Nights between two calendar days (negative when `checkOut` is earlier). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((utcDay(checkOut) - utcDay(checkIn)) / DAY_MS);
}

/** The calendar day `days` after `day`, as YYYY-MM-DD. */
export function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return toDateParam(new Date(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days));
}

/** The last day that can be chosen: the same calendar day one year from today. */
export function lastSelectableDay(today: Date): string {
  return toDateParam(new Date(today.getFullYear() + BOOKABLE_YEARS_AHEAD, today.getMonth(), today.getDate()));
}

/**
 * Days before today and days more than one year ahead are disabled (spec 1 §5): the test for a YYYY-MM-DD day,
 * made once for all the days of a calendar.
 */
export function selectableDayTest(today: Date): (day: string) => boolean {
  const first = toDateParam(today);
  const last = lastSelectableDay(today);
  return (day) => day >= first && day <= last;
}

/** One day against the rule above. */
export function isSelectableDay(day: string, today: Date): boolean {
  return selectableDayTest(today)(day);
}

/** The calendar's months, the current one first: `{ year, month }` with month 1-12. */
export function calendarMonths(today: Date): { year: number; month: number }[] {
  return Array.from({ length: CALENDAR_MONTHS }, (_, i) => {
    const first = new Date(today.getFullYear(), today.getMonth() + i, 1);
    return { year: first.getFullYear(), month: first.getMonth() + 1 };
  });
}

/** Stays and hotels refuse ranges of 29 nights or more; tours have no range. */
export const limitsNights = (searchType: SearchType) => searchType !== 'tour';

export type DayClick = {
  range: DateRange;
  /** The range is complete: the picker closes. */
  close: boolean;
  /** The range was refused: show the 29-day alert. */
  tooLong?: boolean;
};

/**
 * One click on a calendar day (spec 1 §4.2 "Date range"): the first click sets the start; a second click
 * on another day sets the range with the earlier day first and closes; a click while a full range exists
 * starts a new one; the start day again does nothing; disabled days do nothing; a range of 29 nights or
 * more is refused (the start stays) for stays and hotels.
 */
export function clickDay(range: DateRange, day: string, { today, searchType }: { today: Date; searchType: SearchType }): DayClick {
  if (!isSelectableDay(day, today)) return { range, close: false };
  if (!range.start || range.end) return { range: { start: day, end: null }, close: false };
  if (day === range.start) return { range, close: false };
  const [start, end] = day < range.start ? [day, range.start] : [range.start, day];
  if (limitsNights(searchType) && nightsBetween(start, end) >= RANGE_REFUSED_NIGHTS) return { range, close: false, tooLong: true };
  return { range: { start, end }, close: true };
}

/** Apply is enabled only when the range has at least one night. */
export function canApplyRange(range: DateRange): boolean {
  return range.start !== null && range.end !== null && nightsBetween(range.start, range.end) > 0;
}

export function hotelDefaultDates(today: Date = new Date()): { checkInAt: string; checkOutAt: string } {
  return {
    checkInAt: toDateParam(addCalendarDays(today, HOTEL_DEFAULT_SEARCH.checkInDays)),
    checkOutAt: toDateParam(addCalendarDays(today, HOTEL_DEFAULT_SEARCH.checkOutDays)),
  };
}

/**
 * A recent search can no longer be run as stored when its check-in is missing, today or earlier, or its
 * check-out is missing or equal to (or before) the check-in (spec 1 §4.2 "Recent-search reuse").
 */
export function isStaleSearch(checkInAt: string | null | undefined, checkOutAt: string | null | undefined, today: Date): boolean {
  if (!checkInAt || !checkOutAt) return true;
  if (checkInAt <= toDateParam(today)) return true;
  return checkOutAt <= checkInAt;
}

/** Dates a stale recent search is run with: check-in +28, check-out +29. */
export function staleSearchDates(today: Date): { checkInAt: string; checkOutAt: string } {
  return {
    checkInAt: toDateParam(addCalendarDays(today, STAY_DEFAULT_CHECK_IN_DAYS)),
    checkOutAt: toDateParam(addCalendarDays(today, STAY_DEFAULT_CHECK_OUT_DAYS)),
  };
}

/* ---- keyword ---- */

/** Placeholder rows the suggestion list shows while it loads. */
export const SUGGESTION_PLACEHOLDER_ROWS = 3;

/** Closing the keyword panel commits the first suggestion in this order of kinds. */
export const SUGGESTION_ORDER: readonly SelectionType[] = ['city', 'neighborhood', 'poi', 'property', 'product', 'trip'];

/* ---- recent searches and cookies ---- */

/** Recent searches kept per kind, newest first, in the browser's localStorage (one key per kind). */
export const RECENT_SEARCHES_MAX = 10;
export const RECENT_SEARCH_KEYS = {
  stays: 'minda.recentSearches.stays',
  hotel: 'minda.recentSearches.hotels',
  tour: 'minda.recentSearches.tours',
} as const satisfies Record<SearchType, string>;

const DAY_SECONDS = 86_400;
/** The recent-city cookie: the cities searched last, at most 9, for one day. */
export const RECENT_CITY_COOKIE = { name: 'minda_recent_city', max: 9, maxAgeSeconds: DAY_SECONDS } as const;
/** The last search of each kind, as a cookie for 30 days. */
export const RECENT_SEARCH_COOKIE = {
  names: { stays: 'minda_recent_search_stays', hotel: 'minda_recent_search_hotel', tour: 'minda_recent_search_tour' },
  maxAgeSeconds: 30 * DAY_SECONDS,
} as const satisfies { names: Record<SearchType, string>; maxAgeSeconds: number };

/** The recent-city cookie's list with one more city: it goes first, an earlier copy is removed, at most 9 stay. */
export function addRecentCity(cities: readonly string[], city: string): string[] {
  return [city, ...cities.filter((c) => c !== city)].slice(0, RECENT_CITY_COOKIE.max);
}
