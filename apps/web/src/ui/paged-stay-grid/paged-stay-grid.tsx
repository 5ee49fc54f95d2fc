import type { StayCard } from '@minda/contracts/stays';
import { StayCardView } from '../product-card/product-card.tsx';
import styles from './paged-stay-grid.module.css';

/** The parts of a TanStack infinite query the grid reads; `data` is only checked for "answered yet". */
type PagedQuery = {
  data: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

type Props = {
  stays: readonly StayCard[];
  query: PagedQuery;
  /** The page's own grid: column count and gaps differ between pages. */
  gridClassName: string | undefined;
  emptyText: string;
  onToggleWish?: ((stay: StayCard) => void) | undefined;
};

/**
 * The paged list of stay cards the sale and stay-plus pages share: an empty line, the grid, and "더 보기"
 * for the next page. Rendered as siblings so the page's flex column keeps spacing and centring them.
 */
export function PagedStayGrid({ stays, query, gridClassName, emptyText, onToggleWish }: Props) {
  return (
    <>
      {query.data !== undefined && stays.length === 0 && <p className={styles.empty}>{emptyText}</p>}
      {stays.length > 0 && (
        <ul className={gridClassName}>
          {stays.map((stay, i) => (
            <li key={stay.goodsNo}>
              <StayCardView stay={stay} priority={i < 4} {...(onToggleWish ? { onWishToggle: () => onToggleWish(stay) } : {})} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <button type="button" className={styles.more} onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? '불러오는 중…' : '더 보기'}
        </button>
      )}
    </>
  );
}
