import { PREVIEW_PARAM } from '@minda/contracts/rules/product-preview';

/** What a product page's reads add to their query for a preview (contracts rules/product-preview.ts). */
export const previewQuery = (preview: boolean): { query?: { [PREVIEW_PARAM]: '1' } } => (preview ? { query: { [PREVIEW_PARAM]: '1' } } : {});

/** Whether a product page's address asks for its preview. */
export const asksPreview = (params: URLSearchParams): boolean => params.get(PREVIEW_PARAM) === '1';
