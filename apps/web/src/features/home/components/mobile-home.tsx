import type { ReactNode } from 'react';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { MobileFooter } from '../../../ui/footer/mobile-footer.tsx';
import { HOME_META } from '../home-tiles.ts';
import { CommunityLinks } from './community-links.tsx';
import { HomeHeader } from './home-header.tsx';
import { HomeTilesNav } from './home-tiles-nav.tsx';
import styles from './mobile-home.module.css';

type Slots = {
  /** Sections owned by other features; the route passes them in, so features stay independent. */
  banners: ReactNode;
  stayRecommendations: ReactNode;
  tourRecommendations: ReactNode;
  popularCities: ReactNode;
};

/** The mobile home (spec 1 §2.1): header, tiles, banners, recommendations, popular cities, community, footer. */
export function MobileHome({ banners, stayRecommendations, tourRecommendations, popularCities }: Slots) {
  usePageMeta(HOME_META);
  return (
    <>
      <HomeHeader />
      <main className={styles.main}>
        <HomeTilesNav />
        {banners}
        {stayRecommendations}
        {tourRecommendations}
        {popularCities}
        <CommunityLinks />
      </main>
      <MobileFooter />
    </>
  );
}
