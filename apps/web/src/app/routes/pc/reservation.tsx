import { startPayment } from '../../../features/payments/start-payment.ts';
import { ReservationDetail } from '../../../features/reservations/components/reservation-detail.tsx';
import { bookingInquiry } from '../booking-inquiry.tsx';

/** /mypage/v.my_reservation.php and /mypage/my_tg_reserve_view.php?bookno=: one booking, its state and what can be done in it. */
export function Component() {
  return <ReservationDetail onPay={(bookNo) => startPayment(bookNo, 'pc')} inquiry={bookingInquiry('pc')} heading="예약 상세" />;
}
