import { useSearchParams } from 'react-router';
import { readBookingResultQuery } from '../../../features/booking/booking-form-query.ts';
import { BookingResultPage } from '../../../features/booking/components/booking-result-page.tsx';
import { startPayment } from '../../../features/payments/start-payment.ts';

/** /booking/result.php?bookno=&orderId=: where the payment window returns. */
export function Component() {
  const [params] = useSearchParams();
  return <BookingResultPage platform="pc" {...readBookingResultQuery(params)} startPayment={(bookNo) => startPayment(bookNo, 'pc')} />;
}
