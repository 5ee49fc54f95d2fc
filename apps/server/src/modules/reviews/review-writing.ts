import type { MemberReviewSummary } from '@minda/contracts/members';
import type { MyReview, ReviewableBooking, ReviewFormContext, ReviewUpdateRequest, ReviewWriteRequest } from '@minda/contracts/reviews';
import { dayIn, reviewableUntil } from '@minda/contracts/rules/bookings';
import { reviewPoints } from '@minda/contracts/rules/points';
import { gradedOnAllScales, REVIEW_REFUSAL_MESSAGES, REVIEW_SUB_GRADES_MESSAGE, reviewRefusal, type ReviewRefusal } from '@minda/contracts/rules/reviews';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { cacheTags, publicDataChanged } from '../../platform/public-cache.ts';
import { findMemberBooking, MEMBER_TIME_ZONE, memberBookingsInTab } from '../bookings/bookings.service.ts';
import { earnForReview } from '../points/points.service.ts';
import * as repo from './review-writing.repository.ts';
import { withRepliesAndPhotos } from './review-view.ts';
import { findShownReviews } from './reviews.repository.ts';

/**
 * Writing, editing and deleting a review of a booking (spec 2 §7.3, decision 027). The rule of who may
 * review what is `reviewRefusal` (contracts rules/reviews), used here and by the lists of bookings to review.
 */

type BookingRow = NonNullable<Awaited<ReturnType<typeof findMemberBooking>>>;
type Booking = BookingRow['booking'];

const lastDayOf = (b: Booking) => b.endDate ?? b.startDate;
const productIdOf = (b: Booking) => String(b.goodsNo ?? b.propertyUuid ?? b.itemNo ?? '');
const REVIEW_PRODUCT_TYPE = { stay: 'minbak', tour: 'tour', hotel: 'hotel' } as const;

const REFUSAL_STATUS: Record<ReviewRefusal, number> = { notYours: 404, notConfirmed: 409, tooEarly: 409, tooLate: 409, alreadyReviewed: 409 };
const refused = (reason: ReviewRefusal) =>
  new AppError(REFUSAL_STATUS[reason], REFUSAL_STATUS[reason] === 404 ? 'NOT_FOUND' : 'CONFLICT', REVIEW_REFUSAL_MESSAGES[reason], { reason });

export const REVIEW_TEXTS = {
  notFound: '후기를 찾을 수 없습니다.',
  photos: '올린 사진을 찾을 수 없습니다. 사진을 다시 올려 주세요.',
} as const;

/** What a review of these bookings earns: 10% of the fee (the deposit paid online), double for MINDA Only stays. */
async function pointsOf(db: Database, bookings: Booking[]): Promise<Map<number, number>> {
  const minda = await repo.findMindaOnlyGoods(db, bookings.flatMap((b) => (b.goodsNo === null ? [] : [b.goodsNo])));
  return new Map(bookings.map((b) => [b.bookNo, reviewPoints({ fee: b.deposit, mindaOnly: b.goodsNo !== null && minda.has(b.goodsNo) })]));
}

function reviewableOf(row: BookingRow, points: number): ReviewableBooking {
  const b = row.booking;
  return { bookNo: b.bookNo, productType: b.productType, productId: productIdOf(b), productName: row.productName, lastDay: lastDayOf(b), reviewableUntil: reviewableUntil(lastDayOf(b)), points };
}

/** Why the member may not review this booking today (null: they may). */
function refusalOf(row: BookingRow | null, reviewed: boolean, now: Date): ReviewRefusal | null {
  if (!row) return 'notYours';
  const b = row.booking;
  return reviewRefusal({ isMine: true, status: b.status, lastDay: lastDayOf(b), reviewed }, dayIn(now, MEMBER_TIME_ZONE));
}

