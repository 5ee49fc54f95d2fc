/** Test support for modules other than bookings: a booking row as a pre-booking leaves it (booking-fixtures.ts). */
export { insertBooking, type FixtureBooking } from '../modules/bookings/booking-fixtures.ts';
