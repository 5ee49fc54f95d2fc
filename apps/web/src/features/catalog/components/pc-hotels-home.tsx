import type { HotelProperty } from '@minda/contracts/hotels';
import { PcCategoryPage, type PcCategoryHomeSlots } from './pc-category-page.tsx';
import { HotelThemeLists } from './theme-lists.tsx';
import styles from './category-homes.module.css';

/** The PC hotels home /stay/hotel.php: search, banners, hotel themes with city chips, recently viewed, popular cities. */
export function PcHotelsHome({ banners, recentlyViewed, popularCities, onToggleWish, search }: PcCategoryHomeSlots<HotelProperty>) {
  return (
    <PcCategoryPage line="hotels" search={search}>
      <div className={styles.pcBanners}>{banners}</div>
      <HotelThemeLists recent={recentlyViewed} onToggleWish={onToggleWish} />
      {popularCities}
    </PcCategoryPage>
  );
}
