import { reviewStarCount, scoreStars } from '@minda/contracts/rules/minda-only';
import { StarIcon } from '../../../ui/icons/icons.tsx';
import styles from './stars.module.css';

/** floor(rating) filled stars of a curated product review. */
export function ReviewStars({ rating }: { rating: number }) {
  const count = reviewStarCount(rating);
  return (
    <span className={styles.stars} role="img" aria-label={`별점 ${count}점`} data-stars={count}>
      {Array.from({ length: count }, (_, i) => (
        <StarIcon key={i} size={12} />
      ))}
    </span>
  );
}

/** A verified review score: full stars, then a half star when the score is not whole. */
export function ScoreStars({ score, size = 14 }: { score: number; size?: number }) {
  const { full, half } = scoreStars(score);
  return (
    <span className={styles.stars} role="img" aria-label={`${score}점`} data-full={full} data-half={half}>
      {Array.from({ length: full }, (_, i) => (
        <StarIcon key={i} size={size} />
      ))}
      {half && (
        <span className={styles.half} style={{ width: size / 2, height: size }} data-testid="half-star">
          <StarIcon size={size} />
        </span>
      )}
    </span>
  );
}
