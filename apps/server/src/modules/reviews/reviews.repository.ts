import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ReviewSort } from '@minda/contracts/reviews';
import type { Database } from '../../db/client.ts';
import { hotels } from '../../db/schema/hotels.ts';
import { reviewComments, reviewPhotos, reviews } from '../../db/schema/reviews.ts';
import { stays } from '../../db/schema/stays.ts';
import { tours } from '../../db/schema/tours.ts';
import { users } from '../../db/schema/users.ts';

/** One product whose reviews are asked for: the column that names it and its id. */
export type ReviewTarget =
  | { productType: 'minbak'; goodsNo: number }
  | { productType: 'tour'; itemNo: number }
  | { productType: 'hotel'; propertyUuid: string };

function targetCondition(target: ReviewTarget): SQL {
  const product =
    target.productType === 'minbak' ? eq(reviews.goodsNo, target.goodsNo)
    : target.productType === 'tour' ? eq(reviews.itemNo, target.itemNo)
    : eq(reviews.propertyUuid, target.propertyUuid);
  return and(product, published) as SQL;
}

/** Shown to visitors: not hidden by the operator, not deleted by its author. */
export const published = and(eq(reviews.isHidden, false), isNull(reviews.deletedAt)) as SQL;

/** Whether the product exists and is on sale. */
export async function productExists(db: Database, target: ReviewTarget): Promise<boolean> {
  const rows =
    target.productType === 'minbak'
      ? await db.select({ id: stays.goodsNo }).from(stays).where(and(eq(stays.goodsNo, target.goodsNo), eq(stays.isActive, true)))
      : target.productType === 'tour'
        ? await db.select({ id: tours.itemNo }).from(tours).where(and(eq(tours.itemNo, target.itemNo), eq(tours.isActive, true)))
        : await db.select({ id: hotels.uuid }).from(hotels).where(and(eq(hotels.uuid, target.propertyUuid), eq(hotels.isActive, true)));
  return rows.length > 0;
}

export async function findReviewSummary(db: Database, target: ReviewTarget) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<number | null>`round(avg(${reviews.rating}), 1)::float8`,
      location: sql<number | null>`round(avg(${reviews.locationRating}), 1)::float8`,
      facility: sql<number | null>`round(avg(${reviews.facilityRating}), 1)::float8`,
      staff: sql<number | null>`round(avg(${reviews.staffRating}), 1)::float8`,
      five: sql<number>`count(*) filter (where ${reviews.rating} = 5)::int`,
      four: sql<number>`count(*) filter (where ${reviews.rating} = 4)::int`,
      three: sql<number>`count(*) filter (where ${reviews.rating} = 3)::int`,
      two: sql<number>`count(*) filter (where ${reviews.rating} = 2)::int`,
      one: sql<number>`count(*) filter (where ${reviews.rating} = 1)::int`,
    })
    .from(reviews)
    .where(targetCondition(target));
  return row!;
}

/** A review as lists show it, with its writer (joined from users). */
export const reviewColumns = {
  id: reviews.id,
  nickName: users.nickname,
  profileImage: users.profileImage,
  rating: reviews.rating,
  locationRating: reviews.locationRating,
  facilityRating: reviews.facilityRating,
  staffRating: reviews.staffRating,
  bookedItemName: reviews.bookedItemName,
  content: reviews.content,
  createdAt: reviews.createdAt,
};

const ORDER: Record<ReviewSort, SQL[]> = {
  recent: [desc(reviews.createdAt), desc(reviews.id)],
  high: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  low: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

/** One page of reviews with their writers; one row more than the page tells whether another follows. */
export async function findReviewPage(db: Database, target: ReviewTarget, sort: ReviewSort, offset: number, size: number) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(targetCondition(target))
    .orderBy(...ORDER[sort])
    .limit(size + 1)
    .offset(offset);
}

export async function findComments(db: Database, reviewIds: number[]) {
  if (reviewIds.length === 0) return [];
  return db
    .select({
      id: reviewComments.id,
      reviewId: reviewComments.reviewId,
      nickName: users.nickname,
      role: users.role,
      content: reviewComments.content,
      createdAt: reviewComments.createdAt,
    })
    .from(reviewComments)
    .innerJoin(users, eq(users.id, reviewComments.userId))
    .where(inArray(reviewComments.reviewId, reviewIds))
    .orderBy(asc(reviewComments.createdAt), asc(reviewComments.id));
}

export async function findPhotos(db: Database, reviewIds: number[]) {
  if (reviewIds.length === 0) return [];
  return db
    .select({ id: reviewPhotos.id, reviewId: reviewPhotos.reviewId, url: reviewPhotos.url })
    .from(reviewPhotos)
    .where(inArray(reviewPhotos.reviewId, reviewIds))
    .orderBy(asc(reviewPhotos.sort), asc(reviewPhotos.id));
}

/** Reviews by id as lists show them (with their writer), whatever their state: the author's own view. */
export async function findShownReviews(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select(reviewColumns).from(reviews).innerJoin(users, eq(users.id, reviews.userId)).where(inArray(reviews.id, ids));
}
