/** PC header, go-to-top and tooltip numbers (spec 1 §4.5, §9). */

/** The header turns fixed once the page is scrolled past this base plus the fixed search bar's height. */
export const FIXED_HEADER_BASE_PX = 60;
/** Height of the fixed search bar: 336 px on the PC home, 240 px on the stays, tour and hotel homes. */
export const FIXED_SEARCH_BAR_PX = { home: 336, product: 240 } as const;
export type FixedSearchBarKind = keyof typeof FIXED_SEARCH_BAR_PX;

/** Scroll offset (px) past which the header is fixed: 396 on home, 300 on product pages. */
export function fixedHeaderThresholdPx(kind: FixedSearchBarKind): number {
  return FIXED_HEADER_BASE_PX + FIXED_SEARCH_BAR_PX[kind];
}

/** The go-to-top button appears at this scroll offset or more. */
export const GO_TO_TOP_PX = 1081;
export function showsGoToTop(scrollY: number): boolean {
  return scrollY >= GO_TO_TOP_PX;
}

/** Tooltips open after 700 ms; moving between triggers within 300 ms opens the next one at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
