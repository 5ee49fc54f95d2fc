import { ReservationList } from '../../../features/reservations/components/reservation-list.tsx';

/** /mypage/my_reservation.php: the member's stay and hotel bookings by tab. */
export function Component() {
  return <ReservationList kind="stays" heading="예약 내역" />;
}
