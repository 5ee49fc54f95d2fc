import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ListedPage } from '../../platform/lists.ts';
import { tours } from '../../db/schema/tours.ts';

/** How many tours and tickets are on sale. */
export async function countListedTours(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tours).where(eq(tours.isActive, true));
  return row?.n ?? 0;
}

/** Tours on sale in item number order, one page at a time. */
export async function listedTourIds(db: Database, page: ListedPage): Promise<number[]> {
  const rows = await db
    .select({ itemNo: tours.itemNo })
    .from(tours)
    .where(page.after === undefined ? eq(tours.isActive, true) : and(eq(tours.isActive, true), gt(tours.itemNo, page.after)))
    .orderBy(asc(tours.itemNo))
    .limit(page.limit)
    .offset(page.offset ?? 0);
  return rows.map((r) => r.itemNo);
}
