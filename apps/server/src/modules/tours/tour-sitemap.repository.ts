import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ListedPage } from '../../platform/lists.ts';
import { countRows, inKeyOrder } from '../../platform/sql.ts';
import { tours } from '../../db/schema/tours.ts';

/** How many tours and tickets are on sale. */
export async function countListedTours(db: Database): Promise<number> {
  return countRows(db, tours, eq(tours.isActive, true));
}

/** Tours on sale in item number order, one page at a time. */
export async function listedTourIds(db: Database, page: ListedPage): Promise<number[]> {
  const rows = await inKeyOrder(db.select({ itemNo: tours.itemNo }).from(tours).$dynamic(), tours.itemNo, page, eq(tours.isActive, true));
  return rows.map((r) => r.itemNo);
}
