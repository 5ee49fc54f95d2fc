import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StayCard, StayTheme } from '@minda/contracts/catalog';
import { EVENT_STAYS_HOME, webPaths } from '@minda/contracts/paths';
import { EVENT_TIME_FLAG } from '@minda/contracts/rules/event-flags';
import { STAYS_HEADER_HEIGHT_PX, THEME_LISTS_BEFORE_RECENT } from '@minda/contracts/rules/limits';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { ChevronRightIcon } from '../../../ui/icons/icons.tsx';
import { PartnerLinks } from '../../../ui/partner-links/partner-links.tsx';
import { StayCardView } from '../../../ui/product-card/product-card.tsx';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { useStayThemes } from '../api/get-stay-themes.ts';
import { CATEGORY_HOMES } from '../category-homes.ts';
import { splitAroundRecent } from '../theme-order.ts';
import { ChipGroupSection } from './chip-group-section.tsx';
import { ThemeSkeleton } from './theme-skeleton.tsx';
import styles from './category-homes.module.css';

type Props = {
  /** Owned by other features; the route passes them in. */
  banners: ReactNode;
  /** The recently viewed carousel, or null when the visitor has no history (then the block is left out). */
  recentlyViewed: ReactNode;
  onToggleWish?: (stay: StayCard) => void;
  /** Whether the event period is on; the event banner link shows only then. */
  eventTime?: boolean;
};

/**
 * The mobile stays home (spec 1 §2.1): header with the fake search box, the event link while the event runs,
 * banners, the first two theme lists, then (with history only) recently viewed and the partner buttons,
 * then the remaining theme lists.
 */
export function MobileStaysHome({ banners, recentlyViewed, onToggleWish, eventTime = EVENT_TIME_FLAG }: Props) {
  const home = CATEGORY_HOMES.stays;
  usePageMeta(home.meta);
  const query = useStayThemes();

  const renderTheme = (theme: StayTheme) => (
    <ChipGroupSection
      key={theme.no}
      title={theme.title}
      groups={theme.items.map((group) => ({ id: group.category, label: group.categoryName, items: group.items }))}
      getKey={(stay) => stay.goodsNo}
      renderItem={(stay) => <StayCardView stay={stay} {...(onToggleWish ? { onWishToggle: () => onToggleWish(stay) } : {})} />}
    />
  );

  let themes: { before: ReactNode; after: ReactNode };
  if (query.data === undefined) {
    themes = {
      before: query.isError ? (
        <ErrorState message="테마 민박을 불러오지 못했어요." onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        Array.from({ length: THEME_LISTS_BEFORE_RECENT }, (_, i) => <ThemeSkeleton key={i} label="테마 민박 불러오는 중" />)
      ),
      after: null,
    };
  } else {
    const { before, after } = splitAroundRecent(query.data);
    themes = { before: before.map(renderTheme), after: after.map(renderTheme) };
  }

  return (
    <>
      <SubHeader title={home.title} search={{ searchType: 'stays', placeholder: home.placeholder }} height={STAYS_HEADER_HEIGHT_PX} />
      <main className={styles.main}>
        {eventTime && (
          <Link to={webPaths.pc.event.href(EVENT_STAYS_HOME)} className={styles.eventBanner} data-testid="stays-event-banner">
            <span>지금 진행 중인 민박 이벤트 보러 가기</span>
            <ChevronRightIcon size={16} />
          </Link>
        )}
        {banners}
        {themes.before}
        {recentlyViewed && (
          <div data-testid="recently-viewed-block">
            {recentlyViewed}
            <PartnerLinks />
          </div>
        )}
        {themes.after}
      </main>
    </>
  );
}
