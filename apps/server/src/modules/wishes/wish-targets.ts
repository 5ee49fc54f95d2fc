import { getTableName, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { hotels } from '../../db/schema/hotels.ts';
import { stays } from '../../db/schema/stays.ts';
import { tours } from '../../db/schema/tours.ts';
import { hotelLikes, stayWishes, tourWishes } from '../../db/schema/wishes.ts';

/**
 * One product line's wish list as the shared wish code sees it: the member's wish rows and the product row
 * whose wish_count mirrors them. Stays, tours and hotels differ only in these tables and columns.
 */
export type WishTarget = {
  wishes: PgTable;
  wishUserId: AnyPgColumn;
  wishProductKey: AnyPgColumn;
  product: PgTable & { wishCount: AnyPgColumn };
  productKey: AnyPgColumn;
  wishCount: AnyPgColumn;
};

export const stayWishTarget: WishTarget = {
  wishes: stayWishes,
  wishUserId: stayWishes.userId,
  wishProductKey: stayWishes.goodsNo,
  product: stays,
  productKey: stays.goodsNo,
  wishCount: stays.wishCount,
};

export const tourWishTarget: WishTarget = {
  wishes: tourWishes,
  wishUserId: tourWishes.userId,
  wishProductKey: tourWishes.itemNo,
  product: tours,
  productKey: tours.itemNo,
  wishCount: tours.wishCount,
};

export const hotelWishTarget: WishTarget = {
  wishes: hotelLikes,
  wishUserId: hotelLikes.userId,
  wishProductKey: hotelLikes.propertyUuid,
  product: hotels,
  productKey: hotels.uuid,
  wishCount: hotels.wishCount,
};

/**
 * "table"."column", always. Drizzle leaves columns unqualified in single-table queries, and inside the
 * correlated subquery below an unqualified goods_no would silently bind to the wish table's own column.
 */
function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** Whose wishes a product query flags: a member's id, a statement's placeholder for it, or null for a visitor. */
export type WishCaller = number | Placeholder | null;

/**
 * The caller's isWish for each row of a product query, computed inside that same query: a primary-key probe
 * per row instead of one query per card. Visitors get a constant false, so their plan has no probe at all.
 * The product table must appear unaliased in the outer query.
 */
export function callerWishFlag(target: WishTarget, userId: WishCaller): SQL<boolean> {
  if (userId === null) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${target.wishes} where ${qualified(target.wishUserId)} = ${userId} and ${qualified(target.wishProductKey)} = ${qualified(target.productKey)})`;
}
