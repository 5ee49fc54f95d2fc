import type { ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import type { UserRole } from '@minda/contracts/auth';
import { webPaths } from '@minda/contracts/paths';
import { useCurrentUser } from '../../features/auth/get-current-user.ts';
import { useLogout } from '../../features/auth/logout.ts';
import styles from './back-office-layout.module.css';
import statusStyles from './status-page.module.css';

type Props = {
  /** The only role let in: the server would answer any other account 403 on every call anyway. */
  role: Exclude<UserRole, 'member'>;
  /** After "MINDA" in the bar (파트너센터, 관리자). */
  brand: string;
  /** The login page for a return path (a visitor goes there and comes back). */
  loginHref: (returnPath: string) => string;
  /** What another account reads: the heading, a line, and the login link's text. */
  denied: { title: string; heading: string; text: string; login: string };
  nav?: ReactNode;
  variant?: 'pc' | 'app';
  /** Beside the account's name (the operator's role). */
  accountNote?: string | undefined;
  /** Shown instead of the screen (the operator's role may not open it, or is still being read). */
  instead?: ReactNode;
};

/**
 * The frame of the back offices (partner manager, operator): only `role` gets past it. A visitor goes to the
 * login page and comes back; another account is told to sign in with the right one. A lazy chunk of its
 * own, like the screens under it, so none of this reaches a shopper's first load.
 */
export function BackOfficeLayout({ role, brand, loginHref, denied, nav, variant = 'pc', accountNote, instead }: Props) {
  const { pathname, search } = useLocation();
  const { data: user, isPending } = useCurrentUser();
  const logout = useLogout();
  const returnPath = `${pathname}${search}`;

  if (isPending) return <div aria-busy="true" />;
  if (!user) return <Navigate to={loginHref(returnPath)} replace />;
  if (user.role !== role) {
    return (
      <main className={statusStyles.page}>
        <title>{denied.title}</title>
        <div className={statusStyles.box}>
          <h1 className={statusStyles.title}>{denied.heading}</h1>
          <p className={statusStyles.text}>{denied.text}</p>
          <div className={statusStyles.actions}>
            <Link to={loginHref(returnPath)} className={statusStyles.primary}>
              {denied.login}
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
          MINDA <span>{brand}</span>
        </p>
        {nav}
        <div className={styles.account}>
          <span>
            {user.nickName}님{accountNote ? <span className={styles.accountNote}> · {accountNote}</span> : null}
          </span>
          <button type="button" className={styles.logout} onClick={() => logout.mutate()}>
            로그아웃
          </button>
        </div>
      </header>
      <main className={styles.main}>{instead ?? <Outlet />}</main>
    </div>
  );
}

export const backOfficeNavStyles = { nav: styles.nav, navLink: styles.navLink, refused: styles.refused };
