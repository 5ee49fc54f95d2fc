import { AccountSecurity } from '../../../features/operators/account-security.tsx';
import styles from '../../../features/admin-bookings/admin-bookings.module.css';

/** /admin/account: the signed-in operator's own account (2단계 인증). */
export function Component() {
  return (
    <>
      <title>내 계정 | 민다 관리자</title>
      <h1 className={styles.title}>내 계정</h1>
      <AccountSecurity />
    </>
  );
}
