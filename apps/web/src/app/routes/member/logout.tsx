import { useEffect, useRef } from 'react';
import { webPaths } from '@minda/contracts/paths';
import styles from '../../../features/auth/auth-form.module.css';
import { logout } from '../../../features/auth/logout.ts';

/** /member/logout.php: ends the session, then a full replace to the mobile home so no member data stays in memory. */
export function Component() {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice in development
    started.current = true;
    void logout()
      .catch(() => undefined)
      .finally(() => window.location.replace(webPaths.mobile.home.href()));
  }, []);
  return (
    <main className={styles.status} aria-busy="true">
      <title>로그아웃 | 민다</title>
      <p role="status">로그아웃 중입니다…</p>
    </main>
  );
}
