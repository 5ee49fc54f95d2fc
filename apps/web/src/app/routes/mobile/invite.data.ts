import { inviteLoader } from '../member-data.ts';

export const loader = inviteLoader;
