import { ReservationList } from '../../../features/reservations/components/reservation-list.tsx';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';

/** /m/1.0/tg_mypage/list.html?page=1&scroll_pos=0&tab=past: tour and ticket bookings (tab=past is the review landing). */
export function Component() {
  return (
    <MobileTabLayout active="reservations">
      <SubHeader title="투어·티켓 예약 내역" />
      <ReservationList kind="tours" />
    </MobileTabLayout>
  );
}
