import { and, desc, eq, exists, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hotels } from '../../db/schema/hotels.ts';
import { mindaOnlyCities, mindaOnlyGoods } from '../../db/schema/minda-only.ts';
import { reviewComments, reviews } from '../../db/schema/reviews.ts';
import { stays } from '../../db/schema/stays.ts';
import { tours } from '../../db/schema/tours.ts';
import { users } from '../../db/schema/users.ts';
import { published, reviewColumns } from './reviews.repository.ts';

/** The partner who answers for a review's product (stay, tour or hotel), from whichever column is set. */
const productPartner = sql<number | null>`coalesce(${stays.partnerId}, ${tours.partnerId}, ${hotels.partnerId})`;

function reviewsWithProducts(db: Database) {
  return (
    db
      .select({
        ...reviewColumns,
        productType: reviews.productType,
        productId: sql<string>`coalesce(${reviews.goodsNo}::text, ${reviews.itemNo}::text, ${reviews.propertyUuid}::text)`,
        productName: sql<string>`coalesce(${stays.name}, ${tours.name}, ${hotels.nameKo})`,
        replied: sql<boolean>`exists (select 1 from ${reviewComments} where ${reviewComments.reviewId} = ${reviews.id} and ${reviewComments.userId} = ${productPartner})`,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .leftJoin(stays, eq(stays.goodsNo, reviews.goodsNo))
      .leftJoin(tours, eq(tours.itemNo, reviews.itemNo))
      .leftJoin(hotels, eq(hotels.uuid, reviews.propertyUuid))
  );
}

/** One page of published reviews over several products, newest first, with the total for the paging fields. */
async function productReviewPage(db: Database, where: SQL, page: { offset: number; limit: number }) {
  const condition = and(published, where)!;
  const [rows, [count]] = await Promise.all([
    reviewsWithProducts(db).where(condition).orderBy(desc(reviews.createdAt), desc(reviews.id)).offset(page.offset).limit(page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .leftJoin(stays, eq(stays.goodsNo, reviews.goodsNo))
      .leftJoin(tours, eq(tours.itemNo, reviews.itemNo))
      .leftJoin(hotels, eq(hotels.uuid, reviews.propertyUuid))
      .where(condition),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Reviews of every stay a partner (supplier) runs. */
export const findSupplierStayReviews = (db: Database, partnerId: number, page: { offset: number; limit: number }) =>
  productReviewPage(db, and(eq(reviews.productType, 'minbak'), eq(stays.partnerId, partnerId))!, page);

/** Reviews of the stays the published MINDA Only page lists. */
export const findMindaOnlyReviews = (db: Database, page: { offset: number; limit: number }) =>
  productReviewPage(
    db,
    inArray(
      reviews.goodsNo,
      db
        .select({ goodsNo: mindaOnlyGoods.goodsNo })
        .from(mindaOnlyGoods)
        .innerJoin(mindaOnlyCities, eq(mindaOnlyCities.id, mindaOnlyGoods.mindaCityId))
        .where(eq(mindaOnlyCities.isPublished, true)),
    ),
    page,
  );

/** The partner's reviews across their stays, tours and hotels; `replied` filters by whether they answered. */
export function findManagerReviews(db: Database, partnerId: number, replied: boolean | undefined, page: { offset: number; limit: number }) {
  const answered = exists(
    db.select({ one: sql`1` }).from(reviewComments).where(and(eq(reviewComments.reviewId, reviews.id), eq(reviewComments.userId, partnerId))),
  );
  const mine = sql`${productPartner} = ${partnerId}`;
  return productReviewPage(db, replied === undefined ? mine : and(mine, replied ? answered : not(answered))!, page);
}

/** A published review with its author and its product's partner, or null. */
export async function findReviewParties(db: Database, reviewId: number) {
  const [row] = await db
    .select({ id: reviews.id, authorId: reviews.userId, partnerId: productPartner })
    .from(reviews)
    .leftJoin(stays, eq(stays.goodsNo, reviews.goodsNo))
    .leftJoin(tours, eq(tours.itemNo, reviews.itemNo))
    .leftJoin(hotels, eq(hotels.uuid, reviews.propertyUuid))
    .where(and(eq(reviews.id, reviewId), published));
  return row ?? null;
}

export async function findComment(db: Database, reviewId: number, commentId: number) {
  const [row] = await db
    .select({ id: reviewComments.id, reviewId: reviewComments.reviewId, userId: reviewComments.userId, nickName: users.nickname, content: reviewComments.content, createdAt: reviewComments.createdAt })
    .from(reviewComments)
    .innerJoin(users, eq(users.id, reviewComments.userId))
    .innerJoin(reviews, eq(reviews.id, reviewComments.reviewId))
    .where(and(eq(reviewComments.id, commentId), eq(reviewComments.reviewId, reviewId), published));
  return row ?? null;
}

export async function insertComment(db: Database, row: { reviewId: number; userId: number; content: string; createdAt: Date }) {
  const [inserted] = await db.insert(reviewComments).values(row).returning();
  return inserted!;
}

export async function deleteComment(db: Database, commentId: number): Promise<void> {
  await db.delete(reviewComments).where(eq(reviewComments.id, commentId));
}
