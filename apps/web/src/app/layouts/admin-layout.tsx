import { Link, NavLink, useLocation } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { useCurrentUser } from '../../features/auth/get-current-user.ts';
import { useSignedInOperator } from '../../features/operators/api/get-signed-in-operator.ts';
import { operatorMenu, permissionOfScreen } from '../../features/operators/operator-screens.ts';
import { SessionTimeout } from '../../features/operators/session-timeout.tsx';
import { BackOfficeLayout, backOfficeNavStyles as styles } from './back-office-layout.tsx';

export const ADMIN_LOGIN_MESSAGE = '관리자 계정으로 로그인해 주세요.';

const DENIED = {
  title: '관리자 전용 화면 | 민다',
  heading: ADMIN_LOGIN_MESSAGE,
  text: '예약·환불 관리는 운영자 계정으로만 이용할 수 있습니다.',
  login: '관리자 계정으로 로그인',
};

/**
 * The operator's back office (PC): only an operator account gets in, and sees in the menu only what their role
 * may open (contracts rules/operator-roles.ts); a screen outside the role says so and offers what is open.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const operator = useSignedInOperator(user?.role === 'admin');
  const permissions = operator.data?.permissions ?? [];
  const menu = operatorMenu(permissions);
  const needed = permissionOfScreen(pathname);

  const nav = (
    <nav className={styles.nav} aria-label="관리자 메뉴">
      {menu.map((entry) => (
        <NavLink key={entry.href} to={entry.href} className={styles.navLink}>
          {entry.label}
        </NavLink>
      ))}
    </nav>
  );
  const refused =
    operator.data && needed && !permissions.includes(needed) ? (
      <section className={styles.refused} aria-labelledby="refused-title">
        <title>권한 없음 | 민다 관리자</title>
        <h1 id="refused-title">이 화면을 열 권한이 없습니다.</h1>
        <p>
          {operator.data.roleLabel} 역할로는 이 화면을 열 수 없습니다. 필요하면 최고 관리자에게 권한을 요청해 주세요.
        </p>
        {menu.length > 0 ? (
          <ul aria-label="열 수 있는 화면">
            {menu.map((entry) => (
              <li key={entry.href}>
                <Link to={entry.href}>{entry.label}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    ) : undefined;
  // Until the role is known, no screen: one it may not open would flash its refused data first.
  const instead = operator.isPending && user?.role === 'admin' ? <div aria-busy="true" /> : refused;

  return (
    <>
      <BackOfficeLayout role="admin" brand="관리자" loginHref={webPaths.admin.login.href} denied={DENIED} nav={nav} accountNote={operator.data?.roleLabel} instead={instead} />
      {operator.data ? <SessionTimeout /> : null}
    </>
  );
}

export function Component() {
  return <AdminLayout />;
}
