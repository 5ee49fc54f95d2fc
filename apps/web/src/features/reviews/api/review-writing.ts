import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@minda/contracts/paths';
import type {
  MyReview,
  MyReviewResponseSchema,
  ReviewFormContextResponseSchema,
  ReviewPhotoResponseSchema,
  ReviewUpdateRequest,
} from '@minda/contracts/reviews';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';

/** Everything the member's review screens read: the form of a booking and the reviews to write. */
export const reviewWritingQueryRoot = ['review-writing'] as const;

export function reviewFormQueryOptions(bookNo: number) {
  return queryOptions({
    queryKey: [...reviewWritingQueryRoot, 'form', bookNo] as const,
    queryFn: ({ signal }) => apiGet<typeof ReviewFormContextResponseSchema>(apiPaths.reviews.form.href(bookNo), { signal, ignoreLoginError: false }),
  });
}

export const useReviewForm = (bookNo: number) => useQuery(reviewFormQueryOptions(bookNo));

/** One photo, stored before the review is saved (POST reviews/photos, multipart). */
export function uploadReviewPhoto(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<typeof ReviewPhotoResponseSchema>('POST', apiPaths.reviews.photos.href(), { body, ignoreLoginError: false });
}

export type ReviewSave = { bookNo: number; reviewId: number | null; values: ReviewUpdateRequest; idempotencyKey: string };

/** POST for a new review (one key per attempt, so a lost answer is not a second review), PUT for an edit. */
export function saveReview({ bookNo, reviewId, values, idempotencyKey }: ReviewSave): Promise<MyReview> {
  if (reviewId === null) {
    return apiRequest<typeof MyReviewResponseSchema>('POST', apiPaths.reviews.write.href(), {
      body: { ...values, bookNo },
      headers: { 'Idempotency-Key': idempotencyKey },
      ignoreLoginError: false,
    });
  }
  return apiRequest<typeof MyReviewResponseSchema>('PUT', apiPaths.reviews.review.href(reviewId), { body: values, ignoreLoginError: false });
}

export const deleteReview = (reviewId: number) => apiRequest('DELETE', apiPaths.reviews.review.href(reviewId), { ignoreLoginError: false });

/**
 * After a save or a delete the product's reviews, the member's lists and badges and the review summary
 * all change: every query whose key starts with one of these roots is refetched (the product page shows
 * the new review at once).
 */
const CHANGED_ROOTS = [['reviews'], reviewWritingQueryRoot, ['reservations'], ['popups', 'review-summary']] as const;

export function useReviewChanges() {
  const queryClient = useQueryClient();
  const invalidate = () => Promise.all(CHANGED_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return {
    save: useMutation({ mutationFn: saveReview, onSuccess: invalidate }),
    remove: useMutation({ mutationFn: deleteReview, onSuccess: invalidate }),
  };
}
