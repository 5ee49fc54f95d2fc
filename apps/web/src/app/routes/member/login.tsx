import { webPaths } from '@minda/contracts/paths';
import { useNavigate, useSearchParams } from 'react-router';
import styles from '../../../features/auth/auth-form.module.css';
import { LoginForm } from '../../../features/auth/login-form.tsx';
import { returnPathFromSearch, withReturnPath } from '../../../features/auth/return-path.ts';

/** /member/login.php?encoded_login_return_page=true&login_return_page=… */
export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const returnPath = returnPathFromSearch(searchParams);
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
