import { useSearchParams } from 'react-router';
import { EventView } from '../../../features/editorial/components/event-view.tsx';
import { eventNoOf } from '../event-no.ts';

/** /event/view.php?id=gevent&no={no}: one event page in the PC layout. */
export function Component() {
  const [params] = useSearchParams();
  return <EventView no={eventNoOf(params)} />;
}
