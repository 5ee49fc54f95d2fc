import { groupDigits, oneDecimal } from '@minda/contracts/rules/number-format';
import { RESULTS_MAX_COUNTED } from '@minda/contracts/rules/search-limits';


/** Counts with Korean thousands separators: 12345 -> "12,345". */
export function formatCount(count: number): string {
  return groupDigits(Math.max(0, count));
}

/** A results count, capped by the server at RESULTS_MAX_COUNTED (decision 032): 1000 -> "1,000+". */
export function formatResultCount(count: number): string {
  return count >= RESULTS_MAX_COUNTED ? `${formatCount(RESULTS_MAX_COUNTED)}+` : formatCount(count);
}

/** Review grades with one decimal: 4.75 -> "4.8", 5 -> "5.0"; anything not a finite grade shows as "0.0". */
export function formatRating(grade: number): string {
  return oneDecimal(Number.isFinite(grade) ? Math.max(0, grade) : 0);
}

/** Discount rate text shown before a sale price: 15 -> "15%"; 0 or less shows nothing. */
export function formatSaleRate(rate: number): string | undefined {
  return rate > 0 ? `${Math.round(rate)}%` : undefined;
}
