/** Small list helpers the catalogue services share; pure, so the SQL stays one query per list. */

/**
 * Rows in the order the ids were asked for (recently viewed keeps the browser's order); ids with no row
 * (deleted or unknown products) are skipped.
 */
export function orderByIds<Row, Id>(rows: readonly Row[], ids: readonly Id[], idOf: (row: Row) => Id): Row[] {
  const byId = new Map(rows.map((row) => [idOf(row), row] as const));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [row];
  });
}

/**
 * Groups rows by key, groups in the order their first row appears and rows in their given order, so an
 * ORDER BY in SQL decides both.
 */
export function groupInOrder<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): { key: Key; first: Row; rows: Row[] }[] {
  const groups = new Map<Key, { key: Key; first: Row; rows: Row[] }>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.rows.push(row);
    else groups.set(key, { key, first: row, rows: [row] });
  }
  return [...groups.values()];
}

/**
 * Where one read of a catalogue walk starts: after a key (keyset, the next batch), or at a position (the
 * first batch of a sitemap file). Never the whole table: a line may hold a million products.
 */
export type ListedPage = { after?: number; offset?: number; limit: number };
