import { reservationListLoader } from '../member-data.ts';

export const loader = reservationListLoader('stays', 'mobile');
