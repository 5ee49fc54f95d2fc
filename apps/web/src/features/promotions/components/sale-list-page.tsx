import type { StayCard } from '@minda/contracts/stays';
import { offSeasonMonth } from '@minda/contracts/rules/promotions';
import { formatCount } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { PagedStayGrid } from '../../../ui/paged-stay-grid/paged-stay-grid.tsx';
import { useSaleStays, type SaleKind } from '../api/get-sale-stays.ts';
import { PromotionTabs } from './promotion-tabs.tsx';
import styles from './promotions.module.css';

type Props = { kind: SaleKind; onToggleWish?: (stay: StayCard) => void; today?: Date };

const COPY: Record<SaleKind, { title: string; eyebrow: string; lead: (month: number) => string; description: string }> = {
  sale: {
    title: '한인민박 특가',
    eyebrow: 'SPECIAL DEAL',
    lead: () => '지금 할인 중인 한인민박을 할인율이 큰 순서로 모았어요.',
    description: '지금 할인 중인 유럽·미주 한인민박을 할인율 높은 순으로 만나 보세요.',
  },
  offSeason: {
    title: '비수기 특가',
    eyebrow: 'OFF-SEASON SALE',
    lead: (month) => `${month}월이 비수기인 도시에서 조식을 주면서 할인까지 하는 민박만 골랐어요. 예약이 많은 순서예요.`,
    description: '비수기 도시의 조식 포함 할인 한인민박. 한적한 여행을 더 가볍게 떠나 보세요.',
  },
};

/** 특가 (/main/sale_tab1.php) and 비수기 특가 (/main/sale_tab3.php): a paged grid of stays on sale. */
export function SaleListPage({ kind, onToggleWish, today = new Date() }: Props) {
  const copy = COPY[kind];
  usePageMeta({ title: `${copy.title} - 민다`, description: copy.description });
  const query = useSaleStays(kind);
  const items = query.data?.pages.flatMap((p) => p.content) ?? [];
  const total = query.data?.pages[0]?.totalElements;

  return (
    <div className={styles.page}>
      <PromotionTabs active={kind} />
      <header className={styles.hero} data-kind={kind}>
        <p className={styles.eyebrow}>{copy.eyebrow}</p>
        <h1 className={styles.title}>{copy.title}</h1>
        <p className={styles.lead}>{copy.lead(offSeasonMonth(today))}</p>
      </header>
      {total !== undefined && <p className={styles.count}>숙소 {formatCount(total)}곳</p>}
      {query.isPending && (
        <div role="status" aria-label={`${copy.title} 불러오는 중`} aria-busy="true" className={styles.grid}>
          {Array.from({ length: 8 }, (_, i) => (
            <span key={i} className={styles.skeleton} />
          ))}
        </div>
      )}
      {query.isError && items.length === 0 && (
        <ErrorState message={`${copy.title} 숙소를 불러오지 못했어요.`} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      <PagedStayGrid stays={items} query={query} gridClassName={styles.grid} emptyText="지금은 진행 중인 특가 숙소가 없어요." onToggleWish={onToggleWish} />
    </div>
  );
}
