import { z } from 'zod';
import { ReviewUpdateRequestSchema } from '@minda/contracts/reviews';
import { REVIEW_SUB_GRADES_MESSAGE } from '@minda/contracts/rules/reviews';

/**
 * The review form in the browser: the contract's grades and text (its Korean messages), the photos as
 * already uploaded (id and url for the previews), and for stays and hotels the three sub-grades required,
 * as the server requires them. 0 = not chosen yet.
 */

const photo = z.object({ id: z.number().int(), url: z.string() });
const chosen = (message: string) => z.number().int().min(1, message).max(5, message);

export function reviewFormSchema(allScales: boolean) {
  const base = ReviewUpdateRequestSchema.pick({ content: true }).extend({
    rating: chosen('총점 별점을 골라 주세요.'),
    locationRating: z.number().int().max(5),
    facilityRating: z.number().int().max(5),
    staffRating: z.number().int().max(5),
    photos: z.array(photo).max(10, '사진은 10장까지 올릴 수 있습니다.'),
  });
  return base.superRefine((values, ctx) => {
    if (!allScales) return;
    for (const key of ['locationRating', 'facilityRating', 'staffRating'] as const) {
      if (values[key] < 1) ctx.addIssue({ code: 'custom', path: [key], message: REVIEW_SUB_GRADES_MESSAGE });
    }
  });
}

export type ReviewFormValues = z.input<ReturnType<typeof reviewFormSchema>>;

/** The request body of the form's values (tours send no sub-grades). */
export function toRequest(values: ReviewFormValues, allScales: boolean) {
  return {
    rating: values.rating,
    ...(allScales ? { locationRating: values.locationRating, facilityRating: values.facilityRating, staffRating: values.staffRating } : {}),
    content: values.content,
    photoIds: values.photos.map((p) => p.id),
  };
}
