import { NavLink } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
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

/** The partner's screens: only a partner account gets in (a member or an operator is told to switch accounts). */
export function PartnerLayout({ variant }: { variant: PartnerVariant }) {
  const nav =
    variant === 'pc' ? (
      <nav className={styles.nav} aria-label="파트너 메뉴">
        <NavLink to={webPaths.pc.partnerStayBookings.href()} className={styles.navLink}>
          숙소 예약 관리
        </NavLink>
        <NavLink to={webPaths.pc.partnerTourBookings.href()} className={styles.navLink}>
          투어 예약 관리
        </NavLink>
      </nav>
    ) : null;
  return <BackOfficeLayout role="partner" brand="파트너센터" loginHref={webPaths.member.login.href} denied={DENIED} nav={nav} variant={variant} />;
}

/** As a layout route of the route table, which gives each group of partner screens its variant. */
export function Component({ variant }: { variant: PartnerVariant }) {
  return <PartnerLayout variant={variant} />;
}
