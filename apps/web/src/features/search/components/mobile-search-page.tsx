import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import type { SearchType } from '@minda/contracts/search';
import { MODAL_SLIDE_MS } from '@minda/contracts/rules/limits';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { CloseIcon } from '../../../ui/icons/icons.tsx';
import { SEARCH_PAGE_TITLES } from '../search-texts.ts';
import { SearchBar } from './search-bar.tsx';
import styles from './mobile-search-page.module.css';

type Props = {
  searchType: SearchType;
  /** The page follows the chosen tab in its address (searchType) and title. */
  onSearchTypeChange: (searchType: SearchType) => void;
};

/** React Router keeps the history position in history.state.idx: above 0 means there is a page to go back to. */
const canGoBack = () => {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0;
};

/**
 * The mobile search page /m/1.0/grp_main/search_header.html (spec 1 §2.1, §4.2): it slides up, closes with a
 * 300 ms slide down back to where the visitor came from (the home when the page was opened directly), and
 * holds the widget with its three tabs.
 */
export function MobileSearchPage({ searchType, onSearchTypeChange }: Props) {
  const navigate = useNavigate();
  const [closing, setClosing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const title = SEARCH_PAGE_TITLES[searchType];
  usePageMeta({ title: `${title} - 민다`, description: '도시, 민박, 호텔, 투어·티켓을 날짜와 인원에 맞춰 검색해 보세요.' });

  useEffect(() => () => clearTimeout(timer.current), []);

  const close = () => {
    if (closing) return;
    setClosing(true);
    timer.current = setTimeout(() => {
      if (canGoBack()) void navigate(-1);
      else void navigate(webPaths.mobile.home.href(), { replace: true });
    }, MODAL_SLIDE_MS);
  };

  return (
    <div className={styles.sheet} data-closing={closing || undefined} style={{ '--slide-ms': `${MODAL_SLIDE_MS}ms` } as CSSProperties}>
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <button type="button" className={styles.close} aria-label="검색 닫기" onClick={close}>
          <CloseIcon size={24} />
        </button>
      </header>
      <main className={styles.body}>
        <SearchBar searchType={searchType} platform="mobile" tabs onSearchTypeChange={onSearchTypeChange} />
      </main>
    </div>
  );
}
