import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';

/**
 * Empties every table of the application schema (catalogue, accounts, sessions, wishes and whatever later
 * modules add) and restarts their sequences, so the next seed starts from the same ids. Migrations are
 * kept: drizzle records them in its own schema.
 */
export async function resetDatabase(db: Database): Promise<number> {
  const result = await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
  const names = (result as unknown as { rows: { tablename: string }[] }).rows.map((r) => r.tablename);
  if (names.length === 0) return 0;
  const list = names.map((n) => `"public"."${n.replace(/"/g, '""')}"`).join(', ');
  await db.execute(sql.raw(`truncate table ${list} restart identity cascade`));
  return names.length;
}
