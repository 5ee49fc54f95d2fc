import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { useCurrentUser } from '../../features/auth/get-current-user.ts';
import { useLogout } from '../../features/auth/logout.ts';
import styles from './partner-layout.module.css';
import statusStyles from './status-page.module.css';

/** The manager screens on PC (a top bar with both lists) or in the partner app (a compact bar). */
export type PartnerVariant = 'pc' | 'app';

export const PARTNER_LOGIN_MESSAGE = '파트너 계정으로 로그인해 주세요.';

/** The manager's menu: both booking lists and both inquiry lists on PC, bookings and inquiries in the app. */
const PARTNER_MENU: Record<PartnerVariant, readonly { label: string; href: string }[]> = {
  pc: [
    { label: '숙소 예약 관리', href: webPaths.pc.partnerStayBookings.href() },
    { label: '투어 예약 관리', href: webPaths.pc.partnerTourBookings.href() },
    { label: '숙소 고객 문의', href: webPaths.pc.partnerInquiries.href() },
    { label: '투어 고객 문의', href: webPaths.pc.partnerTourInquiries.href() },
  ],
  app: [
    { label: '예약', href: webPaths.mobile.partnerBookings.href() },
    { label: '문의', href: webPaths.mobile.partnerInquiries.href() },
  ],
};

/**
 * The partner's screens: only a partner account gets past this layout. A visitor goes to the login page and
 * comes back; a member (or an operator) is told to sign in with a partner account, since the server would
 * answer every call with 403 anyway. A lazy chunk of its own, like the screens under it, so none of this
 * reaches a shopper's first load.
 */
export function PartnerLayout({ variant }: { variant: PartnerVariant }) {
  const { pathname, search } = useLocation();
  const { data: user, isPending } = useCurrentUser();
  const logout = useLogout();
  const returnPath = `${pathname}${search}`;

  if (isPending) return <div aria-busy="true" />;
  if (!user) return <Navigate to={webPaths.member.login.href(returnPath)} replace />;
  if (user.role !== 'partner') {
    return (
      <main className={statusStyles.page}>
        <title>파트너 전용 화면 | 민다</title>
        <div className={statusStyles.box}>
          <h1 className={statusStyles.title}>{PARTNER_LOGIN_MESSAGE}</h1>
          <p className={statusStyles.text}>예약 관리는 숙소·투어 파트너 계정으로만 이용할 수 있습니다.</p>
          <div className={statusStyles.actions}>
            <Link to={webPaths.member.login.href(returnPath)} className={statusStyles.primary}>
              파트너 계정으로 로그인
            </Link>
            <Link to={webPaths.mobile.home.href()} className={statusStyles.secondary}>
              민다 홈으로
            </Link>
          </div>
        </div>
      </main>
    );
  }

  return (
    <div className={styles.page} data-variant={variant}>
      {/* Back-office screens stay out of search results. */}
      <meta name="robots" content="noindex" />
      <header className={styles.bar}>
        <p className={styles.brand}>
          MINDA <span>파트너센터</span>
        </p>
        <nav className={styles.nav} aria-label="파트너 메뉴">
          {PARTNER_MENU[variant].map((link) => (
            <NavLink key={link.href} to={link.href} className={styles.navLink}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.account}>
          <span>{user.nickName}님</span>
          <button type="button" className={styles.logout} onClick={() => logout.mutate()}>
            로그아웃
          </button>
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}

/** As a layout route of the route table, which gives each group of partner screens its variant. */
export function Component({ variant }: { variant: PartnerVariant }) {
  return <PartnerLayout variant={variant} />;
}
