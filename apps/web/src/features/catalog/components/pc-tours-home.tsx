import type { ReactNode } from 'react';
import type { TourItem } from '@minda/contracts/tours';
import { PcCategoryPage, type PcCategoryHomeSlots } from './pc-category-page.tsx';
import { TourThemeLists } from './theme-lists.tsx';
import { TourQuickLinks } from './tour-quick-links.tsx';
import styles from './category-homes.module.css';

/**
 * The PC tours home /tg/index.php (spec 1 §2.1, §2.2): search, banners, the community, airport pickup and
 * eSIM shortcuts, two theme groups, recently viewed (with history), the other groups, popular cities, the
 * select collection and the partner links.
 */
export function PcToursHome({
  banners,
  recentlyViewed,
  popularCities,
  selectCollection,
  onToggleWish,
  search,
}: PcCategoryHomeSlots<TourItem> & { selectCollection: ReactNode }) {
  return (
    <PcCategoryPage line="tours" search={search}>
      <div className={styles.pcBanners}>{banners}</div>
      <TourQuickLinks />
      <TourThemeLists recent={recentlyViewed} onToggleWish={onToggleWish} />
      {popularCities}
      {selectCollection}
    </PcCategoryPage>
  );
}
