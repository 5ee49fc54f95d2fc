import type { CSSProperties } from 'react';
import { useNavigate } from 'react-router';
import type { Platform } from '@minda/contracts/paths';
import {
  TOUR_ALL_TYPES_LABEL,
  TOUR_CATEGORY_TYPE_LABELS,
  TOUR_CATEGORY_TYPES,
  TOUR_LIST_EMPTY_TEXT,
  TOUR_LIST_PER_ROW,
  TOUR_LIST_SORT_LABELS,
  TOUR_LIST_SORTS,
  type TourListSort,
} from '@minda/contracts/rules/tour-list';
import type { TourTypeCounts, ItemCategoryType, TourItem } from '@minda/contracts/tours';
import { formatCount } from '../../../lib/format.ts';
import { ChipTabs, chipPanelId } from '../../../ui/chip-tabs/chip-tabs.tsx';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { TourCardView } from '../../../ui/product-card/product-card.tsx';
import { SectionSkeleton } from '../../../ui/skeleton/skeletons.tsx';
import { tourListHref, type TourListParams } from '../list-params.ts';
import { INFINITE_SCROLL_MARGIN_PX } from '@minda/contracts/rules/limits';
import { useLoadMoreSentinel } from '../../../ui/hooks/use-load-more-sentinel.ts';
import styles from './tour-list.module.css';
import { BLOCKS_OF_TEN } from '../../../ui/pager/page-window.ts';
import { Pager } from '../../../ui/pager/pager.tsx';

/** The fields the city and theme pages share. */
export type TourListPageLike = {
  content: TourItem[];
  counts: TourTypeCounts;
  totalElements: number;
  totalPages: number;
  number: number;
  last: boolean;
};

/** One shape for the PC page query and the mobile infinite query, so one view draws both. */
export type TourListState<P extends TourListPageLike> = {
  page: P | undefined;
  items: TourItem[];
  loading: boolean;
  error: unknown;
  refetch: () => void;
  retrying: boolean;
  loadMore?: { hasMore: boolean; fetching: boolean; fetchNext: () => void };
};

