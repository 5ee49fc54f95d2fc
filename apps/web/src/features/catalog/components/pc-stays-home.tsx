import type { StayCard } from '@minda/contracts/stays';
import { PcCategoryPage, type PcCategoryHomeSlots } from './pc-category-page.tsx';
import { StayThemeLists } from './theme-lists.tsx';
import styles from './category-homes.module.css';

/**
 * The PC stays landing /stay/index.php (spec 1 §2.2): the search box without tabs, popular cities, promotion
 * banners, the first two theme rows, recently viewed (with history only), the remaining rows, then the
 * insurance and car-rental tiles.
 */
export function PcStaysHome({ popularCities, banners, recentlyViewed, onToggleWish, search }: PcCategoryHomeSlots<StayCard>) {
  return (
    <PcCategoryPage line="stays" search={search}>
      {popularCities}
      <div className={styles.pcBanners}>{banners}</div>
      <StayThemeLists recent={recentlyViewed} onToggleWish={onToggleWish} />
    </PcCategoryPage>
  );
}
