import { useState, type CSSProperties } from 'react';
import type { StayCard } from '@minda/contracts/stays';
import { STAY_PLUS_MIN_REVIEW_GRADE, STAY_PLUS_PER_ROW } from '@minda/contracts/rules/stay-plus';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ChipTabs, chipPanelId, chipTabId } from '../../../ui/chip-tabs/chip-tabs.tsx';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { PagedStayGrid } from '../../../ui/paged-stay-grid/paged-stay-grid.tsx';
import { ALL, cityOfChip, useStayPlusItems } from '../api/get-stay-plus-items.ts';
import styles from './stay-plus-page.module.css';
import type { Platform } from '@minda/contracts/paths';

type Props = {
  platform: Platform;
  onToggleWish?: (stay: StayCard) => void;
};

const ID_PREFIX = 'stay-plus';

/**
 * 스테이플러스: stays graded 4.5+ with private rooms, for longer and quieter trips. City chips filter the list;
 * "더 보기" loads the next page.
 */
export function StayPlusPage({ platform, onToggleWish }: Props) {
  usePageMeta({
    title: '스테이플러스 - 민다',
    description: '후기 평점 4.5 이상, 개인실을 갖춘 한인민박만 모았어요. 길게 머무는 여행을 위한 스테이플러스.',
  });
  const [cityCode, setCityCode] = useState<string>(ALL);
  const query = useStayPlusItems(cityOfChip(cityCode));
  // The chips come from the unfiltered list's answer, which every answer repeats.
  const cities = query.data?.pages[0]?.cities;
  const items = query.data?.pages.flatMap((p) => p.content) ?? [];
  const Heading = platform === 'pc' ? 'h1' : 'h2';

  return (
    <section className={styles.page} data-platform={platform} style={{ '--per-row': STAY_PLUS_PER_ROW[platform] } as CSSProperties}>
      <div className={styles.hero}>
        <p className={styles.eyebrow}>STAY PLUS</p>
        <Heading className={styles.title}>오래 머물고 싶은 민박, 스테이플러스</Heading>
        <p className={styles.lead}>
          후기 평점 {STAY_PLUS_MIN_REVIEW_GRADE} 이상, 개인실을 갖춘 숙소만 골랐어요. 한 달 살기도 편안하게.
        </p>
      </div>
      {cities && cities.length > 0 && (
        <ChipTabs
          tabs={[{ id: ALL, label: '전체' }, ...cities.map((c) => ({ id: c.category, label: `${c.categoryName} ${c.count}` }))]}
          selectedId={cityCode}
          onSelect={setCityCode}
          label="도시"
          idPrefix={ID_PREFIX}
        />
      )}
      <div
        id={chipPanelId(ID_PREFIX)}
        className={styles.panel}
        {...(cities ? { role: 'tabpanel', 'aria-labelledby': chipTabId(ID_PREFIX, cityCode) } : {})}
      >
        {query.isPending && (
          <div role="status" aria-label="스테이플러스 불러오는 중" aria-busy="true" className={styles.grid}>
            {Array.from({ length: STAY_PLUS_PER_ROW[platform] * 2 }, (_, i) => (
              <span key={i} className={styles.skeleton} data-skeleton="card" />
            ))}
          </div>
        )}
        {query.isError && items.length === 0 && (
          <ErrorState message="스테이플러스를 불러오지 못했어요." onRetry={() => void query.refetch()} retrying={query.isFetching} />
        )}
        <PagedStayGrid stays={items} query={query} gridClassName={styles.grid} emptyText="조건에 맞는 숙소가 아직 없어요." onToggleWish={onToggleWish} />
      </div>
    </section>
  );
}
