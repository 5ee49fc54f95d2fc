import type { Occupancy, RoomOccupancy, SearchType, SelectionType } from '@minda/contracts/search';
import {
  isStaleSearch,
  nightsBetween,
  RECENT_SEARCH_KEYS,
  RECENT_SEARCHES_MAX,
  SELECTION_TYPES,
  staleSearchDates,
  stayAdults,
} from '@minda/contracts/rules/search-widget';
import { shortDayText } from './day-text.ts';
import { browserStorage, isInt, isRecord, isString, parseStoredList, type StorageLike } from '../../lib/stored-list.ts';

/** A recent-search entry (spec 1 §3): the place, dates and party, with the period and people texts shown. */
export type RecentSearch = {
  id: string;
  type: SelectionType;
  name: string;
  checkInAt: string | null;
  checkOutAt: string | null;
  occupancy: Occupancy;
  neighborhoodId?: number;
  pointOfInterestId?: number;
  period: string;
  people: string;
};
export type RecentSearchInput = Omit<RecentSearch, 'period' | 'people'>;

/** "MM.DD ddd - MM.DD ddd (N박)" with Korean weekdays: "12.19 토 - 12.20 일 (1박)"; empty without dates. */
export function periodText(checkInAt: string | null, checkOutAt: string | null): string {
  if (!checkInAt || !checkOutAt) return '';
  return `${shortDayText(checkInAt)} - ${shortDayText(checkOutAt)} (${nightsBetween(checkInAt, checkOutAt)}박)`;
}

/** Stays: the first room's adults; hotels: rooms, adults and children; tours: none. */
export function peopleText(kind: SearchType, occupancy: Occupancy): string {
  if (kind === 'tour') return '';
  if (kind === 'stays') return `성인 ${stayAdults(occupancy)}명`;
  const adults = occupancy.reduce((sum, room) => sum + room.adult, 0);
  const children = occupancy.reduce((sum, room) => sum + room.children.length, 0);
  return [`객실 ${occupancy.length}개`, `성인 ${adults}명`, children ? `아동 ${children}명` : ''].filter(Boolean).join(', ');
}

export function toRecentSearch(kind: SearchType, input: RecentSearchInput): RecentSearch {
  return { ...input, period: periodText(input.checkInAt, input.checkOutAt), people: peopleText(kind, input.occupancy) };
}

/** Two entries are the same search when they name the same place (the newer one wins). */
const samePlace = (a: RecentSearchInput, b: RecentSearchInput) =>
  a.type === b.type && a.id === b.id && a.neighborhoodId === b.neighborhoodId && a.pointOfInterestId === b.pointOfInterestId;

/** The list with one more search on top: an earlier copy is removed and at most 10 are kept (the oldest go). */
export function addRecentSearch(list: readonly RecentSearch[], entry: RecentSearch): RecentSearch[] {
  return [entry, ...list.filter((e) => !samePlace(e, entry))].slice(0, RECENT_SEARCHES_MAX);
}

export function removeRecentSearch(list: readonly RecentSearch[], entry: RecentSearch): RecentSearch[] {
  return list.filter((e) => !samePlace(e, entry));
}

/**
 * Running a recent search again (spec 1 §4.2): a stays or hotel entry whose dates can no longer be booked
 * (check-in missing, today or earlier; check-out missing or not after check-in) gets check-in +28 and
 * check-out +29; the entry moves to the top either way.
 */
export function reuseRecentSearch(
  kind: SearchType,
  list: readonly RecentSearch[],
  entry: RecentSearch,
  today: Date,
): { entry: RecentSearch; list: RecentSearch[] } {
  const refreshed = kind !== 'tour' && isStaleSearch(entry.checkInAt, entry.checkOutAt, today) ? toRecentSearch(kind, { ...entry, ...staleSearchDates(today) }) : entry;
  return { entry: refreshed, list: addRecentSearch(list, refreshed) };
}

/* ---- storage: one localStorage key per kind ---- */

/** Whatever cannot be read is dropped rather than thrown: a damaged history must never break the widget. */
export function parseRecentSearches(raw: string | null | undefined): RecentSearch[] {
  return parseStoredList(raw, isRecentSearch);
}

const isDayOrNull = (v: unknown) => v === null || isString(v);
const isOptionalInt = (v: unknown) => v === undefined || isInt(v);
const isRoom = (v: unknown): v is RoomOccupancy => isRecord(v) && isInt(v.adult) && Array.isArray(v.children) && v.children.every(isInt);

function isRecentSearch(v: unknown): v is RecentSearch {
  return (
    isRecord(v) &&
    isString(v.id) &&
    v.id !== '' &&
    (SELECTION_TYPES as readonly unknown[]).includes(v.type) &&
    isString(v.name) &&
    isDayOrNull(v.checkInAt) &&
    isDayOrNull(v.checkOutAt) &&
    Array.isArray(v.occupancy) &&
    v.occupancy.every(isRoom) &&
    isOptionalInt(v.neighborhoodId) &&
    isOptionalInt(v.pointOfInterestId) &&
    isString(v.period) &&
    isString(v.people)
  );
}

export function readRecentSearches(kind: SearchType, storage: StorageLike | undefined = browserStorage()): RecentSearch[] {
  try {
    return parseRecentSearches(storage?.getItem(RECENT_SEARCH_KEYS[kind])).slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}

export function writeRecentSearches(kind: SearchType, list: readonly RecentSearch[], storage: StorageLike | undefined = browserStorage()): void {
  try {
    storage?.setItem(RECENT_SEARCH_KEYS[kind], JSON.stringify(list.slice(0, RECENT_SEARCHES_MAX)));
  } catch {
    // Quota or blocked storage: the history is a convenience, never a reason for a search to fail.
  }
}
