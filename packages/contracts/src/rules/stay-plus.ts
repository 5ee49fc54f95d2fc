/**
 * 스테이플러스 (stay-plus): our curation of stays for longer, quieter trips. The spec names the page and its
 * API (main/stay-plus/items) but not the rule; ours is documented in docs/api-notes.md.
 */

/** A stay qualifies with at least this review grade... */
export const STAY_PLUS_MIN_REVIEW_GRADE = 4.5;
/** ...and at least one private (non-dormitory) room. Cards per page of main/stay-plus/items: */
export const STAY_PLUS_PAGE_SIZE = 20;
export const STAY_PLUS_PER_ROW = { pc: 4, mobile: 2 } as const;
