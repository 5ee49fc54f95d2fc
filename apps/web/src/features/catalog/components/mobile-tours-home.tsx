import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TourItem } from '@minda/contracts/catalog';
import { TOUR_THEME_AIRPORT_PICKUP, TOUR_THEME_TELECOM_INSURANCE, webPaths } from '@minda/contracts/paths';
import { THEME_LISTS_BEFORE_RECENT } from '@minda/contracts/rules/limits';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { PartnerLinks } from '../../../ui/partner-links/partner-links.tsx';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { useTourThemes } from '../api/get-tour-themes.ts';
import { CATEGORY_HOMES } from '../category-homes.ts';
import { splitAroundRecent } from '../theme-order.ts';
import { ThemeSkeleton } from './theme-skeleton.tsx';
import { TourThemeGroupSection } from './tour-theme-group-section.tsx';
import styles from './category-homes.module.css';

/** Community, airport pickup and eSIM shortcuts of the tours home (spec 1 §2.1). */
export const TOUR_QUICK_LINKS = [
  { id: 'community', label: '동행 찾기', description: '커뮤니티', href: webPaths.mobile.community.href('tripbuddy') },
  { id: 'airport', label: '공항픽업', description: '도착부터 편하게', href: webPaths.mobile.tourTheme.href(TOUR_THEME_AIRPORT_PICKUP) },
  { id: 'esim', label: 'eSIM·유심', description: '데이터·보험', href: webPaths.mobile.tourTheme.href(TOUR_THEME_TELECOM_INSURANCE) },
] as const;

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
  const query = useTourThemes();

  let groups: { before: ReactNode; after: ReactNode };
  if (query.data === undefined) {
    groups = {
      before: query.isError ? (
        <ErrorState message="투어·티켓 테마를 불러오지 못했어요." onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        Array.from({ length: THEME_LISTS_BEFORE_RECENT }, (_, i) => <ThemeSkeleton key={i} chips={false} label="투어·티켓 테마 불러오는 중" />)
      ),
      after: null,
    };
  } else {
    const { before, after } = splitAroundRecent(query.data);
    const render = (group: (typeof query.data)[number]) => (
      <TourThemeGroupSection key={group.themeGroupNo} group={group} {...(onToggleWish ? { onToggleWish } : {})} />
    );
    groups = { before: before.map(render), after: after.map(render) };
  }

  return (
    <>
      <SubHeader title={home.title} search={{ searchType: 'tour', placeholder: home.placeholder }} />
      <main className={styles.main}>
        {banners}
        <nav aria-label="투어 바로가기">
          <ul className={styles.quickLinks}>
            {TOUR_QUICK_LINKS.map((link) => (
              <li key={link.id}>
                <Link to={link.href} className={styles.quickLink}>
                  {link.label}
                  <span className={styles.quickLinkSub}>{link.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {groups.before}
        {recentlyViewed && <div data-testid="recently-viewed-block">{recentlyViewed}</div>}
        {groups.after}
        <PartnerLinks />
      </main>
    </>
  );
}
