import { NavLink } from 'react-router';
import { platformPaths, webPaths } from '@minda/contracts/paths';
import { BackOfficeLayout, backOfficeNavStyles as styles } from './back-office-layout.tsx';

/** The manager screens on PC (a top bar with both lists) or in the partner app (a compact bar). */
export type PartnerVariant = 'pc' | 'app';

export const PARTNER_LOGIN_MESSAGE = '파트너 계정으로 로그인해 주세요.';

const DENIED = {
  title: '파트너 전용 화면 | 민다',
  heading: PARTNER_LOGIN_MESSAGE,
  text: '예약 관리는 숙소·투어 파트너 계정으로만 이용할 수 있습니다.',
  login: '파트너 계정으로 로그인',
};

/** The manager's menu: both booking lists and both inquiry lists on PC, bookings and inquiries in the app. */
const PARTNER_MENU: Record<PartnerVariant, readonly { label: string; href: string }[]> = {
  pc: [
    { label: '내 상품', href: webPaths.pc.partnerProducts.href() },
    { label: '숙소 예약 관리', href: webPaths.pc.partnerStayBookings.href() },
    { label: '투어 예약 관리', href: webPaths.pc.partnerTourBookings.href() },
    { label: '숙소 고객 문의', href: webPaths.pc.partnerInquiries.href() },
    { label: '투어 고객 문의', href: webPaths.pc.partnerTourInquiries.href() },
    { label: '후기 관리', href: webPaths.pc.partnerReviews.href() },
  ],
  app: [
    { label: '예약', href: webPaths.mobile.partnerBookings.href() },
    { label: '문의', href: webPaths.mobile.partnerInquiries.href() },
  ],
};

/** The partner's screens: only a partner account gets in (a member or an operator is told to switch accounts). */
export function PartnerLayout({ variant }: { variant: PartnerVariant }) {
  const nav = (
    <nav className={styles.nav} aria-label="파트너 메뉴">
      {PARTNER_MENU[variant].map((link) => (
        <NavLink key={link.href} to={link.href} className={styles.navLink}>
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
  // The partner app is a phone screen: its visitors sign in at the mobile login and come back to the app.
  const loginHref = platformPaths[variant === 'app' ? 'mobile' : 'pc'].login;
  return <BackOfficeLayout role="partner" brand="파트너센터" loginHref={loginHref} denied={DENIED} nav={nav} variant={variant} />;
}

/** As a layout route of the route table, which gives each group of partner screens its variant. */
export function Component({ variant }: { variant: PartnerVariant }) {
  return <PartnerLayout variant={variant} />;
}
