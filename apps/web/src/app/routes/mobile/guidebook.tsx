import { Guidebook } from '../../../features/mypage/components/guidebook.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';
import { guidebookWishInput } from '../guidebook-wish.ts';

/** /m/1.0/guidebook/main.html: the bottom tab 찜. */
export function Component() {
  const toggleWish = useWishToggle();
  return (
    <MobileTabLayout active="wishes">
      <SubHeader title="찜" />
      <Guidebook onToggleWish={(item) => toggleWish(guidebookWishInput(item))} />
    </MobileTabLayout>
  );
}
