import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { appMeta } from '../schema/system.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { buildCatalogue } from './catalogue-plan.ts';
import { SEEDED_AT_KEY, drawImages, insertCatalogue } from './seed-catalogue.ts';
import { DEMO_PASSWORD } from './users.ts';

/** Any constant works; it only has to be the same for every instance that may start at once. */
const SEED_LOCK_ID = 7_420_001;

async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, SEEDED_AT_KEY));
  return rows.length > 0;
}

/**
 * Seeds a database that has never been seeded; otherwise keeps every row and only redraws image files
 * that went missing (a new DATA_DIR, deleted uploads). Several instances starting together seed once:
 * the check is repeated under a transaction-scoped advisory lock.
 */
export async function ensureSeeded(db: Database, opts: { imagesDir: string | null; log?: (msg: string) => void }): Promise<'seeded' | 'already-seeded'> {
  const plan = buildCatalogue();
  let outcome: 'seeded' | 'already-seeded' = 'already-seeded';
  if (!(await isSeeded(db))) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    outcome = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
      if (await isSeeded(tx)) return 'already-seeded' as const;
      await insertCatalogue(tx, plan, passwordHash, opts.log);
      return 'seeded' as const;
    });
    // PGlite never gathers statistics by itself; without them the planner misjudges the fresh tables.
    if (outcome === 'seeded') await db.execute(sql`analyze`);
  }
  if (opts.imagesDir) drawImages(plan, opts.imagesDir, outcome === 'seeded' ? 'all' : 'missing', opts.log);
  return outcome;
}
