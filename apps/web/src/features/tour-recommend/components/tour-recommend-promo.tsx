import { Link } from 'react-router';
import { platformPaths, TOUR_THEME_AIRPORT_PICKUP, TOUR_THEME_TELECOM_INSURANCE, type Platform } from '@minda/contracts/paths';
import styles from './tour-recommend.module.css';

/** The promo board of the list (spec 2 §2.7): travel companions, airport pickup, SIM/eSIM. */
export function tourRecommendPromoLinks(platform: Platform) {
  const paths = platformPaths[platform];
  return [
    { id: 'tripbuddy', title: '우리 함께 떠나요', text: '동행을 찾고 여행 이야기를 나눠요', href: paths.community('tripbuddy') },
    { id: 'pickup', title: '공항 픽업', text: '도착 게이트에서 한인 기사님이 기다려요', href: paths.tourTheme(TOUR_THEME_AIRPORT_PICKUP) },
    { id: 'esim', title: '유심/eSIM', text: '도착하자마자 바로 쓰는 데이터', href: paths.tourTheme(TOUR_THEME_TELECOM_INSURANCE) },
  ] as const;
}

export function TourRecommendPromo({ platform }: { platform: Platform }) {
  return (
    <nav aria-label="여행 준비 바로가기" className={styles.promo}>
      <ul className={styles.promoList}>
        {tourRecommendPromoLinks(platform).map((link) => (
          <li key={link.id}>
            <Link to={link.href} className={styles.promoLink} data-promo={link.id}>
              <strong>{link.title}</strong>
              <span>{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
