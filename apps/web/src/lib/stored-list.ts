import type { z } from 'zod';

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
 * A JSON list stored under one key, entry by entry: anything unreadable (not JSON, not a list, entries of
 * another shape) is dropped rather than thrown, so a damaged history never breaks a page.
 */
export function parseStoredList<T>(raw: string | null | undefined, entry: z.ZodType<T>): T[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = entry.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
