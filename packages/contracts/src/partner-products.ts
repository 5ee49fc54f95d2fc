import { z } from 'zod';
import { PRODUCT_STATUSES } from './admin-publishing.ts';
import { dataEnvelope } from './envelope.ts';

/**
 * `GET partner/products` (issue 57): the signed-in partner's own stays, tours and hotels in every state, for the
 * manager's 내 상품 screen, where each opens its page (on sale) or its preview (rules/product-preview.ts).
 */
export const PARTNER_PRODUCT_LINES = ['stay', 'tour', 'hotel'] as const;
export const PARTNER_PRODUCT_LINE_LABELS: Record<(typeof PARTNER_PRODUCT_LINES)[number], string> = { stay: '한인민박', tour: '투어·티켓', hotel: '호텔' };
/** A partner's products are a handful; the list stops here (the screen says so). */
export const PARTNER_PRODUCTS_MAX = 500;

export const PartnerProductSchema = z.object({
  line: z.enum(PARTNER_PRODUCT_LINES),
  /** goodsNo or itemNo as text, or the hotel's uuid: what its page's address takes. */
  id: z.string(),
  name: z.string(),
  cityName: z.string(),
  status: z.enum(PRODUCT_STATUSES),
});
export type PartnerProduct = z.infer<typeof PartnerProductSchema>;
export const PartnerProductsResponseSchema = dataEnvelope(z.object({ content: z.array(PartnerProductSchema), capped: z.boolean() }));
