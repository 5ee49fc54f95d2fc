import type { CSSProperties } from 'react';
import { CITY_CODE_PATTERN } from '@minda/contracts/rules/city-codes';
import { TOUR_RECOMMEND_EMPTY_TEXT, TOUR_RECOMMEND_PER_ROW, TOUR_RECOMMEND_SCROLL_MARGIN_PX, tourRecommendTitle } from '@minda/contracts/rules/tour-recommend';
import type { TourRecommendItem } from '@minda/contracts/tours';
import { ApiError } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import type { Platform } from '@minda/contracts/paths';
import { useTourRecommendPages } from '../api/get-tour-recommend-page.ts';
import { useLoadMoreSentinel } from '../../../ui/hooks/use-load-more-sentinel.ts';
import { TourRecommendCard } from './tour-recommend-card.tsx';
import { TourRecommendPromo } from './tour-recommend-promo.tsx';
import styles from './tour-recommend.module.css';

type Props = {
  /** The city code from ?category=; empty or malformed shows the empty message (the API would refuse it). */
  category: string;
  platform: Platform;
  onToggleWish?: (item: TourRecommendItem) => void;
};

/** Cards drawn first without lazy loading: the first two rows on either platform. */
const PRIORITY_CARDS = 8;

/** The tour recommendation list of one city (spec 2 §2.7): title, promo board, card grid, infinite scroll. */
export function TourRecommendList({ category, platform, onToggleWish }: Props) {
  const valid = CITY_CODE_PATTERN.test(category);
  const perRow = TOUR_RECOMMEND_PER_ROW[platform];
  const query = useTourRecommendPages(category, { enabled: valid });
  const pages = valid ? query.data?.pages : [];
  const items = pages?.flatMap((p) => p.content) ?? [];
  const categoryName = pages?.[0]?.categoryName;
  // An unknown city (404) is shown like a city without tours: there is nothing to list.
  const missing = !valid || (query.error instanceof ApiError && query.error.status === 404) || (pages !== undefined && items.length === 0);
  const title = !missing && categoryName ? tourRecommendTitle(categoryName) : TOUR_RECOMMEND_EMPTY_TEXT;

  usePageMeta({
    title: categoryName ? `${tourRecommendTitle(categoryName)} | 민다` : '인기 트립 상품 | 민다',
    description: categoryName ? `${categoryName}의 인기 투어·티켓을 민다에서 만나 보세요.` : '도시별 인기 투어·티켓을 민다에서 만나 보세요.',
  });

  const sentinelRef = useLoadMoreSentinel<HTMLDivElement>({
    enabled: valid && query.hasNextPage && !query.isFetchingNextPage,
    loadedCount: items.length,
    loadMore: () => void query.fetchNextPage(),
    marginPx: TOUR_RECOMMEND_SCROLL_MARGIN_PX,
  });

  const Heading = platform === 'pc' ? 'h1' : 'h2';
  const loading = valid && query.isPending;
  const failed = valid && query.isError && !missing && items.length === 0;

  return (
    <section className={styles.page} data-platform={platform} style={{ '--per-row': perRow } as CSSProperties}>
      {loading ? (
        <div className={styles.titleSkeleton} aria-hidden="true" />
      ) : (
        <Heading className={styles.title} data-empty={missing || undefined}>
          {failed ? '인기 트립 상품' : title}
        </Heading>
      )}
      <TourRecommendPromo platform={platform} />
      {failed && <ErrorState message="투어·티켓을 불러오지 못했어요." onRetry={() => void query.refetch()} retrying={query.isFetching} />}
      {loading && <CardSkeletons count={perRow * 2} label="투어·티켓 불러오는 중" />}
      {items.length > 0 && (
        <ul className={styles.grid} aria-label={title}>
          {items.map((item, i) => (
            <TourRecommendCard
              key={item.itemNo}
              item={item}
              platform={platform}
              priority={i < PRIORITY_CARDS}
              {...(onToggleWish ? { onToggleWish } : {})}
            />
          ))}
        </ul>
      )}
      {query.isFetchingNextPage && <CardSkeletons count={perRow} label="다음 상품 불러오는 중" />}
      <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
    </section>
  );
}

function CardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true" className={styles.grid}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeletonCard} data-skeleton="card">
          <span className={`${styles.block} ${styles.skeletonImage}`} />
          <span className={`${styles.block} ${styles.skeletonLine}`} />
          <span className={`${styles.block} ${styles.skeletonLineShort}`} />
        </div>
      ))}
    </div>
  );
}
