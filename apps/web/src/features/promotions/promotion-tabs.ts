import { webPaths } from '@minda/contracts/paths';

/** The three pages of the discount menu, linked to each other as tabs (their legacy names say so: sale_tab1…). */
export const PROMOTION_TABS = [
  { id: 'sale', label: '특가', href: webPaths.pc.sale.href() },
  { id: 'offSeason', label: '비수기 특가', href: webPaths.pc.offSeasonSale.href() },
  { id: 'coupons', label: '쿠폰', href: webPaths.pc.coupons.href() },
] as const;

export type PromotionTabId = (typeof PROMOTION_TABS)[number]['id'];
