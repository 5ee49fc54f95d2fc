import { auditLogQueryOptions } from '../../../features/audit-log/api/audit-log.ts';
import { auditQueryFrom } from '../../../features/audit-log/audit-log-params.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

export const loader = signedInLoader(({ client, url }) => ensureQueries(client, auditLogQueryOptions(auditQueryFrom(url.searchParams))));