function gradesOf(productType: Booking['productType'], body: ReviewUpdateRequest) {
  if (!gradedOnAllScales(productType)) return { rating: body.rating, locationRating: null, facilityRating: null, staffRating: null };
  const { locationRating, facilityRating, staffRating } = body;
  if (locationRating == null || facilityRating == null || staffRating == null) throw badRequest(REVIEW_SUB_GRADES_MESSAGE);
  return { rating: body.rating, locationRating, facilityRating, staffRating };
}

async function myReview(db: Database, review: typeof reviews.$inferSelect, points: number): Promise<MyReview> {
  const [shown] = await withRepliesAndPhotos(db, await findShownReviews(db, [review.id]));
  return { ...shown!, bookNo: review.bookingNo!, points };
}

/** `GET reviews/booking/{bookNo}`: the form of one booking, with the member's review when written. */
export async function reviewForm(db: Database, memberId: number, bookNo: number, now: Date = new Date()): Promise<ReviewFormContext> {
  const row = await findMemberBooking(db, memberId, bookNo);
  if (!row) throw refused('notYours');
  const b = row.booking;
  const existing = await repo.findReviewOfBooking(db, bookNo);
  const points = (await pointsOf(db, [b])).get(bookNo) ?? 0;
  const refusal = refusalOf(row, existing !== null, now);
  return {
    ...reviewableOf(row, points),
    refusal: refusal === null ? null : REVIEW_REFUSAL_MESSAGES[refusal],
    review: existing && existing.deletedAt === null ? await myReview(db, existing, points) : null,
  };
}

/** `POST reviews`: one review per booking, graded, with its photos; earns its points in the same transaction. */
export async function writeReview(tx: Database, memberId: number, body: ReviewWriteRequest & { photoIds: number[] }, now: Date = new Date()): Promise<MyReview> {
  const row = await findMemberBooking(tx, memberId, body.bookNo);
  const refusal = refusalOf(row, row !== null && (await repo.findReviewOfBooking(tx, body.bookNo)) !== null, now);
  if (refusal) throw refused(refusal);
  const b = row!.booking;
  const grades = gradesOf(b.productType, body);
  const inserted = await tx
    .insert(reviews)
    .values({
      productType: REVIEW_PRODUCT_TYPE[b.productType],
      goodsNo: b.goodsNo,
      itemNo: b.itemNo,
      propertyUuid: b.propertyUuid,
      userId: memberId,
      bookingNo: b.bookNo,
      ...grades,
      bookedItemName: await repo.findBookedItemName(tx, b.bookNo),
      content: body.content,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: reviews.bookingNo })
    .returning();
  // Two writes at once: the unique booking index lets one in; the other reads as already reviewed.
  const review = inserted[0];
  if (!review) throw refused('alreadyReviewed');
  if (!(await repo.attachPhotos(tx, memberId, review.id, body.photoIds))) throw badRequest(REVIEW_TEXTS.photos);
  await refreshGrades(tx, b);
  const points = (await pointsOf(tx, [b])).get(b.bookNo) ?? 0;
  await earnForReview(tx, { memberId, bookNo: b.bookNo, reviewId: review.id, amount: points, now });
  return myReview(tx, review, points);
}

/** The product's grade and review count move, and with them every public answer that shows the product. */
async function refreshGrades(tx: Database, product: repo.ReviewedProduct): Promise<void> {
  await repo.refreshProductGrades(tx, product);
  const tag =
    product.productType === 'stay' && product.goodsNo !== null
      ? cacheTags.stay(product.goodsNo)
      : product.productType === 'tour' && product.itemNo !== null
        ? cacheTags.tour(product.itemNo)
        : product.propertyUuid !== null
          ? cacheTags.hotel(product.propertyUuid)
          : null;
  if (tag) publicDataChanged([tag]);
}

async function ownReview(db: Database, memberId: number, id: number) {
  const review = await repo.findReview(db, id);
  // Someone else's review reads as missing, like someone else's booking.
  if (!review || review.userId !== memberId || review.bookingNo === null) throw notFound(REVIEW_TEXTS.notFound);
  return review;
}

