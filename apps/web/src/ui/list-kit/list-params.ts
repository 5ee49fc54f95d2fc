/** Reading a back office list's address: only values the API accepts survive, the rest fall to their defaults. */

/** One of the listed values, or undefined. */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => ((values as readonly (string | null)[]).includes(value) ? (value as T) : undefined);

/** A whole number from 1 to `max`, or undefined. */
export const positive = (value: string | null, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
};

/** The largest int4, the ceiling of every row number. */
export const INT4_MAX = 2_147_483_647;

/** A row number in an address (/admin/stays/:goodsNo, /admin/tours/:itemNo, /admin/partners/:partnerId), or null for what is none. */
export const idOf = (value: string | undefined): number | null => positive(value ?? null, INT4_MAX) ?? null;

/** The search text of a list's address: trimmed, at most 50 characters, undefined when empty. */
export const searchTextOf = (params: URLSearchParams) => params.get('q')?.trim().slice(0, 50) || undefined;
