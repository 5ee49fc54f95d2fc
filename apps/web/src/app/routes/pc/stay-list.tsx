import { staySearchQueryOptions } from '../../../features/stay-search/api/search-stays.ts';
import { StayResults } from '../../../features/stay-search/components/stay-results.tsx';
import { readStayListState, stayResultsApiQuery } from '../../../features/stay-search/stay-list-state.ts';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';
import { prefilledSearchBar } from '../stay-search-bar.tsx';

export const loader: ScreenLoader = ({ client, url }) =>
  ensureQueries(client, staySearchQueryOptions(stayResultsApiQuery('pc', readStayListState(url.searchParams))));

/** /md/stays: stay results with filters, sort and pages in the PC layout; hearts and the search widget plugged in. */
export function Component() {
  const toggleWish = useWishToggle();
  return (
    <StayResults
      platform="pc"
      renderSearchBar={(prefill) => prefilledSearchBar('pc', prefill)}
      onToggleWish={(stay) => toggleWish({ kind: 'stay', goodsNo: stay.goodsNo, isWish: stay.isWish })}
    />
  );
}
