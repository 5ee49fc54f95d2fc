import { platformPaths, webPaths } from '@minda/contracts/paths';
import { useNavigate, useSearchParams } from 'react-router';
import styles from '../../../features/auth/auth-form.module.css';
import { LoginForm } from '../../../features/auth/login-form.tsx';
import { returnPathFromSearch, withReturnPath } from '../../../features/auth/return-path.ts';
import { usePlatform } from '../../../lib/platform.tsx';

/**
 * /member/login.php?encoded_login_return_page=true&login_return_page=… (PC) and the mobile screens' own
 * /m/1.0/member/login.html: back to the return path, or to the home of the platform the login was on.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const returnPath = returnPathFromSearch(searchParams, platformPaths[usePlatform()].home());
  return (
    <div className={`${styles.page} ${styles.inLayout}`}>
      <title>로그인 | 민다</title>
      <div className={styles.card}>
        <h1 className={styles.title}>로그인</h1>
        <LoginForm
          registerHref={withReturnPath(webPaths.member.register.href(), returnPath)}
          onLoggedIn={() => void navigate(returnPath, { replace: true })}
        />
      </div>
    </div>
  );
}
