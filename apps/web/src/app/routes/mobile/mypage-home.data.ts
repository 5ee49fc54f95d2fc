import { mypageHomeLoader } from '../member-data.ts';

export const loader = mypageHomeLoader;
