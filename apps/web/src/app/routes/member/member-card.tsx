import type { ReactNode } from 'react';
import styles from '../../../features/auth/auth-form.module.css';
import { usePlatform } from '../../../lib/platform.tsx';

/**
 * The card of a member page (login, sign-up, account recovery) inside its platform's layout: on PC it carries
 * the page heading; on mobile the sub-header above it does (routes/mobile/member-screen.tsx).
 */
export function MemberCard({ title, children }: { title: string; children: ReactNode }) {
  const mobile = usePlatform() === 'mobile';
  return (
    <div className={`${styles.page} ${mobile ? styles.inMobileLayout : styles.inLayout}`}>
      <title>{`${title} | 민다`}</title>
      <div className={styles.card}>
        {!mobile && <h1 className={styles.title}>{title}</h1>}
        {children}
      </div>
    </div>
  );
}
