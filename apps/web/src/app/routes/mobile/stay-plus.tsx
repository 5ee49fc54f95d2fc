import type { StayCard } from '@minda/contracts/stays';
import { StayPlusPage } from '../../../features/stay-plus/components/stay-plus-page.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';

/** /m/1.0/grp_main/stayplus.html: sub-header, the stay-plus curation, bottom bar. */
export function Component() {
  const toggleWish = useWishToggle();
  return (
    <MobileTabLayout active="home">
      <SubHeader title="스테이플러스" />
      <main>
        <StayPlusPage platform="mobile" onToggleWish={(stay: StayCard) => toggleWish({ kind: 'stay', goodsNo: stay.goodsNo, isWish: stay.isWish })} />
      </main>
    </MobileTabLayout>
  );
}
