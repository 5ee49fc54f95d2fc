import { PartnerProductsScreen } from '../../../features/partner-products/partner-products-screen.tsx';

/** /manager/goods/list.php: the partner's own products with their pages and previews. */
export function Component() {
  return <PartnerProductsScreen />;
}
