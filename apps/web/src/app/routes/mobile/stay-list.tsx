import { staySearchPagesQueryOptions } from '../../../features/stay-search/api/search-stays.ts';
import { StayResults } from '../../../features/stay-search/components/stay-results.tsx';
import { readStayListState, stayResultsApiQuery } from '../../../features/stay-search/stay-list-state.ts';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';
import { ensureFirstPage, type ScreenLoader } from '../../route-data.ts';
import { prefilledSearchBar } from '../stay-search-bar.tsx';

export const loader: ScreenLoader = ({ client, url }) =>
  ensureFirstPage(client, staySearchPagesQueryOptions(stayResultsApiQuery('mobile', readStayListState(url.searchParams))));

/** /m/1.0/md/stays: sub-header, stay results with filters, sort and infinite scroll, the bottom bar. */
export function Component() {
  const toggleWish = useWishToggle();
  return (
    <MobileTabLayout active="home">
      <SubHeader title="한인민박" />
      <main>
        <StayResults
          platform="mobile"
          renderSearchBar={(prefill) => prefilledSearchBar('mobile', prefill)}
          onToggleWish={(stay) => toggleWish({ kind: 'stay', goodsNo: stay.goodsNo, isWish: stay.isWish })}
        />
      </main>
    </MobileTabLayout>
  );
}
