import { profileLoader } from '../member-data.ts';

export const loader = profileLoader;
