/**
 * Points (spec 1 §9, spec 2 §7.5, domain.md "Points and coupons"; decision 028). Pure rules shared by the
 * server (the ledger) and the web (the booking form's points field). All amounts are whole won.
 */

/** A review earns this share of the booking fee (the booking's `deposit`, what the member paid online). */
export const REVIEW_POINTS_RATE = 0.1;
/** MINDA Only stays (a stay listed in `minda_only_goods`) earn double, as the exclusive-stays page promises. */
export const MINDA_ONLY_POINTS_MULTIPLIER = 2;
/** Points are spent in steps of 100 won. */
export const POINT_STEP = 100;
/** At most this share of the stay's total may be paid with points. */
export const MAX_POINTS_SHARE = 0.1;
/** An earning batch expires this many months after it was earned (Korean shops: 1 year). */
export const POINT_VALIDITY_MONTHS = 12;
/** "Soon to expire": what expires within this many days is shown apart on the points page. */
export const POINTS_EXPIRING_SOON_DAYS = 30;

/**
 * Points a review earns: 10% of the fee, floored to whole won (a 12,345-won fee earns 1,234), then doubled
 * for MINDA Only stays (2,468). Floored before doubling, so the doubled amount is always exactly twice the
 * ordinary one. A fee of zero or less earns nothing.
 */
export function reviewPoints({ fee, mindaOnly }: { fee: number; mindaOnly: boolean }): number {
  if (!Number.isFinite(fee) || fee <= 0) return 0;
  const base = Math.floor(Math.floor(fee) * REVIEW_POINTS_RATE);
  return mindaOnly ? base * MINDA_ONLY_POINTS_MULTIPLIER : base;
}

/**
 * When a batch earned at `earnedAt` expires: the same instant POINT_VALIDITY_MONTHS later (a month-end date
 * that does not exist in the target month falls back to that month's last day: 2024-02-29 -> 2025-02-28).
 */
export function pointExpiry(earnedAt: Date): Date {
  const d = new Date(earnedAt.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + POINT_VALIDITY_MONTHS);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** `amount` rounded down to the 100-won step. */
export const floorToPointStep = (amount: number) => (amount <= 0 ? 0 : Math.floor(amount / POINT_STEP) * POINT_STEP);

/**
 * The most points a member may spend on a stay of `total` won with `balance` points: 10% of the total and
 * at most the balance, rounded down to the 100-won step (total 123,000, balance 50,000 -> 12,300).
 */
export function maxSpendablePoints(total: number, balance: number): number {
  return floorToPointStep(Math.min(Math.floor(total * MAX_POINTS_SHARE), balance));
}

/** Why `amount` points may not be spent on `total` with `balance`, or null when they may (Korean, shown as is). */
export function pointsSpendError(amount: number, total: number, balance: number): string | null {
  if (!Number.isInteger(amount) || amount < 0) return '포인트는 0 이상의 정수로 입력해 주세요.';
  if (amount === 0) return null;
  if (amount % POINT_STEP !== 0) return `포인트는 ${POINT_STEP}원 단위로 사용할 수 있습니다.`;
  if (amount > balance) return '보유 포인트가 부족합니다.';
  if (amount > maxSpendablePoints(total, Number.MAX_SAFE_INTEGER)) return '포인트는 결제 금액의 10%까지 사용할 수 있습니다.';
  return null;
}
