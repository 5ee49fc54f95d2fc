import type { CSSProperties, ReactNode } from 'react';
import { BOTTOM_NAV_HEIGHT_PX } from '@minda/contracts/rules/limits';
import { useCurrentUser } from '../../features/auth/get-current-user.ts';
import { useUnreadTotal } from '../../features/chat/use-unread-total.ts';
import { useReservationCount } from '../../features/reservations/api/get-reservation-count.ts';
import { BottomNav, type BottomNavTab } from '../../ui/bottom-nav/bottom-nav.tsx';
import styles from './mobile-tab-layout.module.css';

/** Tab labels of the mobile bottom bar (spec 1 §2.3 has them supplied from outside the bar). */
export const MOBILE_TAB_LABELS: Record<BottomNavTab, string> = {
  home: '홈',
  wishes: '찜',
  reservations: '예약',
  inquiries: '문의',
  mypage: '마이',
};

/** A mobile screen with the bottom tab bar: the 640 px column, room for the bar, the member's unread dot and upcoming bookings. */
export function MobileTabLayout({ active, children }: { active: BottomNavTab; children: ReactNode }) {
  const { data: user } = useCurrentUser();
  const { data: reservations } = useReservationCount(Boolean(user));
  const unreadInquiryCount = useUnreadTotal(user?.role === 'member');
  return (
    <div className={styles.backdrop} style={{ '--bottom-nav-height': `${BOTTOM_NAV_HEIGHT_PX}px` } as CSSProperties}>
      <div className={styles.column}>
        {children}
        <BottomNav
          labels={MOBILE_TAB_LABELS}
          active={active}
          unreadInquiryCount={unreadInquiryCount}
          upcomingReservationCount={user ? (reservations?.upcoming ?? 0) : 0}
        />
      </div>
    </div>
  );
}
