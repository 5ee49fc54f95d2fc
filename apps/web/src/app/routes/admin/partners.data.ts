import { partnerListQueryOptions } from '../../../features/admin-partners/api/admin-partners.ts';
import { partnersQueryFrom } from '../../../features/admin-partners/partners-params.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

export const loader = signedInLoader(({ client, url }) => ensureQueries(client, partnerListQueryOptions(partnersQueryFrom(url.searchParams))));
