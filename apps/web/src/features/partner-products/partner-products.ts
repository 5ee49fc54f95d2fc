import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerProduct, PartnerProductsResponseSchema } from '@minda/contracts/partner-products';
import { apiPaths, webPaths } from '@minda/contracts/paths';
import { apiGet } from '../../lib/api-client.ts';

/** GET partner/products: the signed-in partner's stays, tours and hotels in every state. */
export const partnerProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['partner-products'] as const,
    queryFn: ({ signal }) => apiGet<typeof PartnerProductsResponseSchema>(apiPaths.partner.products.href(), { signal, ignoreLoginError: false }),
  });

export const usePartnerProducts = () => useQuery(partnerProductsQueryOptions());

/** A product's page on PC; its preview while it is not on sale (only its partner and the operators can open that). */
export function productPageHref(product: PartnerProduct): string {
  const preview = product.status === 'published' ? {} : { preview: '1' as const };
  switch (product.line) {
    case 'stay':
      return webPaths.pc.stayDetail.href(Number(product.id), preview);
    case 'tour':
      return webPaths.pc.tourDetail.href(Number(product.id), preview);
    case 'hotel':
      return webPaths.pc.hotelDetail.href(product.id, preview);
  }
}
