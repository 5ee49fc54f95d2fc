import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tours } from '../../db/schema/tours.ts';
import { callerWishFlag, stayWishTarget, type WishTarget } from './wish-targets.ts';

/** A product key as the wish tables store it: goodsNo/itemNo numbers, hotel uuids. */
export type ProductKey = number | string;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The product's wish count, or undefined when no such product exists. */
export async function readWishCount(db: Database | Tx, target: WishTarget, key: ProductKey): Promise<number | undefined> {
  const [row] = await db
    .select({ count: sql<number>`${target.wishCount}` })
    .from(target.product)
    .where(eq(target.productKey, key))
    .limit(1);
  return row?.count;
}

/** Inserts the wish row unless it exists; true when a row was inserted. */
export async function insertWish(tx: Tx, target: WishTarget, row: Record<string, unknown>): Promise<boolean> {
  const inserted = await tx
    .insert(target.wishes)
    .values(row as never)
    .onConflictDoNothing()
    .returning({ key: target.wishProductKey });
  return inserted.length > 0;
}

/** Deletes the caller's wish only; true when there was one. */
export async function deleteWish(tx: Tx, target: WishTarget, userId: number, key: ProductKey): Promise<boolean> {
  const deleted = await tx
    .delete(target.wishes)
    .where(and(eq(target.wishUserId, userId), eq(target.wishProductKey, key)))
    .returning({ key: target.wishProductKey });
  return deleted.length > 0;
}

/** Moves wish_count by delta and returns the new value (the CHECK keeps it >= 0). */
export async function bumpWishCount(tx: Tx, target: WishTarget, key: ProductKey, delta: 1 | -1): Promise<number | undefined> {
  const [row] = await tx
    .update(target.product)
    // Every product table names the column wishCount (WishTarget's type guarantees it).
    .set({ wishCount: sql`${target.wishCount} + ${delta}` } as never)
    .where(eq(target.productKey, key))
    .returning({ count: sql<number>`${target.wishCount}` });
  return row?.count;
}

/** Stay like state for one stay: undefined when the stay does not exist. */
export async function findStayLike(db: Database, goodsNo: number, userId: number | null) {
  const [row] = await db
    .select({ isLike: callerWishFlag(stayWishTarget, userId) })
    .from(stayWishTarget.product)
    .where(eq(stayWishTarget.productKey, goodsNo))
    .limit(1);
  return row;
}

/** The city a tour belongs to (its guidebook category), or undefined for an unknown item. */
export async function findTourCity(db: Database, itemNo: number): Promise<string | undefined> {
  const [row] = await db.select({ city: tours.cityCode }).from(tours).where(eq(tours.itemNo, itemNo)).limit(1);
  return row?.city;
}

/** The keys of every product the member wished in one line (a few dozen at most: one wish list). */
export async function findWishedKeys(db: Database, target: WishTarget, userId: number): Promise<ProductKey[]> {
  const rows = await db.select({ key: sql<ProductKey>`${target.wishProductKey}` }).from(target.wishes).where(eq(target.wishUserId, userId));
  return rows.map((r) => r.key);
}
