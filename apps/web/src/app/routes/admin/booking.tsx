import { useParams } from 'react-router';
import { AdminBookingDetailView } from '../../../features/admin-bookings/admin-booking-detail.tsx';
import { Component as NotFound } from '../not-found.tsx';

/** /admin/bookings/:bookNo */
export function Component() {
  const bookNo = Number(useParams().bookNo);
  if (!Number.isInteger(bookNo) || bookNo <= 0) return <NotFound />;
  return <AdminBookingDetailView key={bookNo} bookNo={bookNo} />;
}
