import { eventQueryOptions } from '../../../features/editorial/api/get-event.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';
import { eventNoOf } from '../event-no.ts';

export const loader: ScreenLoader = ({ client, url }) => {
  const no = eventNoOf(url.searchParams);
  return ensureQueries(client, no !== undefined && eventQueryOptions(no));
};
