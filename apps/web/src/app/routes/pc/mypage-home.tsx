import { useCurrentUser } from '../../../features/auth/get-current-user.ts';
import { useUnreadTotal } from '../../../features/chat/use-unread-total.ts';
import { MypageHome } from '../../../features/mypage/components/mypage-home.tsx';
import { useReservationCount } from '../../../features/reservations/api/get-reservation-count.ts';
import { reservationLinks } from '../../../features/reservations/reservation-links.ts';

/** /mypage/mypage_home.php: the header's 마이페이지. */
export function Component() {
  const { data: user } = useCurrentUser();
  const { data: count } = useReservationCount(Boolean(user));
  const unread = useUnreadTotal(user?.role === 'member');
  return <MypageHome heading="마이페이지" upcomingCount={count?.upcoming} unreadInquiryCount={unread} bookingHref={reservationLinks('pc').detail} />;
}
