import { totalSearchLineQueries } from '../../../features/total-search/api/get-total-search.ts';
import { TotalSearchPage } from '../../../features/total-search/components/total-search-page.tsx';
import { readTotalSearchState } from '../../../features/total-search/total-search-params.ts';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';

/** The three lines' results for the address's keyword, tab, sort and page (one request); nothing without a keyword. */
export const loader: ScreenLoader = ({ client, url }) =>
  ensureQueries(client, ...totalSearchLineQueries(client, readTotalSearchState(url.searchParams)).map((line) => line.enabled && line));

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
