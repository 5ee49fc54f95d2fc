import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { BOTTOM_NAV_HEIGHT_PX } from '@minda/contracts/rules/limits';
import { unreadBadgeText } from '@minda/contracts/rules/price';
import { CalendarIcon, ChatIcon, HeartIcon, HomeIcon, UserIcon } from '../icons/icons.tsx';
import styles from './bottom-nav.module.css';

export const BOTTOM_NAV_TABS = ['home', 'wishes', 'reservations', 'inquiries', 'mypage'] as const;
export type BottomNavTab = (typeof BOTTOM_NAV_TABS)[number];

const TAB_TARGETS: Record<BottomNavTab, { href: string; icon: ReactNode }> = {
  home: { href: webPaths.mobile.home.href(), icon: <HomeIcon /> },
  wishes: { href: webPaths.mobile.wishes.href(), icon: <HeartIcon /> },
  reservations: { href: webPaths.mobile.reservations.href(), icon: <CalendarIcon /> },
  inquiries: { href: webPaths.mobile.inquiries.href(), icon: <ChatIcon /> },
  mypage: { href: webPaths.mobile.mypage.href(), icon: <UserIcon /> },
};

type Props = {
  /** Tab labels come from the caller (spec 1 §2.3), so the bar has no text of its own. */
  labels: Record<BottomNavTab, string>;
  active?: BottomNavTab;
  /** Total unread inquiry messages of the member; the inquiry tab shows a red dot above 0. */
  unreadInquiryCount?: number;
  /** The member's upcoming bookings; the reservation tab shows the count above 0. */
  upcomingReservationCount?: number;
  /** Accessible name of the navigation landmark. */
  label?: string;
};

/** The mobile bottom tab bar: 72 px, fixed to the bottom of the 640 px column. */
export function BottomNav({ labels, active, unreadInquiryCount = 0, upcomingReservationCount = 0, label = '하단 메뉴' }: Props) {
  return (
    <nav className={styles.nav} aria-label={label} style={{ '--bottom-nav-height': `${BOTTOM_NAV_HEIGHT_PX}px` } as CSSProperties}>
      <ul className={styles.list}>
        {BOTTOM_NAV_TABS.map((tab) => {
          const isActive = tab === active;
          const hasDot = tab === 'inquiries' && unreadInquiryCount > 0;
          const badge = tab === 'reservations' && upcomingReservationCount > 0 ? unreadBadgeText(upcomingReservationCount) : null;
          return (
            <li key={tab} className={styles.item}>
              <Link
                to={TAB_TARGETS[tab].href}
                className={styles.link}
                data-active={isActive || undefined}
                {...(isActive ? { 'aria-current': 'page' as const } : {})}
              >
                <span className={styles.icon}>
                  {TAB_TARGETS[tab].icon}
                  {hasDot && <span className={styles.dot} data-testid="unread-dot" />}
                  {badge && (
                    <span className={styles.badge} aria-hidden="true" data-testid="reservation-badge">
                      {badge}
                    </span>
                  )}
                </span>
                <span className={styles.label}>{labels[tab]}</span>
                {hasDot && <span className="visually-hidden">(새 메시지 있음)</span>}
                {badge && <span className="visually-hidden">(예정된 예약 {badge}건)</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
