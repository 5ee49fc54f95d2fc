import { reviewFormLoader } from '../member-data.ts';

export const loader = reviewFormLoader;
