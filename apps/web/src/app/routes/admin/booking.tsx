import { useParams, type Params } from 'react-router';
import { adminBookingQueryOptions } from '../../../features/admin-bookings/api/get-admin-booking.ts';
import { AdminBookingDetailView } from '../../../features/admin-bookings/admin-booking-detail.tsx';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';
import { Component as NotFound } from '../not-found.tsx';

/** The booking number of the address, or null for what is none. */
const bookNoOf = (params: Params): number | null => {
  const bookNo = Number(params.bookNo);
  return Number.isInteger(bookNo) && bookNo > 0 ? bookNo : null;
};

export const loader = signedInLoader(({ client, params }) => {
  const bookNo = bookNoOf(params);
  return ensureQueries(client, bookNo !== null && adminBookingQueryOptions(bookNo));
});

/** /admin/bookings/:bookNo */
export function Component() {
  const bookNo = bookNoOf(useParams());
  if (bookNo === null) return <NotFound />;
  return <AdminBookingDetailView key={bookNo} bookNo={bookNo} />;
}
