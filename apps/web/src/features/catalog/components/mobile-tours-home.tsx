import type { ReactNode } from 'react';
import type { TourItem } from '@minda/contracts/tours';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PartnerLinks } from '../../../ui/partner-links/partner-links.tsx';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { CATEGORY_HOMES } from '../category-homes.ts';
import { TourThemeLists } from './theme-lists.tsx';
import { TourQuickLinks } from './tour-quick-links.tsx';
import styles from './category-homes.module.css';

type Props = {
  banners: ReactNode;
  /** The recently viewed tours, or null when the visitor has no history. */
  recentlyViewed: ReactNode;
  onToggleWish?: (tour: TourItem) => void;
};

/** The mobile tours home: search, banners, two theme groups, recently viewed (with history), the rest, links. */
export function MobileToursHome({ banners, recentlyViewed, onToggleWish }: Props) {
  const home = CATEGORY_HOMES.tours;
  usePageMeta(home.meta);
  return (
    <>
      <SubHeader title={home.title} search={{ searchType: home.searchType, placeholder: home.placeholder }} />
      <main className={styles.main}>
        {banners}
        <TourQuickLinks />
        <TourThemeLists recent={recentlyViewed} onToggleWish={onToggleWish} />
        <PartnerLinks />
      </main>
    </>
  );
}
