import { useSearchParams } from 'react-router';
import { EventView } from '../../../features/editorial/components/event-view.tsx';
import { MobileEditorialBody } from '../../../features/editorial/components/mobile-body.tsx';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';
import { eventNoOf } from '../event-no.ts';

/** /m/1.0/event/view.html?id=gevent&no={no}: one event on mobile (PC /event/view.php), under the 이벤트 sub-header. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <MobileTabLayout active="home">
      <SubHeader title="이벤트" />
      <MobileEditorialBody>
        <EventView no={eventNoOf(params)} />
      </MobileEditorialBody>
    </MobileTabLayout>
  );
}
