import { SCORE_LABELS, VERIFIED_REVIEWS, type VerifiedReview } from '../sample-reviews.ts';
import { ScoreStars } from './stars.tsx';
import styles from './verified-reviews.module.css';

function ReviewCard({ review, hidden }: { review: VerifiedReview; hidden: boolean }) {
  return (
    <li className={styles.card} aria-hidden={hidden || undefined}>
      <div className={styles.head}>
        <span className={styles.emoji} aria-hidden="true">
          {review.emoji}
        </span>
        <span className={styles.nickname}>{review.nickname}</span>
        <span className={styles.average}>
          <ScoreStars score={review.average} />
          <span>{review.average.toFixed(1)}</span>
        </span>
      </div>
      <dl className={styles.scores}>
        {SCORE_LABELS.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{review[key].toFixed(1)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.text}>{review.text}</p>
      <p className={styles.product}>{review.productName}</p>
    </li>
  );
}

/**
 * The 8 verified reviews, written twice so the strip can scroll on without a seam; the copy is hidden
 * from assistive technology. The animation stops on hover and under reduced motion (CSS).
 */
export function VerifiedReviews({ compact = false }: { compact?: boolean }) {
  return (
    <section className={compact ? `${styles.section} ${styles.compact}` : styles.section} aria-labelledby="minda-only-reviews">
      <h2 id="minda-only-reviews" className={styles.title}>
        민다 인증 리뷰
      </h2>
      <p className={styles.sub}>실제로 묵은 여행자만 남길 수 있어요</p>
      <div className={styles.viewport}>
        <ul className={styles.track} data-testid="verified-reviews">
          {[...VERIFIED_REVIEWS, ...VERIFIED_REVIEWS].map((review, i) => (
            <ReviewCard key={i} review={review} hidden={i >= VERIFIED_REVIEWS.length} />
          ))}
        </ul>
      </div>
    </section>
  );
}
