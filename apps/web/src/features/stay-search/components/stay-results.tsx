import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { webPaths, type Platform } from '@minda/contracts/paths';
import { INFINITE_SCROLL_MARGIN_PX } from '@minda/contracts/rules/limits';
import { formatWon, formatWonFrom } from '@minda/contracts/rules/price';
import { adultsText, stayPeriodText } from '@minda/contracts/rules/stay-pricing';
import { stayDetailHref } from '@minda/contracts/stay-links';
import { STAY_SEARCH_TYPE_TITLES, STAY_SORT_LABELS, STAY_SORTS } from '@minda/contracts/rules/stay-results';
import type { StaySearchCard, StaySort } from '@minda/contracts/stays';
import { formatResultCount } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { useLoadMoreSentinel } from '../../../ui/hooks/use-load-more-sentinel.ts';
import { stayCardModel } from '../../../ui/product-card/product-card-models.ts';
import { ProductCard } from '../../../ui/product-card/product-card.tsx';
import { useStaySearchPage, useStaySearchPages } from '../api/search-stays.ts';
import {
  hasDates,
  hasFilters,
  NO_FILTERS,
  readStayListState,
  stayListHref,
  stayResultsApiQuery,
  type StayListFilters,
  type StayListState,
} from '../stay-list-state.ts';
import { StayFilters } from './stay-filters.tsx';
import styles from './stay-results.module.css';
import { FIVE_AROUND } from '../../../ui/pager/page-window.ts';
import { Pager } from '../../../ui/pager/pager.tsx';

export type StaySearchPrefill = { cityCode: string; cityName: string; checkInAt: string | null; checkOutAt: string | null; adults: number };

type Props = {
  platform: Platform;
  /** The search widget, which the route module prefills with the page's city, dates and party. */
  renderSearchBar?: (prefill: StaySearchPrefill) => ReactNode;
  onToggleWish?: (stay: StaySearchCard) => void;
};

const SKELETON_COUNT = 6;

/** The price line of a result: the party's total for the stay, or one night from when there are no dates. */
export function stayResultPriceText(stay: Pick<StaySearchCard, 'price' | 'nights'>): string {
  return stay.nights ? `총 ${formatWon(stay.price)} · ${stay.nights}박` : `1박 ${formatWonFrom(stay.price)}`;
}

/**
 * The stay results page (/md/stays on PC, /m/1.0/md/stays on mobile): the stays of a city that can host the
 * party every night of the dates, priced for the stay, with filters and sort kept in the address; pages on
 * PC, infinite scroll on mobile.
 */
