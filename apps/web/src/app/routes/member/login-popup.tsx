import { webPaths } from '@minda/contracts/paths';
import { useNavigate } from 'react-router';
import styles from '../../../features/auth/auth-form.module.css';
import { LoginForm } from '../../../features/auth/login-form.tsx';

/**
 * /member/popup.login.php: opened 800x800 by the PC login prompt, which polls for it to close and then finds
 * the new access token cookie. Opened as a normal page (no opener), it behaves like the login page.
 */
export function Component() {
  const navigate = useNavigate();
  const onLoggedIn = () => {
    if (window.opener) window.close();
    // The popup is the PC login's: opened as a page, it goes on to the PC home.
    else void navigate(webPaths.pc.home.href(), { replace: true });
  };
  return (
    <main className={styles.page}>
      <title>로그인 | 민다</title>
      <div className={styles.card}>
        <p className={styles.brand}>MINDA</p>
        <h1 className={styles.title}>로그인</h1>
        <LoginForm registerHref={webPaths.member.register.href()} onLoggedIn={onLoggedIn} />
      </div>
    </main>
  );
}
