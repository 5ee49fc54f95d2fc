import { Link, useSearchParams } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { RECOVERY_TEXTS } from '@minda/contracts/rules/account-recovery';
import { AccountRecoveryForm, type RecoveryTab } from '../../../features/auth/account-recovery-form.tsx';
import styles from '../../../features/auth/auth-form.module.css';

const TABS: readonly { tab: RecoveryTab; label: string }[] = [
  { tab: 'id', label: RECOVERY_TEXTS.findIdTab },
  { tab: 'password', label: RECOVERY_TEXTS.resetPasswordTab },
];

/** /member/find_id_pw.php?tab=id|password: find the login id, or set a new password, by a mailed code. */
export function Component() {
  const [searchParams] = useSearchParams();
  const tab: RecoveryTab = searchParams.get('tab') === 'password' ? 'password' : 'id';
  return (
    <div className={`${styles.page} ${styles.inLayout}`}>
      <title>{`${RECOVERY_TEXTS.pageTitle} | 민다`}</title>
      <div className={styles.card}>
        <h1 className={styles.title}>{RECOVERY_TEXTS.pageTitle}</h1>
        <nav className={styles.tabs} aria-label={RECOVERY_TEXTS.pageTitle}>
          {TABS.map((t) => (
            <Link key={t.tab} className={styles.tab} to={webPaths.member.findAccount.href(t.tab)} aria-current={t.tab === tab ? 'page' : undefined} replace>
              {t.label}
            </Link>
          ))}
        </nav>
        {/* A new key per tab starts the steps afresh when the tab changes. */}
        <AccountRecoveryForm key={tab} tab={tab} />
      </div>
    </div>
  );
}
