import { StayResults } from '../../../features/stay-search/components/stay-results.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { prefilledSearchBar } from '../stay-search-bar.tsx';

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
