import { useSearchParams } from 'react-router';
import { eventQueryOptions } from '../../../features/editorial/api/get-event.ts';
import { EventView } from '../../../features/editorial/components/event-view.tsx';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';
import { eventNoOf } from '../event-no.ts';

export const loader: ScreenLoader = ({ client, url }) => {
  const no = eventNoOf(url.searchParams);
  return ensureQueries(client, no !== undefined && eventQueryOptions(no));
};

/** /event/view.php?id=gevent&no={no}: one event page in the PC layout. */
export function Component() {
  const [params] = useSearchParams();
  return <EventView no={eventNoOf(params)} />;
}
