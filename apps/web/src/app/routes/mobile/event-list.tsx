import { EventList } from '../../../features/promotions/components/event-list.tsx';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';

/** /m/1.0/event/list.html: sub-header, every event, bottom bar. */
export function Component() {
  return (
    <MobileTabLayout active="home">
      <SubHeader title="이벤트" />
      <main>
        <EventList />
      </main>
    </MobileTabLayout>
  );
}
