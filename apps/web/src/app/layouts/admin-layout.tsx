import { NavLink } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { BackOfficeLayout, backOfficeNavStyles as styles } from './back-office-layout.tsx';

export const ADMIN_LOGIN_MESSAGE = '관리자 계정으로 로그인해 주세요.';

const DENIED = {
  title: '관리자 전용 화면 | 민다',
  heading: ADMIN_LOGIN_MESSAGE,
  text: '예약·환불 관리는 운영자 계정으로만 이용할 수 있습니다.',
  login: '관리자 계정으로 로그인',
};

/** The operator's back office (PC): only an admin account gets in; a small nav between bookings and refunds. */
export function AdminLayout() {
  const nav = (
    <nav className={styles.nav} aria-label="관리자 메뉴">
      <NavLink to={webPaths.admin.bookings.href()} className={styles.navLink}>
        예약 관리
      </NavLink>
      <NavLink to={webPaths.admin.refunds.href()} className={styles.navLink}>
        환불 관리
      </NavLink>
      <NavLink to={webPaths.admin.inquiries.href()} className={styles.navLink}>
        1:1 문의
      </NavLink>
    </nav>
  );
  return <BackOfficeLayout role="admin" brand="관리자" loginHref={webPaths.admin.login.href} denied={DENIED} nav={nav} />;
}

export function Component() {
  return <AdminLayout />;
}
