import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ListedPage } from '../../platform/lists.ts';
import { stays } from '../../db/schema/stays.ts';

/** How many stays are on sale: their pages are the stays' share of the sitemap. */
export async function countListedStays(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stays).where(eq(stays.isActive, true));
  return row?.n ?? 0;
}

/** Stays on sale in goods number order, one page at a time (the primary key's order, never the whole table). */
export async function listedStayIds(db: Database, page: ListedPage): Promise<number[]> {
  const rows = await db
    .select({ goodsNo: stays.goodsNo })
    .from(stays)
    .where(page.after === undefined ? eq(stays.isActive, true) : and(eq(stays.isActive, true), gt(stays.goodsNo, page.after)))
    .orderBy(asc(stays.goodsNo))
    .limit(page.limit)
    .offset(page.offset ?? 0);
  return rows.map((r) => r.goodsNo);
}
