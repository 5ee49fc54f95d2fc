import { Link } from 'react-router';
import { EVENT_STAYS_HOME, webPaths } from '@minda/contracts/paths';
import { EVENT_TIME_FLAG } from '@minda/contracts/rules/event-flags';
import styles from './event-banner.module.css';

/** The event strip, shown only while the global event-time flag is on (spec 2 §2.5). */
export function EventBanner({ enabled = EVENT_TIME_FLAG }: { enabled?: boolean }) {
  if (!enabled) return null;
  return (
    <Link to={webPaths.pc.event.href(EVENT_STAYS_HOME)} className={styles.banner}>
      <strong>MINDA Only 오픈 기념</strong>
      <span>지금 예약하면 리뷰 포인트 2배 + 할인 쿠폰까지, 이벤트 보러가기</span>
    </Link>
  );
}
