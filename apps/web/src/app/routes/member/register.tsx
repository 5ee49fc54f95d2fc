import { webPaths } from '@minda/contracts/paths';
import { useNavigate, useSearchParams } from 'react-router';
import styles from '../../../features/auth/auth-form.module.css';
import { RegisterForm } from '../../../features/auth/register-form.tsx';
import { returnPathFromSearch } from '../../../features/auth/return-path.ts';

/** /member/register.php: sign up, which also logs in, then back to where the visitor came from. */
export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const returnPath = returnPathFromSearch(searchParams);
  return (
    <div className={`${styles.page} ${styles.inLayout}`}>
      <title>회원가입 | 민다</title>
      <div className={styles.card}>
        <h1 className={styles.title}>회원가입</h1>
        <RegisterForm
          loginHref={webPaths.member.login.href(returnPath === webPaths.mobile.home.href() ? undefined : returnPath)}
          onRegistered={() => void navigate(returnPath, { replace: true })}
          inviteCode={searchParams.get('invite')}
        />
      </div>
    </div>
  );
}
