import type { MemberReviewSummary } from '@minda/contracts/members';
import type { Database } from '../../db/client.ts';

/**
 * What the member can still review and what a review would earn (spec 1 §3, spec 2 §7.3).
 *
 * Bookings and reviews are built by a later issue, so nothing here can be counted yet and the summary is
 * all zeros. When they exist: staysCount and tripCount are the member's past confirmed stay and tour
 * bookings with no review, whose check-out (or tour date) is within the last 6 months; staysPoint and
 * tripsPoint are the points those reviews would earn, 10% of each booking's fee (domain.md), summed.
 * The database and user id are already taken so that callers do not change when the counting arrives.
 */
export async function reviewSummary(_db: Database, _userId: number): Promise<MemberReviewSummary> {
  return { staysCount: 0, tripCount: 0, staysPoint: 0, tripsPoint: 0 };
}
