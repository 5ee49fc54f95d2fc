import { inquiryRoomLoader } from '../member-data.ts';

export const loader = inquiryRoomLoader;
