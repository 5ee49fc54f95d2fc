import type { HotelProperty } from '@minda/contracts/hotels';
import { platformPaths } from '@minda/contracts/paths';
import { usePlatform } from '../../../lib/platform.tsx';
import { HotelCardView } from '../../../ui/product-card/product-card.tsx';
import { useHotelRecommendations } from '../api/get-hotel-recommendations.ts';
import { RecommendListSection } from './recommend-list-section.tsx';

type Props = {
  title?: string;
  description?: string;
  onToggleWish?: (hotel: HotelProperty) => void;
};

/** Recommended hotels (main/hotels/recommendProperties), at most five cards. */
export function HotelRecommendSection({ title = '추천 해외호텔', description = '후기 평점이 높은 인기 호텔', onToggleWish }: Props) {
  return (
    <RecommendListSection
      title={title}
      description={description}
      moreHref={platformPaths[usePlatform()].hotels()}
      query={useHotelRecommendations()}
      noun="호텔"
      getKey={(hotel) => hotel.propertyUuid}
      renderItem={(hotel) => <HotelCardView hotel={hotel} {...(onToggleWish ? { onWishToggle: () => onToggleWish(hotel) } : {})} />}
    />
  );
}
