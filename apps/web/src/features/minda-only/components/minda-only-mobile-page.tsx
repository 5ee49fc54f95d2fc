import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { useReducedMotion } from '../../../ui/hooks/use-reduced-motion.ts';
import { ChevronLeftIcon } from '../../../ui/icons/icons.tsx';
import { useMindaOnlyCities } from '../api/get-minda-only-cities.ts';
import { activeSectionIndex, mobileSectionScrollTop } from '../mobile-tabs.ts';
import { MindaOnlyHero } from './hero.tsx';
import { IndicatorStrip } from './indicator-strip.tsx';
import { MobileCitySection } from './mobile-city-section.tsx';
import { VerifiedReviews } from './verified-reviews.tsx';
import styles from './minda-only-mobile-page.module.css';

const pageTop = (el: HTMLElement) => el.getBoundingClientRect().top + window.scrollY;

/** /m/1.0/grp_main/minda_only.html without its footer (the route adds the mobile footer). */
export function MindaOnlyMobilePage() {
  const cities = useMindaOnlyCities();
  const list = cities.data ?? [];
  const navigate = useNavigate();
  const reduced = useReducedMotion();
  const sectionsRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

  const sectionTops = () => [...(sectionsRef.current?.querySelectorAll<HTMLElement>('[data-city]') ?? [])].map(pageTop);

  useEffect(() => {
    if (list.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      setActive(Math.max(0, activeSectionIndex(window.scrollY, sectionTops())));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [list.length]);

  const scrollToCity = (index: number) => {
    const top = sectionTops()[index];
    if (top === undefined) return;
    window.scrollTo({ top: mobileSectionScrollTop(top), behavior: reduced ? 'auto' : 'smooth' });
  };

  // Back goes to the previous page, or home when the page was opened directly.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate(webPaths.mobile.home.href()));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <button type="button" className={styles.back} aria-label="뒤로 가기" onClick={() => void goBack()}>
            <ChevronLeftIcon size={24} />
          </button>
          <p className={styles.heading}>MINDA Only</p>
        </div>
        {list.length > 0 && (
          <nav aria-label="MINDA Only 도시">
            <ul className={styles.tabs}>
              {list.map((city, i) => (
                <li key={city.id}>
                  <button
                    type="button"
                    className={i === active ? `${styles.tab} ${styles.activeTab}` : styles.tab}
                    aria-current={i === active ? 'true' : undefined}
                    onClick={() => scrollToCity(i)}
                  >
                    {city.name}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <main>
        <MindaOnlyHero compact onShowProducts={() => scrollToCity(0)} />
        <IndicatorStrip layout="grid" />
        <VerifiedReviews compact />
        {cities.isPending && <div className={styles.loading} aria-busy="true" aria-label="불러오는 중" />}
        {cities.isError && <ErrorState onRetry={() => void cities.refetch()} />}
        <div ref={sectionsRef}>
          {list.map((city) => (
            <MobileCitySection key={city.id} city={city} />
          ))}
        </div>
      </main>
    </div>
  );
}
