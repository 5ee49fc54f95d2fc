import { Link } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { COMPANY_INFO, CUSTOMER_CENTRE_HOURS, INTERMEDIARY_DISCLAIMER } from './company-info.ts';
import styles from './mobile-footer.module.css';
import { CompanyFacts } from './company-facts.tsx';

/** The compact mobile footer: policy links, customer centre hours and the intermediary disclaimer. */
export function MobileFooter() {
  return (
    <footer className={styles.footer}>
      <ul className={styles.links}>
        <li>
          <Link to={webPaths.mobile.notice.href()}>공지사항</Link>
        </li>
        <li>
          <Link to={webPaths.mobile.clause.href()}>이용약관</Link>
        </li>
        <li>
          <Link to={webPaths.mobile.privacy.href()} className={styles.strong}>
            개인정보처리방침
          </Link>
        </li>
      </ul>
      <p className={styles.centre}>
        <strong>고객센터 {COMPANY_INFO.phone}</strong>
        <span>{CUSTOMER_CENTRE_HOURS}</span>
        <span>{COMPANY_INFO.email}</span>
      </p>
      <details className={styles.details}>
        <summary>{COMPANY_INFO.name} 사업자 정보</summary>
        <CompanyFacts className={styles.facts} />
      </details>
      <p className={styles.disclaimer}>{INTERMEDIARY_DISCLAIMER}</p>
      <p className={styles.copy}>© MINDA Corp.</p>
    </footer>
  );
}
