import type { ReactNode } from 'react';
import type { HotelProperty, HotelTheme } from '@minda/contracts/catalog';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { PartnerLinks } from '../../../ui/partner-links/partner-links.tsx';
import { HotelCardView } from '../../../ui/product-card/product-card.tsx';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { useHotelThemes } from '../api/get-hotel-themes.ts';
import { CATEGORY_HOMES } from '../category-homes.ts';
import { ChipGroupSection } from './chip-group-section.tsx';
import { ThemeSkeleton } from './theme-skeleton.tsx';
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
  const query = useHotelThemes();

  const renderTheme = (theme: HotelTheme) => (
    <ChipGroupSection
      key={theme.id}
      title={theme.name}
      groups={theme.cityHotels.map((city) => ({ id: String(city.id), label: city.cityName, items: city.properties }))}
      getKey={(hotel) => hotel.propertyUuid}
      renderItem={(hotel) => <HotelCardView hotel={hotel} {...(onToggleWish ? { onWishToggle: () => onToggleWish(hotel) } : {})} />}
    />
  );

  let themes: ReactNode;
  if (query.data === undefined) {
    themes = query.isError ? (
      <ErrorState message="호텔 테마를 불러오지 못했어요." onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : (
      <ThemeSkeleton label="호텔 테마 불러오는 중" />
    );
  } else {
    themes = query.data.map(renderTheme);
  }

  return (
    <>
      <SubHeader title={home.title} search={{ searchType: 'hotel', placeholder: home.placeholder }} />
      <main className={styles.main}>
        {banners}
        {themes}
        {recentlyViewed && <div data-testid="recently-viewed-block">{recentlyViewed}</div>}
        {popularCities}
        <PartnerLinks />
      </main>
    </>
  );
}