const productOf = (review: typeof reviews.$inferSelect): repo.ReviewedProduct => ({
  productType: review.productType === 'minbak' ? 'stay' : review.productType,
  goodsNo: review.goodsNo,
  itemNo: review.itemNo,
  propertyUuid: review.propertyUuid,
});

/** `PUT reviews/{id}`: the author changes grades, text and photos; the product's grades follow. */
export async function updateReview(tx: Database, memberId: number, id: number, body: ReviewUpdateRequest & { photoIds: number[] }, now: Date = new Date()): Promise<MyReview> {
  const review = await ownReview(tx, memberId, id);
  const product = productOf(review);
  const grades = gradesOf(product.productType, body);
  if (!(await repo.attachPhotos(tx, memberId, review.id, body.photoIds))) throw badRequest(REVIEW_TEXTS.photos);
  const [updated] = await tx.update(reviews).set({ ...grades, content: body.content, updatedAt: now }).where(eq(reviews.id, id)).returning();
  await refreshGrades(tx, product);
  const row = await findMemberBooking(tx, memberId, review.bookingNo!);
  const points = row ? ((await pointsOf(tx, [row.booking])).get(row.booking.bookNo) ?? 0) : 0;
  return myReview(tx, updated!, points);
}

/**
 * `DELETE reviews/{id}`: the review leaves every list and grade at once. The points it earned stay with the
 * member; the booking stays reviewed, so it cannot be written and earned again (decision 027).
 */
export async function deleteReview(tx: Database, memberId: number, id: number, now: Date = new Date()): Promise<{ id: number }> {
  const review = await ownReview(tx, memberId, id);
  await tx.update(reviews).set({ deletedAt: now }).where(eq(reviews.id, id));
  await refreshGrades(tx, productOf(review));
  return { id };
}

/**
 * The member's bookings that can be reviewed today: past confirmed, within 6 months of check-out (or the
 * tour date), not reviewed; latest first, each with what its review would earn.
 */
export async function reviewableBookings(db: Database, memberId: number, now: Date = new Date()): Promise<ReviewableBooking[]> {
  const rows = await memberBookingsInTab(db, memberId, 'past', now);
  const reviewed = await repo.findReviewedBookNos(db, rows.map((r) => r.booking.bookNo));
  const open = rows.filter((r) => refusalOf(r, reviewed.has(r.booking.bookNo), now) === null);
  const points = await pointsOf(db, open.map((r) => r.booking));
  return open.map((r) => reviewableOf(r, points.get(r.booking.bookNo) ?? 0));
}

/** `GET member/reviews`: bookings to review and their points, stays (with hotels) apart from tours. */
export async function memberReviewSummary(db: Database, memberId: number, now: Date = new Date()): Promise<MemberReviewSummary> {
  const open = await reviewableBookings(db, memberId, now);
  const stays = open.filter((b) => b.productType !== 'tour');
  const trips = open.filter((b) => b.productType === 'tour');
  const sum = (list: ReviewableBooking[]) => list.reduce((total, b) => total + b.points, 0);
  return { staysCount: stays.length, tripCount: trips.length, staysPoint: sum(stays), tripsPoint: sum(trips) };
}

/** `GET reviews/parity`: reviews the member wrote (not deleted) against bookings still to review. */
export async function reviewParity(db: Database, memberId: number, now: Date = new Date()) {
  const [open, written] = await Promise.all([reviewableBookings(db, memberId, now), repo.countWrittenReviews(db, memberId)]);
  return { written, writable: open.length, pointsToEarn: open.reduce((total, b) => total + b.points, 0) };
}

/** `GET reviews/first_review_check`: whether the next review would be the member's first (no bonus for it yet). */
export async function firstReviewCheck(db: Database, memberId: number) {
  const written = await repo.countWrittenReviews(db, memberId);
  return { first: written === 0, writtenCount: written };
}

/** `POST reviews/photos`: a stored photo, the author's until a review takes it. */
export async function saveReviewPhoto(db: Database, memberId: number, file: { key: string; url: string }) {
  return repo.insertPhoto(db, { userId: memberId, fileKey: file.key, url: file.url });
}
