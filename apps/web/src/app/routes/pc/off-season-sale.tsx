import type { StayCard } from '@minda/contracts/stays';
import { SaleListPage } from '../../../features/promotions/components/sale-list-page.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { KIND } from './off-season-sale.data.ts';

/** /main/sale_tab3.php: the off-season sale (rules/promotions), hearts wired. */
export function Component() {
  const toggleWish = useWishToggle();
  return <SaleListPage kind={KIND} onToggleWish={(stay: StayCard) => toggleWish({ kind: 'stay', goodsNo: stay.goodsNo, isWish: stay.isWish })} />;
}
