import { inquiryDeskLoader } from '../member-data.ts';

export const loader = inquiryDeskLoader;
