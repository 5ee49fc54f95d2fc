import { fixedHeaderThresholdPx } from '@minda/contracts/rules/pc-header';

/** Which fixed search bar a page has: the PC home (336 px), a product home (240 px), or none (never fixed). */
export type PcHeaderKind = 'home' | 'product' | 'plain';

/** The header's scroll-driven mode (spec 1 §4.5); the search modal and the all-menu are states on top of it. */
export type PcHeaderMode = 'normal' | 'fixed';

/** Fixed once the page is scrolled strictly past 60 px plus the page's fixed search-bar height. */
export function pcHeaderMode(scrollY: number, kind: PcHeaderKind): PcHeaderMode {
  if (kind === 'plain') return 'normal';
  return scrollY > fixedHeaderThresholdPx(kind) ? 'fixed' : 'normal';
}
