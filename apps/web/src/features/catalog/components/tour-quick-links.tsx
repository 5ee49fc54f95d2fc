import { Link } from 'react-router';
import { platformPaths, TOUR_THEME_AIRPORT_PICKUP, TOUR_THEME_TELECOM_INSURANCE, type Platform } from '@minda/contracts/paths';
import { usePlatform } from '../../../lib/platform.tsx';
import styles from './category-homes.module.css';

/** Community, airport pickup and eSIM shortcuts of the tours and hotels homes (spec 1 §2.1), per platform. */
export function tourQuickLinks(platform: Platform) {
  const paths = platformPaths[platform];
  return [
    { id: 'community', label: '동행 찾기', description: '커뮤니티', href: paths.community('tripbuddy') },
    { id: 'airport', label: '공항픽업', description: '도착부터 편하게', href: paths.tourTheme(TOUR_THEME_AIRPORT_PICKUP) },
    { id: 'esim', label: 'eSIM·유심', description: '데이터·보험', href: paths.tourTheme(TOUR_THEME_TELECOM_INSURANCE) },
  ] as const;
}

export function TourQuickLinks() {
  return (
    <nav aria-label="투어 바로가기">
      <ul className={styles.quickLinks}>
        {tourQuickLinks(usePlatform()).map((link) => (
          <li key={link.id}>
            <Link to={link.href} className={styles.quickLink} data-quick-link={link.id}>
              {link.label}
              <span className={styles.quickLinkSub}>{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
