import { type Params } from 'react-router';
import { adminBookingQueryOptions } from '../../../features/admin-bookings/api/get-admin-booking.ts';
import { bookingAuditQueryOptions } from '../../../features/admin-bookings/api/get-booking-audit.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

/** The booking number of the address, or null for what is none. */
export const bookNoOf = (params: Params): number | null => {
  const bookNo = Number(params.bookNo);
  return Number.isInteger(bookNo) && bookNo > 0 ? bookNo : null;
};

export const loader = signedInLoader(({ client, params }) => {
  const bookNo = bookNoOf(params);
  return ensureQueries(client, bookNo !== null && adminBookingQueryOptions(bookNo), bookNo !== null && bookingAuditQueryOptions(bookNo));
});
