import type { StayCard } from '@minda/contracts/stays';
import { SaleListPage } from '../../../features/promotions/components/sale-list-page.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { KIND } from './sale.data.ts';

/** /main/sale_tab1.php: stays on sale, biggest discount first, hearts wired. */
export function Component() {
  const toggleWish = useWishToggle();
  return <SaleListPage kind={KIND} onToggleWish={(stay: StayCard) => toggleWish({ kind: 'stay', goodsNo: stay.goodsNo, isWish: stay.isWish })} />;
}
