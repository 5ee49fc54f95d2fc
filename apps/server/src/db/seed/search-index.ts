import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';

/**
 * The search index (db/schema/search.ts) follows the product and geography tables by itself: statement
 * triggers refresh it as rows are inserted, changed or deleted (migration 0006). What a bulk load adds is
 * statistics: without them the planner may not pick the n-gram index for the first queries.
 */
export async function analyzeSearchIndex(db: Database): Promise<void> {
  await db.execute(sql`analyze search_terms, search_names, search_grams`);
}

/**
 * Builds the index again from search_sources, for repair (a load that ran with triggers disabled, or a
 * database restored without the search tables). Names no product uses any more lose their n-grams.
 */
export async function rebuildSearchIndex(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from search_grams`);
    await tx.execute(sql`delete from search_names`);
    await tx.execute(sql`delete from search_terms`);
    await tx.execute(sql`insert into search_terms (kind, ref_id, field, display, keys, initials, city_code, active, weight, grade, price)
      select kind, ref_id, field, display, search_keys(display), search_initials(display), city_code, active, weight, grade, price from search_sources`);
  });
  await analyzeSearchIndex(db);
}
