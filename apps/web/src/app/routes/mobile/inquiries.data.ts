import { inquiryListLoader } from '../member-data.ts';

export const loader = inquiryListLoader;
