import { useEffect, useRef } from 'react';
import { platformPaths } from '@minda/contracts/paths';
import styles from '../../../features/auth/auth-form.module.css';
import { logout } from '../../../features/auth/logout.ts';
import { platformOfPath } from '../../../lib/platform.tsx';

/** The home of the platform the logout was pressed on (the page before, when it was ours); else the PC home, as /member/ is. */
function homeAfterLogout(): string {
  try {
    const from = new URL(document.referrer);
    if (from.origin === window.location.origin) return platformPaths[platformOfPath(from.pathname)].home();
  } catch {
    // No referrer, or not an address.
  }
  return platformPaths.pc.home();
}

/** /member/logout.php: ends the session, then a full replace to the home so no member data stays in memory. */
export function Component() {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice in development
    started.current = true;
    void logout()
      .catch(() => undefined)
      .finally(() => window.location.replace(homeAfterLogout()));
  }, []);
  return (
    <main className={styles.status} aria-busy="true">
      <title>로그아웃 | 민다</title>
      <p role="status">로그아웃 중입니다…</p>
    </main>
  );
}
