import { useNavigate, useSearchParams } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import styles from '../../../features/auth/auth-form.module.css';
import { LoginForm } from '../../../features/auth/login-form.tsx';
import { toSafePath } from '../../../features/auth/return-path.ts';

/** /admin/login?return=…: the back office's own login (admin accounts only), then back where the operator was. */
export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const returnPath = toSafePath(searchParams.get('return')) ?? webPaths.admin.bookings.href();
  return (
    <div className={styles.page}>
      <title>관리자 로그인 | 민다</title>
      <meta name="robots" content="noindex" />
      <div className={styles.card}>
        <h1 className={styles.title}>관리자 로그인</h1>
        <LoginForm kind="admin" onLoggedIn={() => void navigate(returnPath, { replace: true })} />
      </div>
    </div>
  );
}
