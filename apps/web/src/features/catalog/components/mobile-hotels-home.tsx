import type { ReactNode } from 'react';
import type { HotelProperty } from '@minda/contracts/hotels';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PartnerLinks } from '../../../ui/partner-links/partner-links.tsx';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { CATEGORY_HOMES } from '../category-homes.ts';
import { HotelThemeLists } from './theme-lists.tsx';
import styles from './category-homes.module.css';

type Props = {
  banners: ReactNode;
  /** The recently viewed hotels, or null when the visitor has no history. */
  recentlyViewed: ReactNode;
  popularCities: ReactNode;
  onToggleWish?: (hotel: HotelProperty) => void;
};

/** The mobile hotels home: search, banners, hotel themes with a chip per city, recently viewed, popular cities. */
export function MobileHotelsHome({ banners, recentlyViewed, popularCities, onToggleWish }: Props) {
  const home = CATEGORY_HOMES.hotels;
  usePageMeta(home.meta);
  return (
    <>
      <SubHeader title={home.title} search={{ searchType: home.searchType, placeholder: home.placeholder }} />
      <main className={styles.main}>
        {banners}
        <HotelThemeLists recent={recentlyViewed} onToggleWish={onToggleWish} />
        {popularCities}
        <PartnerLinks />
      </main>
    </>
  );
}
