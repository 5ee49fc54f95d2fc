import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../features/auth/get-current-user.ts';
import { readBookingFormQuery } from '../../../features/booking/booking-form-query.ts';
import { BookingFormPage } from '../../../features/booking/components/booking-form-page.tsx';
import { guestPrefill } from '../../../features/booking/guest-prefill.ts';
import { startPayment } from '../../../features/payments/start-payment.ts';
import { useBookingProduct } from '../booking-product.ts';

/** /booking/form.php?type=…: the booking form; the pay button hands off to the payment window. */
export function Component() {
  const [params] = useSearchParams();
  const query = readBookingFormQuery(params);
  const product = useBookingProduct(query);
  const { data: user } = useCurrentUser();
  return <BookingFormPage platform="pc" query={query} product={product} prefill={guestPrefill(user)} startPayment={(bookNo) => startPayment(bookNo, 'pc')} />;
}
