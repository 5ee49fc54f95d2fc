import { startPayment } from '../../../features/payments/start-payment.ts';
import { ReservationDetail } from '../../../features/reservations/components/reservation-detail.tsx';
import { bookingInquiry } from '../booking-inquiry.tsx';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';

/** /m/1.0/grp_mypage/my_reservation_view_{1..12}.html and /m/1.0/tg_mypage/view.html?bookno=: one booking in the view of its status. */
export function Component() {
  return (
    <MobileTabLayout active="reservations">
      <SubHeader title="예약 상세" />
      <ReservationDetail onPay={(bookNo) => startPayment(bookNo, 'mobile')} inquiry={bookingInquiry('mobile')} />
    </MobileTabLayout>
  );
}
