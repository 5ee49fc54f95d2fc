import type { PopupNotice } from '@minda/contracts/content';
import type { MemberReviewSummary } from '@minda/contracts/members';
import { webPaths } from '@minda/contracts/paths';
import { formatWon } from '@minda/contracts/rules/price';
import { APP_DOWNLOAD_COUPON_WON } from '@minda/contracts/rules/limits';
import { formatCount } from '../../../lib/format.ts';
import { SanitizedHtml } from '../../../ui/sanitized-html/sanitized-html.tsx';
import styles from './popups.module.css';

export function AppDownloadContent() {
  return (
    <>
      <p className={styles.lead}>
        민다 앱을 설치하면 <strong>{formatWon(APP_DOWNLOAD_COUPON_WON)} 할인 쿠폰</strong>을 드려요.
      </p>
      <p className={styles.sub}>앱에서 예약 알림과 앱 전용 특가도 받아 보세요.</p>
      <div className={styles.links}>
        <a className={styles.linkButton} href={webPaths.external.appStore.href()} target="_blank" rel="noopener noreferrer">
          App Store
        </a>
        <a className={styles.linkButton} href={webPaths.external.googlePlay.href()} target="_blank" rel="noopener noreferrer">
          Google Play
        </a>
      </div>
    </>
  );
}

export function ReviewInviteContent({ summary }: { summary: MemberReviewSummary }) {
  return (
    <>
      <p className={styles.lead}>다녀온 여행의 후기를 남기고 포인트를 받으세요.</p>
      <ul className={styles.reviewList}>
        {summary.staysCount > 0 && (
          <li>
            <a className={styles.reviewLink} href={webPaths.mobile.stayReviews.href()}>
              <span>숙소 후기 {formatCount(summary.staysCount)}건 작성하기</span>
              <span className={styles.point}>{formatCount(summary.staysPoint)}P 적립</span>
            </a>
          </li>
        )}
        {summary.tripCount > 0 && (
          <li>
            <a className={styles.reviewLink} href={webPaths.mobile.tourReviews.href()}>
              <span>투어·티켓 후기 {formatCount(summary.tripCount)}건 작성하기</span>
              <span className={styles.point}>{formatCount(summary.tripsPoint)}P 적립</span>
            </a>
          </li>
        )}
      </ul>
    </>
  );
}

/** The admin's HTML, shown only once DOMPurify (loaded on demand) has cleaned it. */
export function NoticeContent({ notice }: { notice: PopupNotice }) {
  return <SanitizedHtml html={notice.contents} className={styles.notice} loading={<p className={styles.sub}>불러오는 중…</p>} />;
}
