import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';

/**
 * The search index (db/schema/search.ts) follows the product and geography tables by itself: statement
 * triggers refresh it as rows are inserted, changed or deleted (migrations 0006, 0031). What a bulk load adds is
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
    // The one writer of the index (migration 0031), for every kind's every source at once.
    await tx.execute(sql`select search_refresh(kind, array_agg(ref_id)) from search_sources group by kind`);
  });
  await analyzeSearchIndex(db);
}
