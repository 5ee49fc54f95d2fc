import { eq } from 'drizzle-orm';
import { isServiceMedia, type ServiceMedia } from '@minda/contracts/rules/service-media';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { cacheTags, publicDataChanged, type CallerFlagIds } from '../../platform/public-cache.ts';
import { bumpWishCount, deleteWish, findStayLike, findTourCity, findWishedKeys, insertWish, readWishCount, type ProductKey } from './wishes.repository.ts';
import { hotelWishTarget, stayWishTarget, tourWishTarget, type WishTarget } from './wish-targets.ts';

export type WishState = { isWish: boolean; wishCount: number };

const NOT_WISHED = '찜한 상품이 아닙니다.';
const STAY_NOT_FOUND = '숙소를 찾을 수 없습니다.';
const TOUR_NOT_FOUND = '투어·티켓 상품을 찾을 수 없습니다.';
const HOTEL_NOT_FOUND = '호텔을 찾을 수 없습니다.';

/**
 * Adds the caller's wish. Idempotent: a second add inserts nothing and leaves wish_count alone; the count
 * moves in the same transaction as the row, so the two never disagree.
 */
async function addWish(db: Database, target: WishTarget, key: ProductKey, row: Record<string, unknown>, missing: string): Promise<WishState> {
  return db.transaction(async (tx) => {
    if ((await readWishCount(tx, target, key)) === undefined) throw notFound(missing);
    const inserted = await insertWish(tx, target, row);
    // Re-read when nothing was inserted: a concurrent add may have committed its +1 meanwhile.
    const wishCount = inserted ? await bumpWishCount(tx, target, key, 1) : await readWishCount(tx, target, key);
    return { isWish: true, wishCount: wishCount ?? 0 };
  });
}

/** Removes the caller's own wish; someone else's wish is never touched (the delete is keyed by the caller). */
async function removeWish(db: Database, target: WishTarget, userId: number, key: ProductKey): Promise<WishState> {
  return db.transaction(async (tx) => {
    if (!(await deleteWish(tx, target, userId, key))) throw notFound(NOT_WISHED);
    const wishCount = await bumpWishCount(tx, target, key, -1);
    return { isWish: false, wishCount: wishCount ?? 0 };
  });
}

/** The body's serviceMedia wins; otherwise the app_service_media cookie, if it holds a known code. */
export function resolveServiceMedia(fromBody: ServiceMedia | undefined, fromCookie: string | undefined): ServiceMedia | null {
  if (fromBody) return fromBody;
  return isServiceMedia(fromCookie) ? fromCookie : null;
}

/** A wish moves the product's count on every public answer showing it, and the member's own flags. */
function wishChanged(userId: number, productTag: string): void {
  publicDataChanged([productTag, cacheTags.memberFlags(userId)]);
}

export async function addStayWish(db: Database, userId: number, goodsNo: number, serviceMedia: ServiceMedia | null) {
  const state = await addWish(db, stayWishTarget, goodsNo, { userId, goodsNo, serviceMedia }, STAY_NOT_FOUND);
  wishChanged(userId, cacheTags.stay(goodsNo));
  return { ...state, goodsNo };
}

export async function removeStayWish(db: Database, userId: number, goodsNo: number) {
  const state = await removeWish(db, stayWishTarget, userId, goodsNo);
  wishChanged(userId, cacheTags.stay(goodsNo));
  return { ...state, goodsNo };
}

/** The guidebook payload names the tour's city; a category that is not the item's city is refused. */
export async function addTourWish(db: Database, userId: number, itemNo: number, category: string) {
  const city = await findTourCity(db, itemNo);
  if (city === undefined) throw notFound(TOUR_NOT_FOUND);
  if (city !== category) throw badRequest('상품의 도시(category)가 일치하지 않습니다.');
  const state = await addWish(db, tourWishTarget, itemNo, { userId, itemNo, category }, TOUR_NOT_FOUND);
  wishChanged(userId, cacheTags.tour(itemNo));
  return { ...state, itemNo };
}

export async function removeTourWish(db: Database, userId: number, itemNo: number) {
  const state = await removeWish(db, tourWishTarget, userId, itemNo);
  wishChanged(userId, cacheTags.tour(itemNo));
  return { ...state, itemNo };
}

export async function likeHotel(db: Database, userId: number, propertyUuid: string) {
  const state = await addWish(db, hotelWishTarget, propertyUuid, { userId, propertyUuid }, HOTEL_NOT_FOUND);
  wishChanged(userId, cacheTags.hotel(propertyUuid));
  return { ...state, propertyUuid };
}

export async function unlikeHotel(db: Database, userId: number, propertyUuid: string) {
  const state = await removeWish(db, hotelWishTarget, userId, propertyUuid);
  wishChanged(userId, cacheTags.hotel(propertyUuid));
  return { ...state, propertyUuid };
}

/** The member's wished ids per product key field: the flags the public cache overlays on a visitor's answer. */
export async function memberWishFlags(db: Database, userId: number): Promise<CallerFlagIds> {
  const [stays, tours, hotels] = await Promise.all([
    findWishedKeys(db, stayWishTarget, userId),
    findWishedKeys(db, tourWishTarget, userId),
    findWishedKeys(db, hotelWishTarget, userId),
  ]);
  return { goodsNo: new Set(stays), itemNo: new Set(tours), propertyUuid: new Set(hotels) };
}

/** A stay like is a stay wish seen from the detail page; visitors simply have not liked it. */
export async function getStayLike(db: Database, userId: number | null, goodsNo: number) {
  const row = await findStayLike(db, goodsNo, userId);
  if (!row) throw notFound(STAY_NOT_FOUND);
  return { goodsNo, isLike: row.isLike };
}

export async function getStayLikeCount(db: Database, goodsNo: number) {
  const count = await readWishCount(db, stayWishTarget, goodsNo);
  if (count === undefined) throw notFound(STAY_NOT_FOUND);
  return { goodsNo, count };
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Deletes every wish of an account (its withdrawal), inside the caller's transaction, each product's
 * wish_count moving down with its row.
 */
export async function removeAllWishesOf(tx: Tx, userId: number): Promise<void> {
  for (const target of [stayWishTarget, tourWishTarget, hotelWishTarget]) {
    const removed = await tx.delete(target.wishes).where(eq(target.wishUserId, userId)).returning({ key: target.wishProductKey });
    for (const row of removed) await bumpWishCount(tx, target, row.key as ProductKey, -1);
  }
  // The products' counts moved: every answer showing one of them is stale (rare: a withdrawal).
  publicDataChanged([...cacheTags.lines, cacheTags.memberFlags(userId)]);
}

/** The SQL pieces product lists use to mark the caller's wishes and to read a line's wish rows. */
export { callerWishFlag, hotelWishTarget, stayWishTarget, tourWishTarget, type WishCaller } from './wish-targets.ts';