export function StayResults({ platform, renderSearchBar, onToggleWish }: Props) {
  const [params] = useSearchParams();
  const state = readStayListState(params);
  const navigate = useNavigate();
  // Mobile keeps the scroll position when a filter or the sort changes; PC starts the new page at the top.
  const go = (next: StayListState) => void navigate(stayListHref(platform, next), { preventScrollReset: platform === 'mobile' });

  const isPc = platform === 'pc';
  const apiQuery = stayResultsApiQuery(platform, state);
  const pcQuery = useStaySearchPage(apiQuery, isPc);
  const mobileQuery = useStaySearchPages(apiQuery, !isPc);
  const first = isPc ? pcQuery.data : mobileQuery.data?.pages[0];
  const items = isPc ? (pcQuery.data?.content ?? []) : (mobileQuery.data?.pages.flatMap((p) => p.content) ?? []);
  const pending = isPc ? pcQuery.isPending : mobileQuery.isPending;
  const failed = isPc ? pcQuery.isError : mobileQuery.isError;
  const refetch = isPc ? pcQuery.refetch : mobileQuery.refetch;
  const fetching = isPc ? pcQuery.isFetching : mobileQuery.isFetching;

  const title = first?.cityName
    ? `${first.cityName} 숙소`
    : state.searchType
      ? STAY_SEARCH_TYPE_TITLES[state.searchType]
      : '숙소 검색 결과';
  usePageMeta({
    title: `${title} - 민다 한인민박`,
    description: '날짜와 인원에 맞는 한인민박을 숙박 요금과 함께 비교해 보세요.',
  });

  const setFilters = (filters: StayListFilters) => go({ ...state, filters, page: 1 });
  const setSort = (sort: StaySort) => go({ ...state, sort, page: 1 });
  const activeSort = state.sort ?? (state.sortType ? undefined : 'recommended');
  const Heading = isPc ? 'h1' : 'h2';

  return (
    <section className={styles.page} data-platform={platform} aria-labelledby="stay-results-title">
      <header className={styles.head}>
        <Heading id="stay-results-title" className={styles.title}>
          {title}
        </Heading>
        <p className={styles.summary} data-testid="stay-results-summary">
          {hasDates(state) ? stayPeriodText(state.checkInAt!, state.checkOutAt!) : '날짜 미정'} · {adultsText(state.adults)}
        </p>
        {state.datesDropped && <p className={styles.notice}>선택한 날짜로는 검색할 수 없어 날짜 없이 보여드려요.</p>}
        {!hasDates(state) && !state.datesDropped && <p className={styles.notice}>날짜를 선택하면 예약 가능한 숙소와 숙박 요금을 보여드려요.</p>}
      </header>
      {renderSearchBar && (
        // The box keeps the widget's closed height while the city's name is on its way (no shift, issue 12).
        <div className={styles.searchBar}>
          {(!state.cityCode || first) &&
            renderSearchBar({
              cityCode: state.cityCode ?? '',
              cityName: first?.cityName ?? '',
              checkInAt: state.checkInAt ?? null,
              checkOutAt: state.checkOutAt ?? null,
              adults: state.adults,
            })}
        </div>
      )}

      <div className={styles.layout}>
        {isPc ? (
          <aside className={styles.side} aria-label="검색 필터">
            <StayFilters filters={state.filters} priceRange={first?.priceRange} onChange={setFilters} />
          </aside>
        ) : (
          <details className={styles.mobileFilters}>
            <summary>필터{hasFilters(state.filters) ? ' (적용 중)' : ''}</summary>
            <StayFilters filters={state.filters} priceRange={first?.priceRange} onChange={setFilters} />
          </details>
        )}

        <div className={styles.results}>
          <div className={styles.toolbar}>
            <p className={styles.count} aria-live="polite">
              {first ? `숙소 ${formatResultCount(first.totalElements)}곳` : ''}
            </p>
            <div role="group" aria-label="정렬" className={styles.sorts}>
              {STAY_SORTS.map((sort) => (
                <button key={sort} type="button" className={styles.sort} aria-pressed={activeSort === sort} onClick={() => setSort(sort)}>
                  {STAY_SORT_LABELS[sort]}
                </button>
              ))}
            </div>
          </div>

          {pending && (
            <div role="status" aria-label="숙소 불러오는 중" aria-busy="true" className={styles.grid}>
              {Array.from({ length: SKELETON_COUNT }, (_, i) => (
                <span key={i} className={styles.skeleton} data-skeleton="card" />
              ))}
            </div>
          )}
          {failed && items.length === 0 && <ErrorState message="숙소를 불러오지 못했어요." onRetry={() => void refetch()} retrying={fetching} />}
          {first && first.totalElements === 0 && <EmptyResults platform={platform} state={state} onClearFilters={() => setFilters(NO_FILTERS)} />}
          {items.length > 0 && (
            <ul className={styles.grid} aria-busy={fetching || undefined} data-testid="stay-results">
              {items.map((stay, i) => (
                <li key={stay.goodsNo}>
                  <ProductCard
                    product={{ ...stayCardModel(stay, platform), href: stayDetailHref(platform, stay.goodsNo, state), priceText: stayResultPriceText(stay) }}
                    priority={i === 0 ? 'lcp' : i < 4}
                    {...(onToggleWish ? { onWishToggle: () => onToggleWish(stay) } : {})}
                  />
                </li>
              ))}
            </ul>
          )}
          {isPc && first && (
            <Pager
              // The API counts pages from 0, the address and the pager from 1.
              current={first.number + 1}
              totalPages={first.totalPages}
              href={(page) => stayListHref(platform, { ...state, page })}
              rule={FIVE_AROUND}
              classNames={{ nav: styles.pagination, number: styles.pageLink, step: styles.pageLink }}
            />
          )}
          {!isPc && mobileQuery.hasNextPage && (
            <LoadMore onLoad={() => void mobileQuery.fetchNextPage()} loading={mobileQuery.isFetchingNextPage} loadedCount={items.length} />
          )}
        </div>
      </div>
    </section>
  );
}

function EmptyResults({ platform, state, onClearFilters }: { platform: Platform; state: StayListState; onClearFilters: () => void }) {
  const withoutDates = stayListHref(platform, { ...state, checkInAt: undefined, checkOutAt: undefined, page: 1 });
  const searchAgain = platform === 'mobile' ? webPaths.mobile.search.href('stays') : webPaths.pc.stays.href();
  return (
    <div className={styles.empty} data-testid="stay-results-empty">
      <p className={styles.emptyTitle}>조건에 맞는 숙소가 없어요.</p>
      <p className={styles.emptyText}>
        {hasFilters(state.filters) ? '필터를 줄이거나 ' : ''}
        {hasDates(state) ? '다른 날짜나 인원으로 찾아보세요.' : '다른 도시를 찾아보세요.'}
      </p>
      <div className={styles.emptyActions}>
        {hasFilters(state.filters) && (
          <button type="button" className={styles.smallButton} onClick={onClearFilters}>
            필터 초기화
          </button>
        )}
        <Link to={searchAgain} className={styles.linkButton}>
          날짜 바꿔 다시 검색
        </Link>
        {hasDates(state) && (
          <Link to={withoutDates} className={styles.linkButton}>
            날짜 없이 보기
          </Link>
        )}
      </div>
    </div>
  );
}

/** Loads the next page when the end of the list comes near; the button does the same without scrolling. */
function LoadMore({ onLoad, loading, loadedCount }: { onLoad: () => void; loading: boolean; loadedCount: number }) {
  const ref = useLoadMoreSentinel<HTMLButtonElement>({ enabled: !loading, loadedCount, loadMore: onLoad, marginPx: INFINITE_SCROLL_MARGIN_PX });
  return (
    <button ref={ref} type="button" className={styles.more} onClick={onLoad} disabled={loading}>
      {loading ? '불러오는 중…' : '숙소 더 보기'}
    </button>
  );
}
