import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ListedPage } from '../../platform/lists.ts';
import { countRows, inKeyOrder } from '../../platform/sql.ts';
import { hotels } from '../../db/schema/hotels.ts';

/** How many hotels have a page. */
export async function countListedHotels(db: Database): Promise<number> {
  return countRows(db, hotels, eq(hotels.isActive, true));
}

/** Hotels in property id order (unique, indexed), one page at a time; the page address names the uuid. */
export async function listedHotels(db: Database, page: ListedPage): Promise<{ propertyId: number; uuid: string }[]> {
  return inKeyOrder(db.select({ propertyId: hotels.propertyId, uuid: hotels.uuid }).from(hotels).$dynamic(), hotels.propertyId, page, eq(hotels.isActive, true));
}
