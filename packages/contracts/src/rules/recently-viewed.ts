/**
 * Recently viewed products live in the browser's localStorage, one key per product line (spec 1 §9).
 * The screens show RECENTLY_VIEWED_SHOWN (10, rules/limits.ts); a few more are kept so that a product
 * that has gone inactive (the server skips it) does not shrink the carousel below ten.
 */
export const RECENTLY_VIEWED_KEYS = {
  stay: 'minda.recentlyViewed.stays',
  tour: 'minda.recentlyViewed.tours',
  hotel: 'minda.recentlyViewed.hotels',
} as const;

export type RecentlyViewedKind = keyof typeof RECENTLY_VIEWED_KEYS;

/** Most ids a recently-viewed request may carry; the screens show 10 (RECENTLY_VIEWED_SHOWN). */
export const RECENTLY_VIEWED_MAX_IDS = 20;

/** Entries kept per product line; equal to the most ids a recentlyViewed call reads (RECENTLY_VIEWED_MAX_IDS). */
export const RECENTLY_VIEWED_STORED_MAX = 20;
