import { ReservationList } from '../../../features/reservations/components/reservation-list.tsx';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';

/** /m/1.0/grp_mypage/my_reservation.html (?tab=old: past stays, the review landing): the bottom tab 예약. */
export function Component() {
  return (
    <MobileTabLayout active="reservations">
      <SubHeader title="예약 내역" />
      <ReservationList kind="stays" />
    </MobileTabLayout>
  );
}
