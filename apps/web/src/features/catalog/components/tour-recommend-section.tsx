import type { TourItem } from '@minda/contracts/catalog';
import { webPaths } from '@minda/contracts/paths';
import { RECOMMEND_MAX_ITEMS } from '@minda/contracts/rules/limits';
import { CardRail } from '../../../ui/card-rail/card-rail.tsx';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { TourCardView } from '../../../ui/product-card/product-card.tsx';
import { Section } from '../../../ui/section/section.tsx';
import { SectionSkeleton } from '../../../ui/skeleton/skeletons.tsx';
import { useTourRecommendations } from '../api/get-tour-recommendations.ts';
import styles from './catalog-sections.module.css';

type Props = {
  title?: string;
  description?: string;
  onToggleWish?: (tour: TourItem) => void;
};

/** Recommended tours and tickets, at most five cards. */
export function TourRecommendSection({ title = '추천 투어·티켓', description = '현지에서 즐기는 한국어 투어와 입장권', onToggleWish }: Props) {
  const query = useTourRecommendations();
  const tours = query.data?.slice(0, RECOMMEND_MAX_ITEMS);

  let content;
  if (tours === undefined) {
    content = query.isError ? (
      <ErrorState message="추천 투어·티켓을 불러오지 못했어요." onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : (
      <SectionSkeleton chips={false} label="추천 투어·티켓 불러오는 중" />
    );
  } else if (tours.length === 0) {
    content = <p className={styles.empty}>지금은 추천할 투어·티켓을 준비 중이에요.</p>;
  } else {
    content = (
      <CardRail
        items={tours}
        getKey={(tour) => tour.itemNo}
        renderItem={(tour) => <TourCardView tour={tour} {...(onToggleWish ? { onWishToggle: () => onToggleWish(tour) } : {})} />}
      />
    );
  }

  return (
    <Section title={title} description={description} more={{ href: webPaths.mobile.tours.href(), label: '전체보기' }}>
      {content}
    </Section>
  );
}
