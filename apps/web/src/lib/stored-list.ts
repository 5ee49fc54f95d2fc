/** The part of Storage the browser histories use (tests pass a Map-backed fake). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage, or nothing where it cannot be reached (blocked cookies, some private modes throw). */
export function browserStorage(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Tells whether a stored entry has the expected shape. Written by hand rather than with zod, which these
 * histories would otherwise pull onto every first screen (decision 011).
 */
export type EntryGuard<T> = (value: unknown) => value is T;

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
export const isInt = (value: unknown): value is number => Number.isInteger(value);
export const isPositiveInt = (value: unknown): value is number => isInt(value) && value > 0;
export const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * A JSON list stored under one key, entry by entry: anything unreadable (not JSON, not a list, entries of
 * another shape) is dropped rather than thrown, so a damaged history never breaks a page.
 */
export function parseStoredList<T>(raw: string | null | undefined, isEntry: EntryGuard<T>): T[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter(isEntry);
}
