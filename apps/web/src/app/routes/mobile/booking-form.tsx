import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../features/auth/get-current-user.ts';
import { readBookingFormQuery } from '../../../features/booking/booking-form-query.ts';
import { BookingFormPage } from '../../../features/booking/components/booking-form-page.tsx';
import { guestPrefill } from '../../../features/booking/guest-prefill.ts';
import { startPayment } from '../../../features/payments/start-payment.ts';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { useBookingProduct } from '../booking-product.ts';

/** /m/1.0/booking/form.html?type=…: sub-header and the booking form; the pay button hands off to the payment window. */
export function Component() {
  const [params] = useSearchParams();
  const query = readBookingFormQuery(params);
  const product = useBookingProduct(query);
  const { data: user } = useCurrentUser();
  return (
    <>
      <SubHeader title="예약하기" />
      <main>
        <BookingFormPage platform="mobile" query={query} product={product} prefill={guestPrefill(user)} startPayment={(bookNo) => startPayment(bookNo, 'mobile')} />
      </main>
    </>
  );
}
