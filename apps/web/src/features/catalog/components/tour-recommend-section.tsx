import type { TourItem } from '@minda/contracts/tours';
import { platformPaths } from '@minda/contracts/paths';
import { usePlatform } from '../../../lib/platform.tsx';
import { TourCardView } from '../../../ui/product-card/product-card.tsx';
import { useTourRecommendations } from '../api/get-tour-recommendations.ts';
import { RecommendListSection } from './recommend-list-section.tsx';

type Props = {
  title?: string;
  description?: string;
  onToggleWish?: (tour: TourItem) => void;
};

/** Recommended tours and tickets, at most five cards. */
export function TourRecommendSection({ title = '추천 투어·티켓', description = '현지에서 즐기는 한국어 투어와 입장권', onToggleWish }: Props) {
  return (
    <RecommendListSection
      title={title}
      description={description}
      moreHref={platformPaths[usePlatform()].tours()}
      query={useTourRecommendations()}
      noun="투어·티켓"
      getKey={(tour) => tour.itemNo}
      renderItem={(tour) => <TourCardView tour={tour} {...(onToggleWish ? { onWishToggle: () => onToggleWish(tour) } : {})} />}
    />
  );
}
