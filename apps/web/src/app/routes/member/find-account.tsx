import { Link, useSearchParams } from 'react-router';
import { platformPaths } from '@minda/contracts/paths';
import { RECOVERY_TEXTS } from '@minda/contracts/rules/account-recovery';
import { AccountRecoveryForm, type RecoveryTab } from '../../../features/auth/account-recovery-form.tsx';
import styles from '../../../features/auth/auth-form.module.css';
import { usePlatform } from '../../../lib/platform.tsx';
import { MemberCard } from './member-card.tsx';

const TABS: readonly { tab: RecoveryTab; label: string }[] = [
  { tab: 'id', label: RECOVERY_TEXTS.findIdTab },
  { tab: 'password', label: RECOVERY_TEXTS.resetPasswordTab },
];

/**
 * /member/find_id_pw.php?tab=id|password (PC) and /m/1.0/member/find_id_pw.html?tab=… (mobile): find the
 * login id, or set a new password, by a mailed code.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const { findAccount } = platformPaths[usePlatform()];
  const tab: RecoveryTab = searchParams.get('tab') === 'password' ? 'password' : 'id';
  return (
    <MemberCard title={RECOVERY_TEXTS.pageTitle}>
      <nav className={styles.tabs} aria-label={RECOVERY_TEXTS.pageTitle}>
        {TABS.map((t) => (
          <Link key={t.tab} className={styles.tab} to={findAccount(t.tab)} aria-current={t.tab === tab ? 'page' : undefined} replace>
            {t.label}
          </Link>
        ))}
      </nav>
      {/* A new key per tab starts the steps afresh when the tab changes. */}
      <AccountRecoveryForm key={tab} tab={tab} />
    </MemberCard>
  );
}
