import { bookingResultLoader } from '../member-data.ts';

export const loader = bookingResultLoader;
