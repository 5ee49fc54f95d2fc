import { reservationLoader } from '../member-data.ts';

export const loader = reservationLoader;
