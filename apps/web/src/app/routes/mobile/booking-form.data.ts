import { bookingFormLoader } from '../member-data.ts';

export const loader = bookingFormLoader;
