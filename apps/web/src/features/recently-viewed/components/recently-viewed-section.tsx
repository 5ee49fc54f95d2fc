import type { ReactNode } from 'react';
import type { HotelProperty } from '@minda/contracts/hotels';
import type { StayCard } from '@minda/contracts/stays';
import type { TourItem } from '@minda/contracts/tours';
import { RECENTLY_VIEWED_SHOWN } from '@minda/contracts/rules/limits';
import { CardRail } from '../../../ui/card-rail/card-rail.tsx';
import { HotelCardView, StayCardView, TourCardView } from '../../../ui/product-card/product-card.tsx';
import { Section } from '../../../ui/section/section.tsx';
import { SectionSkeleton } from '../../../ui/skeleton/skeletons.tsx';
import { useRecentlyViewedHotels } from '../api/get-recently-viewed-hotels.ts';
import { useRecentlyViewedStays } from '../api/get-recently-viewed-stays.ts';
import { useRecentlyViewedTours } from '../api/get-recently-viewed-tours.ts';
import { recentIds } from '../recently-viewed-store.ts';
import { useRecentlyViewed } from '../use-recently-viewed.ts';

export const RECENTLY_VIEWED_TITLE = '내가 본 상품, 다시 보기';

type Query<T> = { data: T[] | undefined; isError: boolean };

/**
 * The carousel of products seen before. Nothing at all without history, and nothing when the server knows
 * none of them any more (unknown or inactive ids are skipped), so the page never shows an empty block.
 */
function RecentRail<T>({ query, getKey, renderItem }: { query: Query<T>; getKey: (item: T) => string | number; renderItem: (item: T) => ReactNode }) {
  if (query.data === undefined) {
    if (query.isError) return null;
    return (
      <Section title={RECENTLY_VIEWED_TITLE}>
        <SectionSkeleton chips={false} label="최근 본 상품 불러오는 중" />
      </Section>
    );
  }
  const items = query.data.slice(0, RECENTLY_VIEWED_SHOWN);
  if (items.length === 0) return null;
  return (
    <Section title={RECENTLY_VIEWED_TITLE}>
      <CardRail items={items} getKey={getKey} renderItem={renderItem} label="최근 본 상품" />
    </Section>
  );
}

export function RecentlyViewedStays({ onToggleWish }: { onToggleWish?: (stay: StayCard) => void }) {
  const goodsNos = recentIds.stay(useRecentlyViewed('stay'));
  const query = useRecentlyViewedStays(goodsNos);
  if (goodsNos.length === 0) return null;
  return (
    <RecentRail
      query={query}
      getKey={(stay) => stay.goodsNo}
      renderItem={(stay) => <StayCardView stay={stay} {...(onToggleWish ? { onWishToggle: () => onToggleWish(stay) } : {})} />}
    />
  );
}

export function RecentlyViewedTours({ onToggleWish }: { onToggleWish?: (tour: TourItem) => void }) {
  const itemNos = recentIds.tour(useRecentlyViewed('tour'));
  const query = useRecentlyViewedTours(itemNos);
  if (itemNos.length === 0) return null;
  return (
    <RecentRail
      query={query}
      getKey={(tour) => tour.itemNo}
      renderItem={(tour) => <TourCardView tour={tour} {...(onToggleWish ? { onWishToggle: () => onToggleWish(tour) } : {})} />}
    />
  );
}

export function RecentlyViewedHotels({ onToggleWish }: { onToggleWish?: (hotel: HotelProperty) => void }) {
  const propertyIds = recentIds.hotel(useRecentlyViewed('hotel'));
  const query = useRecentlyViewedHotels(propertyIds);
  if (propertyIds.length === 0) return null;
  return (
    <RecentRail
      query={query}
      getKey={(hotel) => hotel.propertyUuid}
      renderItem={(hotel) => <HotelCardView hotel={hotel} {...(onToggleWish ? { onWishToggle: () => onToggleWish(hotel) } : {})} />}
    />
  );
}
