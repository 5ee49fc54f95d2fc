import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { REVIEW_PAGE_SIZE_MAX, REVIEW_SORTS } from './rules/reviews.ts';

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
