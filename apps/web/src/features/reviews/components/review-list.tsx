import { useId, useState } from 'react';
import { format } from 'date-fns';
import type { Platform } from '@minda/contracts/paths';
import type { Review, ReviewProductType, ReviewSort, ReviewSummary } from '@minda/contracts/reviews';
import { REVIEW_GRADE_LABELS, REVIEW_MAX_RATING, REVIEW_SORT_LABELS, REVIEW_SORTS } from '@minda/contracts/rules/reviews';
import { formatCount, formatRating } from '../../../lib/format.ts';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { StarIcon } from '../../../ui/icons/icons.tsx';
import { FIRST_REVIEW_SORT, useReviewPages } from '../api/get-reviews.ts';
import styles from './review-list.module.css';

type Props = { productType: ReviewProductType; productId: number | string; platform: Platform };

const TITLES: Record<ReviewProductType, string> = { minbak: '숙박 후기', tour: '이용 후기', hotel: '민다 회원 후기' };
const REPLY_LABELS: Record<ReviewProductType, string> = { minbak: '호스트 답변', tour: '파트너 답변', hotel: '호텔 답변' };
// The summary's keys with the form's names for them (contracts), so the page and the form never differ.
const SUB_GRADES = [
  ['location', REVIEW_GRADE_LABELS.locationRating],
  ['facility', REVIEW_GRADE_LABELS.facilityRating],
  ['staff', REVIEW_GRADE_LABELS.staffRating],
] as const;

/** A product's reviews: the grade summary, a sort, and the reviews page by page with the partner's replies. */
export function ReviewList({ productType, productId, platform }: Props) {
  const [sort, setSort] = useState<ReviewSort>(FIRST_REVIEW_SORT);
  const query = useReviewPages({ productType, productId }, sort);
  const headingId = useId();
  const summary = query.data?.pages[0]?.summary;
  const reviews = query.data?.pages.flatMap((p) => p.content) ?? [];

  return (
    <section className={styles.section} aria-labelledby={headingId} data-platform={platform} id="reviews">
      <h2 id={headingId} className={styles.title}>
        {TITLES[productType]} {summary && <span className={styles.count}>{formatCount(summary.count)}</span>}
      </h2>
      {query.isError && !query.data ? (
        <ErrorState message="후기를 불러오지 못했어요." onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !summary ? (
        <div className={styles.placeholder} aria-busy="true" aria-label="후기 불러오는 중" />
      ) : summary.count === 0 ? (
        <p className={styles.empty}>아직 작성된 후기가 없어요.</p>
      ) : (
        <>
          <Summary summary={summary} />
          <div className={styles.sorts} role="group" aria-label="후기 정렬">
            {REVIEW_SORTS.map((s) => (
              <button key={s} type="button" className={styles.sort} aria-pressed={sort === s} onClick={() => setSort(s)}>
                {REVIEW_SORT_LABELS[s]}
              </button>
            ))}
          </div>
          <ul className={styles.list} aria-busy={query.isFetching}>
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} replyLabel={REPLY_LABELS[productType]} />
            ))}
          </ul>
          {query.hasNextPage && (
            <button type="button" className={styles.more} onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? '불러오는 중…' : '후기 더보기'}
            </button>
          )}
        </>
      )}
    </section>
  );
}

function Summary({ summary }: { summary: ReviewSummary }) {
  const subGrades = SUB_GRADES.filter(([key]) => summary[key] !== null);
  return (
    <div className={styles.summary}>
      <p className={styles.average}>
        <StarIcon size={22} className={styles.star} />
        <strong>{formatRating(summary.average)}</strong>
        <span className={styles.outOf}>/ {REVIEW_MAX_RATING}</span>
      </p>
      {subGrades.length > 0 && (
        <dl className={styles.subGrades}>
          {subGrades.map(([key, label]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>{formatRating(summary[key] ?? 0)}</dd>
            </div>
          ))}
        </dl>
      )}
      <ul className={styles.distribution} aria-label="별점 분포">
        {summary.distribution.map((d) => (
          <li key={d.rating}>
            <span className={styles.barLabel}>{d.rating}점</span>
            <span className={styles.bar} aria-hidden="true">
              <span style={{ width: `${summary.count ? (d.count / summary.count) * 100 : 0}%` }} />
            </span>
            <span className={styles.barCount}>{formatCount(d.count)}개</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ReviewItem({ review, replyLabel }: { review: Review; replyLabel: string }) {
  return (
    <li className={styles.review} data-review-id={review.id}>
      <div className={styles.reviewHead}>
        <span className={styles.nickname}>{review.nickName}님</span>
        <span className={styles.stars} role="img" aria-label={`별점 ${review.rating}점`} data-rating={review.rating}>
          {Array.from({ length: REVIEW_MAX_RATING }, (_, i) => (
            <StarIcon key={i} size={13} className={i < review.rating ? styles.on : styles.off} />
          ))}
        </span>
        <time className={styles.date} dateTime={review.createdAt}>
          {format(new Date(review.createdAt), 'yyyy.MM.dd')}
        </time>
      </div>
      {review.bookedItemName && <p className={styles.booked}>{review.bookedItemName}</p>}
      <p className={styles.content}>{review.content}</p>
      {review.photos.length > 0 && (
        <ul className={styles.photos} aria-label="후기 사진">
          {review.photos.map((photo, i) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer" aria-label={`후기 사진 ${i + 1} 크게 보기`}>
                <img src={photo.url} alt="" loading="lazy" className={styles.photo} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.comments.map((c) => (
        <div key={c.id} className={styles.reply}>
          <p className={styles.replyHead}>
            {c.isPartner ? replyLabel : `${c.nickName}님`}
            <time dateTime={c.createdAt}>{format(new Date(c.createdAt), 'yyyy.MM.dd')}</time>
          </p>
          <p>{c.content}</p>
        </div>
      ))}
    </li>
  );
}
