import { asc, count, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ListedPage } from '../../platform/lists.ts';
import { hotels } from '../../db/schema/hotels.ts';

/** How many hotels have a page. */
export async function countListedHotels(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(hotels);
  return row?.n ?? 0;
}

/** Hotels in property id order (unique, indexed), one page at a time; the page address names the uuid. */
export async function listedHotels(db: Database, page: ListedPage): Promise<{ propertyId: number; uuid: string }[]> {
  return db
    .select({ propertyId: hotels.propertyId, uuid: hotels.uuid })
    .from(hotels)
    .where(page.after === undefined ? undefined : gt(hotels.propertyId, page.after))
    .orderBy(asc(hotels.propertyId))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}
