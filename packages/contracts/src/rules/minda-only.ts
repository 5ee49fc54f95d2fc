/** The exclusive-stays page "MINDA Only" (spec 2 §2.5, §2.6, §9). */

/** Each indicator counts up (or down, for the rank) over this long. */
export const MINDA_ONLY_COUNT_UP_MS = 1500;
/** PC side bar: the city list starts this far down the page... */
export const MINDA_ONLY_SIDEBAR_OFFSET_PX = 60;
/** ...and each city takes this much of the scroll. */
export const MINDA_ONLY_CITY_SPAN_PX = 750;
/** Mobile city tabs: a section scrolled to sits this far below the top (the sticky header and tabs). */
export const MINDA_ONLY_MOBILE_TAB_OFFSET_PX = 96;
/** The cities query is retried twice, not the app-wide three times. */
export const MINDA_ONLY_RETRY = 2;
/** The static verified reviews of the page. */
export const MINDA_ONLY_SAMPLE_REVIEW_COUNT = 8;

/**
 * The value shown `elapsedMs` into a count from `from` to `to` over `durationMs` (ease-out, whole numbers).
 * Counting down works too: the rank goes from 99 to 1.
 */
export function countUpValue(from: number, to: number, elapsedMs: number, durationMs: number = MINDA_ONLY_COUNT_UP_MS): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  if (elapsedMs <= 0) return from;
  const t = elapsedMs / durationMs;
  const eased = 1 - (1 - t) ** 3;
  return Math.round(from + (to - from) * eased);
}

/**
 * Index of the city the side bar highlights at `scrollY`, where the city list starts at `listTop` (page
 * offset of the first section): each city owns MINDA_ONLY_CITY_SPAN_PX of scroll from listTop - offset on.
 * Clamped to the list; -1 for no cities.
 */
export function activeCityIndex(scrollY: number, listTop: number, cityCount: number): number {
  if (cityCount <= 0) return -1;
  const into = scrollY - (listTop - MINDA_ONLY_SIDEBAR_OFFSET_PX);
  if (into < 0) return 0;
  return Math.min(cityCount - 1, Math.floor(into / MINDA_ONLY_CITY_SPAN_PX));
}

/** Stars of a curated product review: floor(rating), between 0 and 5. */
export function reviewStarCount(rating: number): number {
  return Math.max(0, Math.min(5, Math.floor(rating)));
}

/** Full and half stars of a verified review score (4.5 -> 4 full and a half): a half star when not full. */
export function scoreStars(score: number): { full: number; half: boolean } {
  const clamped = Math.max(0, Math.min(5, score));
  const full = Math.floor(clamped);
  return { full, half: clamped - full > 0 };
}

/** "MINDA ONLY in {English name}", else the first language's name (spec 2 §2.5). */
export function mindaOnlySectionTitle(names: readonly { language: string; name: string }[], fallback = ''): string {
  const english = names.find((n) => n.language.toLowerCase() === 'en')?.name;
  return `MINDA ONLY in ${english ?? names[0]?.name ?? fallback}`;
}