/** The parts of a TanStack query result the view reads (structural, so any page type fits). */
type QueryLike<D> = { data: D | undefined; isPending: boolean; fetchStatus: string; error: unknown; isFetching: boolean; refetch: () => unknown };
type InfiniteLike<P> = QueryLike<{ pages: P[] }> & { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

export function listStateOf<P extends TourListPageLike>(platform: Platform, single: QueryLike<P>, infinite: InfiniteLike<P>): TourListState<P> {
  if (platform === 'pc') {
    return {
      page: single.data,
      items: single.data?.content ?? [],
      loading: single.isPending && single.fetchStatus !== 'idle',
      error: single.error,
      refetch: () => void single.refetch(),
      retrying: single.isFetching,
    };
  }
  const pages = infinite.data?.pages;
  return {
    page: pages?.[0],
    items: pages?.flatMap((p) => p.content) ?? [],
    loading: infinite.isPending && infinite.fetchStatus !== 'idle',
    error: infinite.error,
    refetch: () => void infinite.refetch(),
    retrying: infinite.isFetching,
    loadMore: { hasMore: infinite.hasNextPage, fetching: infinite.isFetchingNextPage, fetchNext: () => void infinite.fetchNextPage() },
  };
}

type Props<P extends TourListPageLike> = {
  platform: Platform;
  /** The page title, once known. */
  title: string | undefined;
  /** Shown instead of the list when the city or theme does not exist. */
  missingText: string | undefined;
  /** The list's own address on this platform (city or theme), which the tabs, sort and pager extend. */
  baseHref: string;
  params: TourListParams;
  /** City lists sort; theme lists keep the operator's order. */
  sortable: boolean;
  state: TourListState<P>;
  onToggleWish?: (tour: TourItem) => void;
};

const TABS_ID = 'tour-list-types';
/** Cards drawn first without lazy loading: the first two rows. */
const PRIORITY_CARDS = 8;

/** A tour list (by city or by theme): type tabs with counts, sort, card grid, pager (PC) or infinite scroll (mobile). */
export function TourListView<P extends TourListPageLike>({ platform, title, missingText, baseHref, params, sortable, state, onToggleWish }: Props<P>) {
  const navigate = useNavigate();
  const go = (next: Partial<TourListParams>) => void navigate(tourListHref(baseHref, platform, { ...params, page: 1, ...next }));
  const { page, items } = state;
  const perRow = TOUR_LIST_PER_ROW[platform];
  const Heading = platform === 'pc' ? 'h1' : 'h2';

  const sentinelRef = useLoadMoreSentinel<HTMLDivElement>({
    enabled: !!state.loadMore?.hasMore && !state.loadMore.fetching,
    loadedCount: items.length,
    loadMore: () => state.loadMore?.fetchNext(),
    marginPx: INFINITE_SCROLL_MARGIN_PX,
  });

  if (missingText !== undefined) {
    return (
      <section className={styles.page} data-platform={platform}>
        <Heading className={styles.missing}>{missingText}</Heading>
      </section>
    );
  }

  const counts = page?.counts;
  const tabs = [
    { id: 'ALL', label: counts ? `${TOUR_ALL_TYPES_LABEL} ${formatCount(Object.values(counts).reduce((a, b) => a + b, 0))}` : TOUR_ALL_TYPES_LABEL },
    ...TOUR_CATEGORY_TYPES.filter((type) => !counts || counts[type] > 0 || type === params.itemCategoryType).map((type) => ({
      id: type,
      label: counts ? `${TOUR_CATEGORY_TYPE_LABELS[type]} ${formatCount(counts[type])}` : TOUR_CATEGORY_TYPE_LABELS[type],
    })),
  ];
  const failed = !!state.error && page === undefined;

  return (
    <section className={styles.page} data-platform={platform} style={{ '--per-row': perRow } as CSSProperties}>
      {title === undefined ? <div className={styles.titleSkeleton} aria-hidden="true" /> : <Heading className={styles.title}>{title}</Heading>}
      <div className={styles.toolbar}>
        <ChipTabs
          tabs={tabs}
          selectedId={params.itemCategoryType ?? 'ALL'}
          onSelect={(id) => go({ itemCategoryType: id === 'ALL' ? undefined : (id as ItemCategoryType) })}
          label="상품 유형"
          idPrefix={TABS_ID}
        />
        {sortable && (
          <label className={styles.sort}>
            <span className="visually-hidden">정렬</span>
            <select value={params.sort} onChange={(e) => go({ sort: e.target.value as TourListSort })}>
              {TOUR_LIST_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {TOUR_LIST_SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <div id={chipPanelId(TABS_ID)} role="tabpanel" aria-label={title ?? '투어·티켓 목록'} className={styles.panel}>
        {/* The count's line is there before the answer, so the cards below it do not move when it fills. */}
        <p className={styles.total}>{page ? `총 ${formatCount(page.totalElements)}개` : '\u00a0'}</p>
        {failed && <ErrorState message="투어·티켓을 불러오지 못했어요." onRetry={state.refetch} retrying={state.retrying} />}
        {state.loading && <SectionSkeleton chips={false} label="투어·티켓 불러오는 중" />}
        {page && items.length === 0 && <p className={styles.empty}>{TOUR_LIST_EMPTY_TEXT}</p>}
        {items.length > 0 && (
          <ul className={styles.grid}>
            {items.map((tour, i) => (
              <li key={tour.itemNo} data-item-no={tour.itemNo} className={styles.cell}>
                <TourCardView tour={tour} priority={i < PRIORITY_CARDS} {...(onToggleWish ? { onWishToggle: () => onToggleWish(tour) } : {})} />
              </li>
            ))}
          </ul>
        )}
        {state.loadMore?.fetching && <SectionSkeleton chips={false} label="다음 상품 불러오는 중" />}
        {state.loadMore && <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />}
        {platform === 'pc' && page && (
          <Pager
            current={params.page}
            totalPages={page.totalPages}
            href={(n) => tourListHref(baseHref, 'pc', { ...params, page: n })}
            rule={BLOCKS_OF_TEN}
            classNames={{ nav: styles.pager, number: styles.pageNumber, step: styles.pageStep }}
            steps="icons"
          />
        )}
      </div>
    </section>
  );
}

