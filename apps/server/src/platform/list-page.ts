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
