import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';

const count = z.number().int().nonnegative();

/**
 * Member review summary (spec 1 §3, spec 2 §7.3): how many past stays and trips the member can still review,
 * and the points a review of each would earn. The mobile home's review invitation popup reads it.
 */
export const MemberReviewSummarySchema = z.object({
  staysCount: count,
  tripCount: count,
  staysPoint: count,
  tripsPoint: count,
});
export type MemberReviewSummary = z.infer<typeof MemberReviewSummarySchema>;
export const MemberReviewSummaryResponseSchema = dataEnvelope(MemberReviewSummarySchema);
