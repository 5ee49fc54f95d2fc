import type { StayCard } from '@minda/contracts/stays';
import { saleStaysQueryOptions, type SaleKind } from '../../../features/promotions/api/get-sale-stays.ts';
import { SaleListPage } from '../../../features/promotions/components/sale-list-page.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { ensureFirstPage, type ScreenLoader } from '../../route-data.ts';

const KIND: SaleKind = 'offSeason';

export const loader: ScreenLoader = ({ client }) => ensureFirstPage(client, saleStaysQueryOptions(KIND));

/** /main/sale_tab3.php: the off-season sale (rules/promotions), hearts wired. */
export function Component() {
  const toggleWish = useWishToggle();
  return <SaleListPage kind={KIND} onToggleWish={(stay: StayCard) => toggleWish({ kind: 'stay', goodsNo: stay.goodsNo, isWish: stay.isWish })} />;
}
