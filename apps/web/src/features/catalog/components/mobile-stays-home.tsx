import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StayCard } from '@minda/contracts/stays';
import { EVENT_STAYS_HOME, webPaths } from '@minda/contracts/paths';
import { EVENT_TIME_FLAG } from '@minda/contracts/rules/event-flags';
import { STAYS_HEADER_HEIGHT_PX } from '@minda/contracts/rules/limits';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ChevronRightIcon } from '../../../ui/icons/icons.tsx';
import { PartnerLinks } from '../../../ui/partner-links/partner-links.tsx';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { CATEGORY_HOMES } from '../category-homes.ts';
import { StayThemeLists } from './theme-lists.tsx';
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
  return (
    <>
      <SubHeader title={home.title} search={{ searchType: home.searchType, placeholder: home.placeholder }} height={STAYS_HEADER_HEIGHT_PX} />
      <main className={styles.main}>
        {eventTime && (
          <Link to={webPaths.pc.event.href(EVENT_STAYS_HOME)} className={styles.eventBanner} data-testid="stays-event-banner">
            <span>지금 진행 중인 민박 이벤트 보러 가기</span>
            <ChevronRightIcon size={16} />
          </Link>
        )}
        {banners}
        <StayThemeLists
          recent={
            recentlyViewed && (
              <>
                {recentlyViewed}
                <PartnerLinks />
              </>
            )
          }
          onToggleWish={onToggleWish}
        />
      </main>
    </>
  );
}
