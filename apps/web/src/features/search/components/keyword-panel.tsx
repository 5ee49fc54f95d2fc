import { useEffect } from 'react';
import { SUGGESTION_PLACEHOLDER_ROWS } from '@minda/contracts/rules/search-widget';
import { CloseIcon } from '../../../ui/icons/icons.tsx';
import { highlightParts, optionId, type SuggestionItem } from '../keyword-state.ts';
import type { RecentSearch } from '../recent-searches.ts';
import { NO_SUGGESTIONS_TEXT } from '../search-texts.ts';
import styles from './search-bar.module.css';

const KIND_LABELS: Record<SuggestionItem['type'], string> = {
  city: '도시',
  neighborhood: '지역',
  poi: '명소',
  property: '호텔',
  product: '민박',
  trip: '투어·티켓',
};

export type KeywordPanelProps = {
  listboxId: string;
  /** The typed text (trimmed); empty shows recent searches and popular cities. */
  query: string;
  loading: boolean;
  /** The rows of the listbox: suggestions, or popular cities when nothing is typed or nothing matched. */
  options: SuggestionItem[];
  /** True when `options` are popular cities shown because the query matched nothing. */
  noMatch: boolean;
  activeIndex: number;
  recent: RecentSearch[];
  onPick: (item: SuggestionItem) => void;
  onRecent: (entry: RecentSearch) => void;
  onDeleteRecent: (entry: RecentSearch) => void;
  /** Told once the panel is on screen: the input may point at its listbox only from then on. */
  onShown?: () => void;
};

/** What the keyword pane lists (spec 1 §4.2, §5): suggestions with the match highlighted, or recent searches and popular cities. */
export function KeywordPanel({ listboxId, query, loading, options, noMatch, activeIndex, recent, onPick, onRecent, onDeleteRecent, onShown }: KeywordPanelProps) {
  useEffect(() => onShown?.(), [onShown]);
  if (loading) {
    return (
      <div role="status" aria-label="검색어 추천을 불러오는 중" className={styles.placeholders}>
        {Array.from({ length: SUGGESTION_PLACEHOLDER_ROWS }, (_, i) => (
          <span key={i} className={styles.placeholderRow} data-placeholder-row />
        ))}
      </div>
    );
  }
  const showingPopular = query === '' || noMatch;
  return (
    <div className={styles.keywordPanel}>
      {query === '' && recent.length > 0 ? (
        <section className={styles.panelSection} aria-label="최근 검색">
          <h3 className={styles.panelTitle}>최근 검색</h3>
          <ul className={styles.recentList}>
            {recent.map((entry) => (
              <li key={`${entry.type}-${entry.id}-${entry.neighborhoodId ?? ''}-${entry.pointOfInterestId ?? ''}`} className={styles.recentItem}>
                <button type="button" className={styles.recentButton} onClick={() => onRecent(entry)}>
                  <span className={styles.recentName}>{entry.name}</span>
                  {entry.period || entry.people ? <span className={styles.recentMeta}>{[entry.period, entry.people].filter(Boolean).join(' · ')}</span> : null}
                </button>
                <button type="button" className={styles.recentDelete} aria-label={`최근 검색 ${entry.name} 삭제`} onClick={() => onDeleteRecent(entry)}>
                  <CloseIcon size={14} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {noMatch ? (
        <p className={styles.noMatch} role="status">
          {NO_SUGGESTIONS_TEXT}
        </p>
      ) : null}
      {showingPopular ? <h3 className={styles.panelTitle}>인기 도시</h3> : null}
      {options.length > 0 ? (
        <ul id={listboxId} role="listbox" aria-label={showingPopular ? '인기 도시' : '검색어 추천'} className={styles.options}>
          {options.map((item, i) => (
            <li
              key={`${item.type}-${item.id}-${item.neighborhoodId ?? ''}-${item.pointOfInterestId ?? ''}`}
              id={optionId(listboxId, i)}
              role="option"
              aria-selected={i === activeIndex}
              className={styles.option}
              data-kind={item.type}
              // Keep the focus in the input: a click picks without blurring first.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onPick(item)}
            >
              <span className={styles.optionKind}>{KIND_LABELS[item.type]}</span>
              <span className={styles.optionLabel}>
                {showingPopular
                  ? item.label
                  : highlightParts(item.label, query).map((part, j) =>
                      part.match ? (
                        <mark key={j} className={styles.match}>
                          {part.text}
                        </mark>
                      ) : (
                        <span key={j}>{part.text}</span>
                      ),
                    )}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
