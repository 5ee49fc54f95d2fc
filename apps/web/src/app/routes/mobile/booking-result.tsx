import { useSearchParams } from 'react-router';
import { readBookingResultQuery } from '../../../features/booking/booking-form-query.ts';
import { BookingResultPage } from '../../../features/booking/components/booking-result-page.tsx';
import { startPayment } from '../../../features/payments/start-payment.ts';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';

/** /m/1.0/booking/result.html?bookno=&orderId=: where the payment window returns. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <>
      <SubHeader title="예약 결과" />
      <main>
        <BookingResultPage platform="mobile" {...readBookingResultQuery(params)} startPayment={(bookNo) => startPayment(bookNo, 'mobile')} />
      </main>
    </>
  );
}
