import type { StayCard } from '@minda/contracts/stays';
import { StayPlusPage } from '../../../features/stay-plus/components/stay-plus-page.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';

/** /stayplus/index.php: the stay-plus curation inside the PC layout, hearts wired. */
export function Component() {
  const toggleWish = useWishToggle();
  return <StayPlusPage platform="pc" onToggleWish={(stay: StayCard) => toggleWish({ kind: 'stay', goodsNo: stay.goodsNo, isWish: stay.isWish })} />;
}
