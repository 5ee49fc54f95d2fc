import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { pagingFields } from './envelope.ts';
import { int4Id, int4IdParam } from './numbers.ts';
import { groupDigits } from './rules/number-format.ts';
import { BIDI_CONTROL_MESSAGE, isCleanName } from './rules/text-input.ts';
import {
  REVIEW_COMMENT_MAX, REVIEW_MAX_RATING, REVIEW_PAGE_SIZE_MAX, REVIEW_PHOTOS_MAX, REVIEW_SORTS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN,
} from './rules/reviews.ts';

/**
 * Published reviews of one product (spec 2 §7.3 "GET stay/reviews/{id}"; tours and hotels use the same shape):
 * a summary of the grades and one page of reviews, newest first unless sorted otherwise.
 */

export const ReviewProductTypeSchema = z.enum(['minbak', 'tour', 'hotel']);
export type ReviewProductType = z.infer<typeof ReviewProductTypeSchema>;

export const ReviewSortSchema = z.enum(REVIEW_SORTS, { error: '정렬 기준(sort)은 recent, high, low 중 하나입니다.' });
export type ReviewSort = z.infer<typeof ReviewSortSchema>;

export const ReviewPageQuerySchema = z.object({
  page: z.string().regex(/^\d{1,6}$/, '페이지 번호(page)는 0 이상의 숫자여야 합니다.').transform(Number).default(0),
  size: z
    .string()
    .regex(/^\d{1,3}$/, '페이지 크기(size)는 숫자여야 합니다.')
    .transform(Number)
    .refine((n) => n >= 1 && n <= REVIEW_PAGE_SIZE_MAX, `페이지 크기(size)는 1~${REVIEW_PAGE_SIZE_MAX} 사이여야 합니다.`)
    .default(10),
  sort: ReviewSortSchema.default('recent'),
});
export type ReviewPageQuery = z.infer<typeof ReviewPageQuerySchema>;

