import { MINDA_ONLY_MOBILE_TAB_OFFSET_PX } from '@minda/contracts/rules/minda-only';

/**
 * Index of the mobile city tab to mark: the last section whose top (page offset) is at or above the
 * line MINDA_ONLY_MOBILE_TAB_OFFSET_PX below the viewport top. 0 before the first section.
 */
export function activeSectionIndex(scrollY: number, sectionTops: readonly number[]): number {
  const line = scrollY + MINDA_ONLY_MOBILE_TAB_OFFSET_PX + 1;
  let active = 0;
  sectionTops.forEach((top, i) => {
    if (top <= line) active = i;
  });
  return sectionTops.length === 0 ? -1 : active;
}

/** Where to scroll so that a section starts just under the sticky header and tabs. */
export function mobileSectionScrollTop(sectionTop: number): number {
  return Math.max(0, sectionTop - MINDA_ONLY_MOBILE_TAB_OFFSET_PX);
}
