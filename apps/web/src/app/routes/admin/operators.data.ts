import { operatorsQueryOptions } from '../../../features/operators/api/operators.ts';
import { operatorsQueryFrom } from '../../../features/operators/operators-params.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

export const loader = signedInLoader(({ client, url }) => ensureQueries(client, operatorsQueryOptions(operatorsQueryFrom(url.searchParams))));
