import type { ReactNode } from 'react';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PcSearchHero } from '../../../ui/pc-header/search-hero.tsx';
import { HOME_META, PC_HOME_HERO } from '../home-tiles.ts';
import { CommunityLinks } from './community-links.tsx';
import { PcProductLines } from './pc-product-lines.tsx';
import styles from './pc-home.module.css';

type Slots = {
  /** Sections owned by other features; the route passes them in, so features stay independent. */
  banners: ReactNode;
  stayRecommendations: ReactNode;
  tourRecommendations: ReactNode;
  hotelRecommendations: ReactNode;
  popularCities: ReactNode;
  /** The search widget with the three product tabs (the search feature), inside the search band. */
  search?: ReactNode;
};

/**
 * The PC home /main/index.php: the search band with the three product tabs, tiles to the product lines,
 * banners, stay, tour and hotel recommendations, popular stay cities and the community boards. The PC
 * layout around it brings the header, footer and go-to-top.
 */
export function PcHome({ banners, stayRecommendations, tourRecommendations, hotelRecommendations, popularCities, search }: Slots) {
  usePageMeta(HOME_META);
  return (
    <div className={styles.page}>
      <PcSearchHero kind="home" tab="stays" withTabs title={PC_HOME_HERO.title} subtitle={PC_HOME_HERO.subtitle} search={search} />
      <PcProductLines />
      <div className={styles.banners}>{banners}</div>
      {stayRecommendations}
      {tourRecommendations}
      {hotelRecommendations}
      {popularCities}
      <CommunityLinks />
    </div>
  );
}
