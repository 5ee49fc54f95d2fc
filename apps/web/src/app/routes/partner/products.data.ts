import { partnerProductsQueryOptions } from '../../../features/partner-products/partner-products.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

export const loader = signedInLoader(({ client }) => ensureQueries(client, partnerProductsQueryOptions()));
