import { TotalSearchPage } from '../../../features/total-search/components/total-search-page.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';

/** /main/total_search.php: the site-wide keyword search inside the PC layout, hearts wired for all three lines. */
export function Component() {
  const toggleWish = useWishToggle();
  return (
    <TotalSearchPage
      onToggleStayWish={(stay) => toggleWish({ kind: 'stay', goodsNo: stay.goodsNo, isWish: stay.isWish })}
      onToggleTourWish={(tour) => toggleWish({ kind: 'tour', itemNo: tour.itemNo, category: tour.category, isWish: tour.isWish })}
      onToggleHotelWish={(hotel) => toggleWish({ kind: 'hotel', propertyUuid: hotel.propertyUuid, isWish: hotel.isWish })}
    />
  );
}
