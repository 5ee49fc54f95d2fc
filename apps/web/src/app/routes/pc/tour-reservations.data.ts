import { reservationListLoader } from '../member-data.ts';

export const loader = reservationListLoader('tours', 'pc');
