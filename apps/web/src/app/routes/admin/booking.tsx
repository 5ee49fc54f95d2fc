import { useParams } from 'react-router';
import { AdminBookingDetailView } from '../../../features/admin-bookings/admin-booking-detail.tsx';
import { Component as NotFound } from '../not-found.tsx';
import { bookNoOf } from './booking.data.ts';

/** /admin/bookings/:bookNo */
export function Component() {
  const bookNo = bookNoOf(useParams());
  if (bookNo === null) return <NotFound />;
  return <AdminBookingDetailView key={bookNo} bookNo={bookNo} />;
}
