import { eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A slice of a list's filtered rows in its order, and how many the filter holds. */
export type ListSlice<T> = { rows: readonly T[]; total: number };
export type ListReader<T> = (offset: number, limit: number) => Promise<ListSlice<T>>;

/**
 * A back-office list's page (1-based `page` in, the spec's paged envelope out) from the reader of its filtered
 * slices: the same reader feeds the list's spreadsheet (spreadsheet.ts `pagedSheet`), so both hold the same rows.
 */
export async function listPage<T>(read: ListReader<T>, page: number, size: number) {
  const { rows, total } = await read((page - 1) * size, size);
  const totalPages = Math.ceil(total / size);
  return { content: [...rows], number: page - 1, size, totalElements: total, totalPages, last: page >= totalPages };
}

/**
 * A list's search box: one of `texts` holds what was typed (case aside; `%` and `_` are the operator's characters,
 * not wildcards), or `number` is the typed number (a product's, when an operator pastes it).
 */
export function typedSearch(q: string, texts: readonly PgColumn[], number?: PgColumn): SQL {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const byNumber = number && /^\d{1,9}$/.test(q) ? eq(number, Number(q)) : undefined;
  return or(...texts.map((column) => ilike(column, like)), byNumber)!;
}
