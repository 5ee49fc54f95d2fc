import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookingItems } from '../../db/schema/bookings.ts';
import { mindaOnlyGoods } from '../../db/schema/minda-only.ts';
import { reviewPhotos, reviews } from '../../db/schema/reviews.ts';
import { stays } from '../../db/schema/stays.ts';
import { tours } from '../../db/schema/tours.ts';
import { published } from './reviews.repository.ts';

/** The product columns a review shares with its booking. */
export type ReviewedProduct = { productType: 'stay' | 'hotel' | 'tour'; goodsNo: number | null; itemNo: number | null; propertyUuid: string | null };

export async function findReviewOfBooking(db: Database, bookNo: number) {
  const [row] = await db.select().from(reviews).where(eq(reviews.bookingNo, bookNo));
  return row ?? null;
}

/** Which of `bookNos` have a review (deleted ones too: a booking is reviewed once). */
export async function findReviewedBookNos(db: Database, bookNos: number[]): Promise<Set<number>> {
  if (bookNos.length === 0) return new Set();
  const rows = await db.select({ bookNo: reviews.bookingNo }).from(reviews).where(inArray(reviews.bookingNo, bookNos));
  return new Set(rows.flatMap((r) => (r.bookNo === null ? [] : [r.bookNo])));
}

export async function findReview(db: Database, id: number) {
  const [row] = await db.select().from(reviews).where(and(eq(reviews.id, id), isNull(reviews.deletedAt)));
  return row ?? null;
}

/** Stays listed on the MINDA Only page among `goodsNos` (their reviews earn double). */
export async function findMindaOnlyGoods(db: Database, goodsNos: number[]): Promise<Set<number>> {
  if (goodsNos.length === 0) return new Set();
  const rows = await db.selectDistinct({ goodsNo: mindaOnlyGoods.goodsNo }).from(mindaOnlyGoods).where(inArray(mindaOnlyGoods.goodsNo, goodsNos));
  return new Set(rows.map((r) => r.goodsNo));
}

/** "여성 도미토리 (6인실) · 2인실": what was booked, shown above the review. */
export async function findBookedItemName(db: Database, bookNo: number): Promise<string | null> {
  const rows = await db.select({ name: bookingItems.name }).from(bookingItems).where(eq(bookingItems.bookNo, bookNo)).orderBy(asc(bookingItems.id));
  const names = [...new Set(rows.map((r) => r.name))];
  return names.length > 0 ? names.join(' · ') : null;
}

/**
 * Keeps a stay's or tour's denormalised grade and count (the cards' ★4.7 (123)) equal to its published
 * review rows, inside the writing transaction. Hotels show their supplier's score out of 10 and count
 * (decision 027), which members' reviews do not change.
 */
export async function refreshProductGrades(tx: Database, product: ReviewedProduct): Promise<void> {
  const summary = (column: typeof reviews.goodsNo | typeof reviews.itemNo, id: number) => ({
    reviewCount: sql<number>`(select count(*)::int from ${reviews} where ${column} = ${id} and ${published})`,
    reviewGrade: sql<number>`coalesce((select round(avg(${reviews.rating}), 1)::real from ${reviews} where ${column} = ${id} and ${published}), 0)`,
  });
  if (product.productType === 'stay' && product.goodsNo !== null) {
    await tx.update(stays).set(summary(reviews.goodsNo, product.goodsNo)).where(eq(stays.goodsNo, product.goodsNo));
  } else if (product.productType === 'tour' && product.itemNo !== null) {
    await tx.update(tours).set(summary(reviews.itemNo, product.itemNo)).where(eq(tours.itemNo, product.itemNo));
  }
}

export async function insertPhoto(db: Database, row: { userId: number; fileKey: string; url: string }) {
  const [photo] = await db.insert(reviewPhotos).values(row).returning({ id: reviewPhotos.id, url: reviewPhotos.url });
  return photo!;
}

/**
 * Gives `reviewId` exactly the photos `photoIds`, in that order: each must be the author's, and free or
 * already this review's. Photos the review no longer lists are let go (unattached). False when one is not.
 */
export async function attachPhotos(tx: Database, userId: number, reviewId: number, photoIds: readonly number[]): Promise<boolean> {
  if (photoIds.length > 0) {
    const usable = await tx
      .select({ id: reviewPhotos.id })
      .from(reviewPhotos)
      .where(and(inArray(reviewPhotos.id, [...photoIds]), eq(reviewPhotos.userId, userId), or(isNull(reviewPhotos.reviewId), eq(reviewPhotos.reviewId, reviewId))));
    if (usable.length !== photoIds.length) return false;
  }
  await tx.update(reviewPhotos).set({ reviewId: null }).where(eq(reviewPhotos.reviewId, reviewId));
  for (const [sort, id] of photoIds.entries()) {
    await tx.update(reviewPhotos).set({ reviewId, sort }).where(eq(reviewPhotos.id, id));
  }
  return true;
}

/** Reviews the member has written and not deleted (the seeded history included). */
export async function countWrittenReviews(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(and(eq(reviews.userId, userId), isNull(reviews.deletedAt)));
  return row?.n ?? 0;
}

/** Deletes the photos no review holds that were uploaded before `before`; returns their storage keys. */
export async function deleteUnattachedPhotos(db: Database, before: Date): Promise<string[]> {
  const rows = await db
    .delete(reviewPhotos)
    .where(and(isNull(reviewPhotos.reviewId), sql`${reviewPhotos.createdAt} < ${before}`))
    .returning({ key: reviewPhotos.fileKey });
  return rows.map((r) => r.key);
}
