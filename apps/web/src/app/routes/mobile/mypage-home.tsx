import { useCurrentUser } from '../../../features/auth/get-current-user.ts';
import { useUnreadTotal } from '../../../features/chat/use-unread-total.ts';
import { MypageHome } from '../../../features/mypage/components/mypage-home.tsx';
import { useReservationCount } from '../../../features/reservations/api/get-reservation-count.ts';
import { reservationLinks } from '../../../features/reservations/reservation-links.ts';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';

/** /m/1.0/mypage/index.html: the bottom tab 마이. */
export function Component() {
  const { data: user } = useCurrentUser();
  const { data: count } = useReservationCount(Boolean(user));
  const unread = useUnreadTotal(user?.role === 'member');
  return (
    <MobileTabLayout active="mypage">
      <SubHeader title="마이페이지" />
      <MypageHome upcomingCount={count?.upcoming} unreadInquiryCount={unread} bookingHref={reservationLinks('mobile').detail} />
    </MobileTabLayout>
  );
}
