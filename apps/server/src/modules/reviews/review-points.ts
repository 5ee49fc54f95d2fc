import type { Database } from '../../db/client.ts';

/**
 * The one place where reviews meet the points ledger (branch points-coupons, decision 028).
 * PENDING MERGE: until the ledger is merged, the rule is written here as the ledger's helper specifies it
 * (10% of the fee, floored, doubled for MINDA Only stays) and earning/taking back record nothing.
 */
export function reviewPoints({ fee, mindaOnly }: { fee: number; mindaOnly: boolean }): number {
  if (!Number.isFinite(fee) || fee <= 0) return 0;
  const base = Math.floor(Math.floor(fee) * 0.1);
  return mindaOnly ? base * 2 : base;
}

export async function earnForReview(_tx: Database, _input: { memberId: number; bookNo: number; reviewId: number; amount: number; now: Date }): Promise<void> {}

export async function takeBackReviewPoints(_tx: Database, _input: { memberId: number; reviewId: number; now: Date }): Promise<number> {
  return 0;
}
