import type { ReactNode } from 'react';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PartnerLinks } from '../../../ui/partner-links/partner-links.tsx';
import { PcSearchHero } from '../../../ui/pc-header/search-hero.tsx';
import { CATEGORY_HOMES } from '../category-homes.ts';
import styles from './category-homes.module.css';

/** What every PC category home takes from its route: sections owned by other features, and the hearts. */
export type PcCategoryHomeSlots<T> = {
  banners: ReactNode;
  /** The recently viewed row, or null when the visitor has no history (then the block is left out). */
  recentlyViewed: ReactNode;
  popularCities: ReactNode;
  onToggleWish?: (item: T) => void;
  /** The product line's search widget (the search feature), inside the search band. */
  search?: ReactNode;
};

/**
 * The frame of a PC category home (spec 1 §2.2): the page title, the product line's search bar (no tabs) on
 * top, the insurance and car-rental tiles at the bottom. The PC layout around it brings go-to-top.
 */
export function PcCategoryPage({ line, search, children }: { line: keyof typeof CATEGORY_HOMES; search?: ReactNode; children: ReactNode }) {
  const home = CATEGORY_HOMES[line];
  usePageMeta(home.pc.meta);
  return (
    <div className={styles.pcPage}>
      <PcSearchHero kind="product" tab={home.searchType} title={home.pc.heading} search={search} />
      {children}
      <div className={styles.pcPartners}>
        <PartnerLinks />
      </div>
    </div>
  );
}
