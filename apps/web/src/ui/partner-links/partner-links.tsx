import { webPaths } from '@minda/contracts/paths';
import { ChevronRightIcon } from '../icons/icons.tsx';
import { OutboundLink } from '../smart-link/outbound-link.tsx';
import styles from './partner-links.module.css';

const PARTNERS = [
  { id: 'insurance', label: '여행자 보험', description: '출발 전 든든하게 가입하세요', href: webPaths.external.travelInsurance.href() },
  { id: 'carRental', label: '렌터카', description: '해외 렌터카 최저가 비교', href: webPaths.external.carRental.href() },
] as const;

/** The two affiliate buttons (traveller insurance, car rental): outbound, in a new tab, sending no referrer. */
export function PartnerLinks() {
  return (
    <nav className={styles.wrap} aria-label="제휴 서비스">
      <ul className={styles.list}>
        {PARTNERS.map((partner) => (
          <li key={partner.id}>
            <OutboundLink className={styles.link} href={partner.href} data-partner={partner.id}>
              <span className={styles.text}>
                <strong className={styles.label}>{partner.label}</strong>
                <span className={styles.description}>{partner.description}</span>
              </span>
              <span className="visually-hidden">(새 창)</span>
              <ChevronRightIcon size={16} />
            </OutboundLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
