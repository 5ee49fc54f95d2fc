import { StayResults } from '../../../features/stay-search/components/stay-results.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';
import { prefilledSearchBar } from '../stay-search-bar.tsx';

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
