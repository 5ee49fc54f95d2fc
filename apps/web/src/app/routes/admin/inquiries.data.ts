import { adminInquiriesQueryFrom, adminInquiriesQueryOptions } from '../../../features/mypage/api/admin-inquiries.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

export const loader = signedInLoader(({ client, url }) => ensureQueries(client, adminInquiriesQueryOptions(adminInquiriesQueryFrom(url.searchParams))));
