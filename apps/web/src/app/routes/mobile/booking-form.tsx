import { useSearchParams } from 'react-router';
import { readBookingFormQuery } from '../../../features/booking/booking-form-query.ts';
import { BookingFormPage } from '../../../features/booking/components/booking-form-page.tsx';
import { startPayment } from '../../../features/payments/start-payment.ts';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { useGuestPrefill } from '../booking-prefill.ts';
import { useBookingProduct } from '../booking-product.ts';

/** /m/1.0/booking/form.html?type=…: sub-header and the booking form; the pay button hands off to the payment window. */
export function Component() {
  const [params] = useSearchParams();
  const query = readBookingFormQuery(params);
  const product = useBookingProduct(query);
  const prefill = useGuestPrefill();
  return (
    <>
      <SubHeader title="예약하기" />
      <main>
        <BookingFormPage platform="mobile" query={query} product={product} prefill={prefill} startPayment={(bookNo) => startPayment(bookNo, 'mobile')} />
      </main>
    </>
  );
}
