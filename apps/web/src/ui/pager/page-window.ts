/**
 * Which page numbers a pager shows. `centred` keeps the current page in the middle of `size` numbers,
 * clamped to the existing pages (1 2 [3] 4 5); `blocks` shows the block of `size` that holds the current
 * page (11 … 20 while on 12), as the legacy tour list did.
 */
export type PageWindowRule = { readonly size: number; readonly align: 'centred' | 'blocks' };

/** Five numbers around the current page: community boards, stay and hotel results. */
export const FIVE_AROUND: PageWindowRule = { size: 5, align: 'centred' };
/** Ten numbers around the current page: the site-wide keyword search. */
export const TEN_AROUND: PageWindowRule = { size: 10, align: 'centred' };
/** Blocks of ten (1–10, 11–20): the tour lists. */
export const BLOCKS_OF_TEN: PageWindowRule = { size: 10, align: 'blocks' };

/** The one-based page numbers to show for the one-based `current` page of `totalPages`. */
export function pageWindow(current: number, totalPages: number, { size, align }: PageWindowRule): number[] {
  if (totalPages <= 0) return [];
  if (align === 'blocks') {
    const start = Math.floor((current - 1) / size) * size + 1;
    const end = Math.min(totalPages, start + size - 1);
    return range(start, end);
  }
  const count = Math.min(size, totalPages);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), totalPages - count + 1);
  return range(start, start + count - 1);
}

function range(first: number, last: number): number[] {
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}
