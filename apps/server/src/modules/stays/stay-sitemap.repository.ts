import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ListedPage } from '../../platform/lists.ts';
import { countRows, inKeyOrder } from '../../platform/sql.ts';
import { stays } from '../../db/schema/stays.ts';

/** How many stays are on sale: their pages are the stays' share of the sitemap. */
export async function countListedStays(db: Database): Promise<number> {
  return countRows(db, stays, eq(stays.isActive, true));
}

/** Stays on sale in goods number order, one page at a time (the primary key's order, never the whole table). */
export async function listedStayIds(db: Database, page: ListedPage): Promise<number[]> {
  const rows = await inKeyOrder(db.select({ goodsNo: stays.goodsNo }).from(stays).$dynamic(), stays.goodsNo, page, eq(stays.isActive, true));
  return rows.map((r) => r.goodsNo);
}
