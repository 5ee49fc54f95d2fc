import { useSearchParams } from 'react-router';
import { EventView } from '../../../features/editorial/components/event-view.tsx';

/** /event/view.php?id=gevent&no={no}: one event page in the PC layout. */
export function Component() {
  const [params] = useSearchParams();
  const raw = params.get('no') ?? '';
  const no = /^\d{1,9}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined;
  return <EventView no={no} />;
}