export const ReviewSummarySchema = z.object({
  count: z.number().int(),
  /** Averages to one decimal; 0 when there are no reviews. Sub-grades are null for tours. */
  average: z.number(),
  location: z.number().nullable(),
  facility: z.number().nullable(),
  staff: z.number().nullable(),
  /** How many reviews gave 5, 4, 3, 2 and 1 stars, in that order. */
  distribution: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

export const ReviewCommentSchema = z.object({
  id: z.number().int(),
  nickName: z.string(),
  /** True when the product's own partner answered (shown as the host's reply). */
  isPartner: z.boolean(),
  content: z.string(),
  createdAt: z.string(),
});

export const ReviewPhotoSchema = z.object({ id: z.number().int(), url: z.string() });
export type ReviewPhoto = z.infer<typeof ReviewPhotoSchema>;

export const ReviewSchema = z.object({
  id: z.number().int(),
  nickName: z.string(),
  profileImage: z.string().nullable(),
  rating: z.number().int(),
  locationRating: z.number().int().nullable(),
  facilityRating: z.number().int().nullable(),
  staffRating: z.number().int().nullable(),
  bookedItemName: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
  photos: z.array(ReviewPhotoSchema),
  comments: z.array(ReviewCommentSchema),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewPageSchema = z.object({
  summary: ReviewSummarySchema,
  content: z.array(ReviewSchema),
  number: z.number().int(),
  last: z.boolean(),
});
export type ReviewPage = z.infer<typeof ReviewPageSchema>;

export const ReviewPageResponseSchema = dataEnvelope(ReviewPageSchema);

/* ---- writing (spec 2 §7.3 POST reviews, PUT/DELETE reviews/{id}; decision 027) ---- */

const grade = z
  .number({ error: '별점을 선택해 주세요.' })
  .int('별점은 1~5점 중에서 골라 주세요.')
  .min(1, '별점은 1~5점 중에서 골라 주세요.')
  .max(REVIEW_MAX_RATING, '별점은 1~5점 중에서 골라 주세요.');

const reviewFields = {
  rating: grade,
  /** Required for stays and hotels, ignored for tours (the server checks by the booking's product). */
  locationRating: grade.nullish(),
  facilityRating: grade.nullish(),
  staffRating: grade.nullish(),
  content: z
    .string({ error: '후기 내용을 입력해 주세요.' })
    .trim()
    .min(REVIEW_TEXT_MIN, `후기는 ${REVIEW_TEXT_MIN}자 이상 써 주세요.`)
    .max(REVIEW_TEXT_MAX, `후기는 ${groupDigits(REVIEW_TEXT_MAX)}자까지 쓸 수 있습니다.`)
    .refine(isCleanName, BIDI_CONTROL_MESSAGE),
  /** Photos uploaded first (POST reviews/photos), in the order shown. */
  photoIds: z
    .array(int4Id('사진 번호(photoIds)'))
    .max(REVIEW_PHOTOS_MAX, `사진은 ${REVIEW_PHOTOS_MAX}장까지 올릴 수 있습니다.`)
    .refine((ids) => new Set(ids).size === ids.length, '같은 사진이 두 번 들어 있습니다.')
    .default([]),
};

export const ReviewWriteRequestSchema = z.object({ bookNo: int4Id('예약 번호(bookNo)', { missing: '예약 번호가 필요합니다.' }), ...reviewFields });
export type ReviewWriteRequest = z.input<typeof ReviewWriteRequestSchema>;
export const ReviewUpdateRequestSchema = z.object(reviewFields);
export type ReviewUpdateRequest = z.input<typeof ReviewUpdateRequestSchema>;

export const ReviewIdParamsSchema = z.object({ id: int4IdParam('후기 번호') });
export const ReviewCommentParamsSchema = ReviewIdParamsSchema.extend({
  commentId: int4IdParam('댓글 번호'),
});

/** The member's own review, as the form edits it. */
export const MyReviewSchema = ReviewSchema.extend({ bookNo: z.number().int(), points: z.number().int() });
export type MyReview = z.infer<typeof MyReviewSchema>;
export const MyReviewResponseSchema = dataEnvelope(MyReviewSchema);

export const ReviewPhotoResponseSchema = dataEnvelope(ReviewPhotoSchema);

/** One booking the member can still review (`GET reviews/non_review_check`). */
export const ReviewableBookingSchema = z.object({
  bookNo: z.number().int(),
  productType: z.enum(['stay', 'hotel', 'tour']),
  productId: z.string(),
  productName: z.string(),
  /** Check-out, or the tour date. */
  lastDay: z.string(),
  reviewableUntil: z.string(),
  /** What writing earns (10% of the fee, double for MINDA Only stays). */
  points: z.number().int(),
});

/** `GET reviews/booking/{bookNo}`: what the review form of one booking needs. */
export const ReviewFormContextSchema = ReviewableBookingSchema.extend({
  /** Korean reason why a new review cannot be written, or null. */
  refusal: z.string().nullable(),
  review: MyReviewSchema.nullable(),
});
export type ReviewFormContext = z.infer<typeof ReviewFormContextSchema>;
export const ReviewFormContextResponseSchema = dataEnvelope(ReviewFormContextSchema);


/* ---- comments ---- */

export const ReviewCommentRequestSchema = z.object({
  content: z
    .string({ error: '댓글 내용을 입력해 주세요.' })
    .trim()
    .min(1, '댓글 내용을 입력해 주세요.')
    .max(REVIEW_COMMENT_MAX, `댓글은 ${groupDigits(REVIEW_COMMENT_MAX)}자까지 쓸 수 있습니다.`)
    .refine(isCleanName, BIDI_CONTROL_MESSAGE),
});
export const ReviewCommentResponseSchema = dataEnvelope(ReviewCommentSchema.extend({ reviewId: z.number().int() }));

/* ---- the member's reviews to write ---- */

export type ReviewableBooking = z.infer<typeof ReviewableBookingSchema>;
export const ReviewableBookingListResponseSchema = dataEnvelope(z.array(ReviewableBookingSchema));
/** `GET reviews/first_review_check`: whether the member has never written a review. */
export const FirstReviewCheckResponseSchema = dataEnvelope(z.object({ first: z.boolean(), writtenCount: z.number().int() }));
/** `GET reviews/parity`: reviews written against bookings that could have been reviewed. */
export const ReviewParityResponseSchema = dataEnvelope(
  z.object({ written: z.number().int(), writable: z.number().int(), pointsToEarn: z.number().int() }),
);

/* ---- lists across products ---- */

/** A review in a list over several products: which one it is about. */
export const ProductReviewSchema = ReviewSchema.extend({ productType: ReviewProductTypeSchema, productId: z.string(), productName: z.string() });
export type ProductReview = z.infer<typeof ProductReviewSchema>;
export const ProductReviewPageSchema = z.object({ content: z.array(ProductReviewSchema), ...pagingFields });
export const ProductReviewPageResponseSchema = dataEnvelope(ProductReviewPageSchema);
export const SupplierParamsSchema = z.object({ id: int4IdParam('공급자 번호') });
export const ProductReviewQuerySchema = ReviewPageQuerySchema.pick({ page: true, size: true });

/** `GET reviews/manager`: the partner's reviews, with or without a reply. */
export const ManagerReviewQuerySchema = ProductReviewQuerySchema.extend({
  replied: z.enum(['true', 'false'], { error: '답변 여부(replied)는 true 또는 false입니다.' }).transform((v) => v === 'true').optional(),
});
export const ManagerReviewSchema = ProductReviewSchema.extend({ replied: z.boolean() });
export type ManagerReview = z.infer<typeof ManagerReviewSchema>;
export const ManagerReviewPageResponseSchema = dataEnvelope(z.object({ content: z.array(ManagerReviewSchema), ...pagingFields }));
