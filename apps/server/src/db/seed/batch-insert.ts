import { getTableColumns } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';

/** PostgreSQL takes at most 65,535 bind parameters per statement; stay well under it. */
const MAX_PARAMS = 30_000;

/** Multi-row inserts sized by the table's width: one round trip per few thousand rows. */
export async function insertInBatches<T extends PgTable>(db: Database, table: T, rows: readonly PgInsertValue<T>[]): Promise<void> {
  const size = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(getTableColumns(table)).length));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}
