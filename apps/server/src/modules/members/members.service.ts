import type { MemberReviewSummary } from '@minda/contracts/members';
import type { Database } from '../../db/client.ts';
import { memberReviewSummary } from '../reviews/reviews.service.ts';

/**
 * What the member can still review and what a review would earn (spec 1 §3, spec 2 §7.3): staysCount
 * (stays and hotels) and tripCount (tours) are the past confirmed bookings with no review whose check-out
 * (or tour date) is within the last 6 months; staysPoint and tripsPoint what those reviews would earn
 * (rules/points `reviewPoints`), summed. The rule is the reviews module's (`reviewRefusal`).
 */
export async function reviewSummary(db: Database, userId: number, now: Date = new Date()): Promise<MemberReviewSummary> {
  return memberReviewSummary(db, userId, now);
}
