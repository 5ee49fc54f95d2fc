import { useId, useMemo, useState } from 'react';
import type { StayCategory, StayRecommendItem } from '@minda/contracts/stays';
import { platformPaths } from '@minda/contracts/paths';
import { usePlatform } from '../../../lib/platform.tsx';
import { CardRail } from '../../../ui/card-rail/card-rail.tsx';
import { chipPanelId, chipTabId, ChipTabs } from '../../../ui/chip-tabs/chip-tabs.tsx';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { StayCardView } from '../../../ui/product-card/product-card.tsx';
import { Section } from '../../../ui/section/section.tsx';
import { SectionSkeleton } from '../../../ui/skeleton/skeletons.tsx';
import { useStayRecommendations } from '../api/get-stay-recommendations.ts';
import { groupStayRecommendations } from '../stay-categories.ts';
import styles from './catalog-sections.module.css';

type Props = {
  title?: string;
  description?: string;
  /** The heart of each card; the app wires the wish feature in. */
  onToggleWish?: (stay: StayRecommendItem) => void;
};

/** Stay recommendations by category chip (평점 좋은 민박, 특가 민박, 즉시예약, 조식 맛집), five cards each. */
export function StayRecommendSection({ title = '민다 추천 한인민박', description = '여행자들의 후기로 고른 민박이에요', onToggleWish }: Props) {
  const query = useStayRecommendations();
  const platform = usePlatform();
  const groups = useMemo(() => groupStayRecommendations(query.data ?? []), [query.data]);
  const [selected, setSelected] = useState<StayCategory | undefined>(undefined);
  const idPrefix = `stay-recommend-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const active = groups.find((group) => group.category === selected) ?? groups[0];

  let content;
  if (query.data === undefined) {
    content = query.isError ? (
      <ErrorState message="추천 민박을 불러오지 못했어요." onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : (
      <SectionSkeleton label="추천 민박 불러오는 중" />
    );
  } else if (!active) {
    content = <p className={styles.empty}>지금은 추천할 민박을 준비 중이에요.</p>;
  } else {
    content = (
      <>
        <ChipTabs
          label="추천 민박 종류"
          idPrefix={idPrefix}
          tabs={groups.map((group) => ({ id: group.category, label: group.label }))}
          selectedId={active.category}
          onSelect={(id) => setSelected(id as StayCategory)}
        />
        <div role="tabpanel" id={chipPanelId(idPrefix)} aria-labelledby={chipTabId(idPrefix, active.category)}>
          <CardRail
            items={active.items}
            resetKey={active.category}
            getKey={(stay) => stay.goodsNo}
            renderItem={(stay) => (
              <StayCardView stay={stay} {...(onToggleWish ? { onWishToggle: () => onToggleWish(stay) } : {})} />
            )}
          />
        </div>
      </>
    );
  }

  return (
    <Section title={title} description={description} more={{ href: platformPaths[platform].stays(), label: '전체보기' }}>
      {content}
    </Section>
  );
}
