import type { ReviewPage, ReviewPageQuery } from '@minda/contracts/reviews';
import { REVIEW_MAX_RATING } from '@minda/contracts/rules/reviews';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { findReviewPage, findReviewSummary, productExists, type ReviewTarget } from './reviews.repository.ts';
import { withRepliesAndPhotos } from './review-view.ts';

const NOT_FOUND_MESSAGE: Record<ReviewTarget['productType'], string> = {
  minbak: '민박 정보를 찾을 수 없습니다.',
  tour: '투어·티켓 정보를 찾을 수 없습니다.',
  hotel: '호텔 정보를 찾을 수 없습니다.',
};

/** The grade summary and one page of a product's published reviews, each with its replies. */
export async function reviewPage(db: Database, target: ReviewTarget, query: ReviewPageQuery): Promise<ReviewPage> {
  if (!(await productExists(db, target))) throw notFound(NOT_FOUND_MESSAGE[target.productType]);
  const [summary, rows] = await Promise.all([
    findReviewSummary(db, target),
    findReviewPage(db, target, query.sort, query.page * query.size, query.size),
  ]);
  const page = rows.slice(0, query.size);
  const content = await withRepliesAndPhotos(db, page);
  const counts = [summary.five, summary.four, summary.three, summary.two, summary.one];
  return {
    summary: {
      count: summary.count,
      average: summary.average ?? 0,
      location: summary.location,
      facility: summary.facility,
      staff: summary.staff,
      distribution: counts.map((count, i) => ({ rating: REVIEW_MAX_RATING - i, count })),
    },
    content,
    number: query.page,
    last: rows.length <= query.size,
  };
}

export {
  deleteReview, firstReviewCheck, memberReviewSummary, reviewableBookings, reviewForm, reviewParity, saveReviewPhoto, updateReview, writeReview,
} from './review-writing.ts';
export { addComment, getComment, managerReviews, mindaOnlyReviews, removeComment, reviewPartnerOf, supplierReviews, type Commenter } from './review-comments.ts';
