import { z } from 'zod';
import { PRODUCT_STATUSES } from './admin-publishing.ts';

// The contracts of a product's preview (rules/product-preview.ts says what it is).

/** The query of a product's reads that may be previewed. */
export const PreviewQuerySchema = z.object({ preview: z.literal('1', { error: '미리보기는 preview=1 로 요청합니다.' }).optional() });

/** Carried by a previewed answer only: the product's state, for the page's notice. */
export const PreviewStatusSchema = z.enum(PRODUCT_STATUSES);
