import { useSearchParams } from 'react-router';
import { readBookingFormQuery } from '../../../features/booking/booking-form-query.ts';
import { BookingFormPage } from '../../../features/booking/components/booking-form-page.tsx';
import { startPayment } from '../../../features/payments/start-payment.ts';
import { useGuestPrefill } from '../booking-prefill.ts';
import { useBookingProduct } from '../booking-product.ts';

/** /booking/form.php?type=…: the booking form; the pay button hands off to the payment window. */
export function Component() {
  const [params] = useSearchParams();
  const query = readBookingFormQuery(params);
  const product = useBookingProduct(query);
  const prefill = useGuestPrefill();
  return <BookingFormPage platform="pc" query={query} product={product} prefill={prefill} startPayment={(bookNo) => startPayment(bookNo, 'pc')} />;
}
