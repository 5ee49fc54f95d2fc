import type { CSSProperties } from 'react';
import { MINDA_ONLY_CITY_SPAN_PX, MINDA_ONLY_SIDEBAR_OFFSET_PX } from '@minda/contracts/rules/minda-only';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { useMindaOnlyCities } from '../api/get-minda-only-cities.ts';
import { CitySection } from './city-section.tsx';
import { CitySidebar } from './city-sidebar.tsx';
import { EventBanner } from './event-banner.tsx';
import { MindaOnlyHero } from './hero.tsx';
import { IndicatorStrip } from './indicator-strip.tsx';
import { PcSearchHeader, type HeaderUser } from './pc-search-header.tsx';
import { useCityScroll } from './use-city-scroll.ts';
import { VerifiedReviews } from './verified-reviews.tsx';
import styles from './minda-only-pc-page.module.css';

type Props = {
  /** The member for the header; null for a visitor, undefined while unknown. */
  user: HeaderUser | null | undefined;
  loginHref: string;
};

/** /minda_only/index.php without its footer (the route adds the PC footer). */
export function MindaOnlyPcPage({ user, loginHref }: Props) {
  const cities = useMindaOnlyCities();
  const list = cities.data ?? [];
  const { listRef, active, scrollToCity } = useCityScroll(list.length);
  const layoutVars = {
    '--minda-only-city-span': `${MINDA_ONLY_CITY_SPAN_PX}px`,
    '--minda-only-sidebar-offset': `${MINDA_ONLY_SIDEBAR_OFFSET_PX}px`,
  } as CSSProperties;

  return (
    <div className={styles.page} style={layoutVars}>
      <EventBanner />
      <PcSearchHeader user={user} loginHref={loginHref} />
      <main id="pc-main" tabIndex={-1}>
        <MindaOnlyHero onShowProducts={() => scrollToCity(0)} />
        <IndicatorStrip layout="row" />
        <VerifiedReviews />
        <div className={styles.products}>
          <h2 className="visually-hidden">도시별 MINDA Only 한인민박</h2>
          {cities.isPending && <div className={styles.loading} aria-busy="true" aria-label="불러오는 중" />}
          {cities.isError && <ErrorState onRetry={() => void cities.refetch()} />}
          {list.length > 0 && (
            <div className={styles.layout}>
              <CitySidebar cities={list} active={active} onSelect={scrollToCity} />
              <div ref={listRef} className={styles.sections}>
                {list.map((city) => (
                  <CitySection key={city.id} city={city} />
                ))}
              </div>
            </div>
          )}
        </div>
      </main>
    </div>
  );
}
