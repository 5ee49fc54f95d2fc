import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { HotelProperty, HotelTheme } from '@minda/contracts/hotels';
import type { StayCard, StayTheme } from '@minda/contracts/stays';
import type { TourItem, TourThemeGroup } from '@minda/contracts/tours';
import { THEME_LISTS_BEFORE_RECENT } from '@minda/contracts/rules/limits';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { HotelCardView, StayCardView } from '../../../ui/product-card/product-card.tsx';
import { useHotelThemes } from '../api/get-hotel-themes.ts';
import { useStayThemes } from '../api/get-stay-themes.ts';
import { useTourThemes } from '../api/get-tour-themes.ts';
import { splitAroundRecent } from '../theme-order.ts';
import { ChipGroupSection, type ChipGroup } from './chip-group-section.tsx';
import { ThemeSkeleton } from './theme-skeleton.tsx';
import styles from './category-homes.module.css';
import { TourThemeGroupSection } from './tour-theme-group-section.tsx';

type ThemeListsProps<T> = {
  query: UseQueryResult<T[]>;
  renderList: (list: T) => ReactNode;
  /** The recently viewed block, or null without history: it goes after the first `before` lists. */
  recent: ReactNode;
  before?: number;
  /** Skeleton lists while loading, and whether they show chips. */
  skeletons?: number;
  chips?: boolean;
  loadingLabel: string;
  errorMessage: string;
};

/**
 * The theme lists of a category home (spec 1 §2.1, §2.2): the first lists, the recently viewed block, then the
 * rest. While the lists load, skeletons stand in for the first ones and the recent block still shows.
 */
function ThemeLists<T>({ query, renderList, recent, before = THEME_LISTS_BEFORE_RECENT, skeletons = before, chips = true, loadingLabel, errorMessage }: ThemeListsProps<T>) {
  const recentBlock = recent ? <div data-testid="recently-viewed-block">{recent}</div> : null;
  if (query.data === undefined) {
    return (
      <>
        {query.isError ? (
          <ErrorState message={errorMessage} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          // Loaded, the lists run longer than a screen: holding a screen keeps what follows from being pushed across the view.
          <div className={styles.themesLoading}>
            {Array.from({ length: skeletons }, (_, i) => (
              <ThemeSkeleton key={i} chips={chips} label={loadingLabel} />
            ))}
          </div>
        )}
        {recentBlock}
      </>
    );
  }
  const lists = splitAroundRecent(query.data, before);
  return (
    <>
      {lists.before.map(renderList)}
      {recentBlock}
      {lists.after.map(renderList)}
    </>
  );
}

type ListsProps<T> = { recent: ReactNode; onToggleWish?: ((item: T) => void) | undefined };

/** A theme as the chip section draws it: a chip per city group. */
type ChipTheme<T> = { key: number; title: string; groups: ChipGroup<T>[] };

type ChipThemeListsProps<L, T> = Omit<ThemeListsProps<L>, 'renderList'> & {
  toChipTheme: (list: L) => ChipTheme<T>;
  getKey: (item: T) => string | number;
  renderCard: (item: T) => ReactNode;
};

function ChipThemeLists<L, T>({ toChipTheme, getKey, renderCard, ...lists }: ChipThemeListsProps<L, T>) {
  return (
    <ThemeLists
      {...lists}
      renderList={(list) => {
        const theme = toChipTheme(list);
        return <ChipGroupSection key={theme.key} title={theme.title} groups={theme.groups} getKey={getKey} renderItem={renderCard} />;
      }}
    />
  );
}

/** Stay themes, each a chip per city with that city's stays. */
export function StayThemeLists({ recent, onToggleWish }: ListsProps<StayCard>) {
  return (
    <ChipThemeLists
      query={useStayThemes()}
      recent={recent}
      loadingLabel="테마 민박 불러오는 중"
      errorMessage="테마 민박을 불러오지 못했어요."
      toChipTheme={(theme: StayTheme) => ({
        key: theme.no,
        title: theme.title,
        groups: theme.items.map((city) => ({ id: city.category, label: city.categoryName, items: city.items })),
      })}
      getKey={(stay) => stay.goodsNo}
      renderCard={(stay) => <StayCardView stay={stay} {...(onToggleWish ? { onWishToggle: () => onToggleWish(stay) } : {})} />}
    />
  );
}

/** Hotel themes, each a chip per city; every theme comes before the recent block. */
export function HotelThemeLists({ recent, onToggleWish }: ListsProps<HotelProperty>) {
  return (
    <ChipThemeLists
      query={useHotelThemes()}
      recent={recent}
      before={Infinity}
      skeletons={1}
      loadingLabel="호텔 테마 불러오는 중"
      errorMessage="호텔 테마를 불러오지 못했어요."
      toChipTheme={(theme: HotelTheme) => ({
        key: theme.id,
        title: theme.name,
        groups: theme.cityHotels.map((city) => ({ id: String(city.id), label: city.cityName, items: city.properties })),
      })}
      getKey={(hotel) => hotel.propertyUuid}
      renderCard={(hotel) => <HotelCardView hotel={hotel} {...(onToggleWish ? { onWishToggle: () => onToggleWish(hotel) } : {})} />}
    />
  );
}

/** Tour theme groups, each a block of at most four cards per theme. */
export function TourThemeLists({ recent, onToggleWish }: ListsProps<TourItem>) {
  return (
    <ThemeLists
      query={useTourThemes()}
      recent={recent}
      chips={false}
      loadingLabel="투어·티켓 테마 불러오는 중"
      errorMessage="투어·티켓 테마를 불러오지 못했어요."
      renderList={(group: TourThemeGroup) => (
        <TourThemeGroupSection key={group.themeGroupNo} group={group} {...(onToggleWish ? { onToggleWish } : {})} />
      )}
    />
  );
}
