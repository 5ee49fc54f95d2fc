import { currentUserQueryOptions } from '../features/auth/get-current-user.ts';
import { unreadQueryOptions } from '../features/chat/api/get-unread.ts';
import { reservationCountQueryOptions } from '../features/reservations/api/get-reservation-count.ts';
import { ensureQueries, ensureQuery, type ScreenLoader } from './route-data.ts';

/**
 * The root route's loader: what the chrome around every screen reads. Who is signed in (the headers, the login
 * gate); for a member, the unread inquiries (the PC header's badge, the mobile 문의 tab's dot); for anyone signed in
 * on the shopper's mobile pages, the upcoming reservations (the 예약 tab's count).
 */
export const chromeLoader: ScreenLoader = async ({ client, url }) => {
  const user = await ensureQuery(client, currentUserQueryOptions());
  if (!user) return;
  // The shopper's mobile pages (the partner app, /manager_app/, has no tab bar).
  const shopperMobile = url.pathname.startsWith('/m/');
  await ensureQueries(client, user.role === 'member' && unreadQueryOptions(), shopperMobile && reservationCountQueryOptions());
};
