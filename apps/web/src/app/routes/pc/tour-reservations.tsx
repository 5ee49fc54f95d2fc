import { ReservationList } from '../../../features/reservations/components/reservation-list.tsx';

/** /mypage/my_tg_reserve.php?tab=all&astep=&Page=0: the member's tour and ticket bookings by tab. */
export function Component() {
  return <ReservationList kind="tours" heading="투어·티켓 예약 내역" />;
}
