import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { FIXED_SEARCH_BAR_PX, type FixedSearchBarKind } from '@minda/contracts/rules/pc-header';
import { SearchIcon } from '../icons/icons.tsx';
import { useOpenSearch } from './search-launcher.tsx';
import { SEARCH_TABS, type SearchTab } from './search-tabs.ts';
import styles from './search-hero.module.css';

type Props = {
  /** 'home' is the PC home's taller bar, 'product' a product line's: its height is what the header's fixed threshold counts. */
  kind: FixedSearchBarKind;
  title: string;
  subtitle?: string;
  /** The tab the search opens on. */
  tab: SearchTab;
  /** Lets the visitor pick the product line first (the PC home); a product page's bar has no tabs. */
  withTabs?: boolean;
  /** The search widget, passed in by the route (ui cannot import features); it replaces the bar and its tabs. */
  search?: ReactNode;
};

/**
 * The large search band at the top of a PC home. The route passes the search widget in (`search`); without
 * it the band shows a bar that opens the header's search modal on the bar's tab.
 */
export function PcSearchHero({ kind, title, subtitle, tab: initialTab, withTabs = false, search }: Props) {
  const openSearch = useOpenSearch();
  const [tab, setTab] = useState(initialTab);
  const headingId = useId();
  const prompt = SEARCH_TABS.find((t) => t.value === tab)?.prompt;

  return (
    <section
      className={styles.hero}
      style={{ '--hero-height': `${FIXED_SEARCH_BAR_PX[kind]}px` } as CSSProperties}
      aria-labelledby={headingId}
      data-search-bar={kind}
    >
      <h1 id={headingId} className={styles.title}>
        {title}
      </h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      {search ?? (
        <>
          {withTabs && (
            <div className={styles.tabs} role="group" aria-label="검색할 상품">
              {SEARCH_TABS.map((t) => (
                <button key={t.value} type="button" className={styles.tab} aria-pressed={t.value === tab} onClick={() => setTab(t.value)}>
                  {t.label}
                </button>
              ))}
            </div>
          )}
          <button type="button" className={styles.bar} onClick={() => openSearch(tab)} aria-haspopup="dialog">
            <SearchIcon size={22} className={styles.icon} />
            <span className={styles.prompt}>{prompt}</span>
            <span className={styles.go} aria-hidden="true">
              검색
            </span>
          </button>
        </>
      )}
    </section>
  );
}
