import { format } from 'date-fns';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import type { ManagerReview } from '@minda/contracts/reviews';
import { REVIEW_COMMENT_MAX } from '@minda/contracts/rules/reviews';
import { ApiError } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { FIVE_AROUND } from '../../../ui/pager/page-window.ts';
import { Pager } from '../../../ui/pager/pager.tsx';
import { usePartnerReply, usePartnerReviews } from '../api/partner-reviews.ts';
import { partnerReviewsListOf } from '../partner-reviews-list.ts';
import frame from '../../../ui/partner-screen/partner-screen.module.css';
import styles from './partner-reviews.module.css';

const TABS = [
  { code: 'N', label: '답변 대기' },
  { code: 'Y', label: '답변 완료' },
] as const;

/**
 * The partner's reviews of their stays, tours and hotels (GET reviews/manager): waiting for an answer or
 * answered, newest first; the partner writes their reply or deletes it (the manager comment routes).
 */

export function PartnerReviewsScreen() {
  const [params] = useSearchParams();
  const { replied, page } = partnerReviewsListOf(params);
  usePageMeta({ title: '후기 관리 | 민다 파트너센터', description: '내 상품의 후기에 답변합니다.' });
  const { data, error, refetch, isFetching } = usePartnerReviews(replied, page);

  return (
    <section className={frame.screen} aria-labelledby="partner-reviews-title">
      <h1 id="partner-reviews-title" className={frame.title}>
        후기 관리
      </h1>
      <nav className={styles.tabs} aria-label="답변 상태">
        {TABS.map((tab) => (
          <Link key={tab.code} to={webPaths.pc.partnerReviews.href(tab.code)} className={styles.tab} aria-current={(tab.code === 'Y') === replied ? 'page' : undefined}>
            {tab.label}
          </Link>
        ))}
      </nav>
      {error ? (
        <ErrorState message={error instanceof ApiError ? error.message : '후기를 불러오지 못했습니다.'} onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <div role="status" aria-label="불러오는 중" aria-busy="true" />
      ) : data.content.length === 0 ? (
        <p className={styles.empty}>{replied ? '답변한 후기가 없습니다.' : '답변을 기다리는 후기가 없습니다.'}</p>
      ) : (
        <>
          <p className={styles.total}>총 {data.totalElements}건</p>
          <ul className={styles.list} aria-label={replied ? '답변 완료 후기' : '답변 대기 후기'}>
            {data.content.map((review) => (
              <ReviewRow key={review.id} review={review} />
            ))}
          </ul>
          <Pager
            current={data.number + 1}
            totalPages={data.totalPages}
            href={(n) => webPaths.pc.partnerReviews.href(replied ? 'Y' : 'N', n)}
            rule={FIVE_AROUND}
            classNames={{ nav: styles.pager, number: styles.pageNumber, step: styles.pageStep }}
            label="페이지 이동"
          />
        </>
      )}
    </section>
  );
}

function ReviewRow({ review }: { review: ManagerReview }) {
  const { reply, remove } = usePartnerReply();
  const [text, setText] = useState('');
  const inputId = useId();
  const mine = review.comments.filter((c) => c.isPartner);
  const failure = reply.error ?? remove.error;
  return (
    <li className={styles.review} aria-label={`${review.productName} 후기 ${review.id}`}>
      <p className={styles.product}>{review.productName}</p>
      <p className={styles.meta}>
        {review.nickName}님 · 별점 {review.rating}점 · {format(new Date(review.createdAt), 'yyyy.MM.dd')}
      </p>
      <p className={styles.content}>{review.content}</p>
      {review.comments.map((c) => (
        <div key={c.id} className={styles.reply}>
          <p className={styles.replyHead}>{c.isPartner ? '내 답변' : `${c.nickName}님`}</p>
          <p>{c.content}</p>
          {c.isPartner && (
            <button type="button" className={styles.secondary} disabled={remove.isPending} onClick={() => remove.mutate({ reviewId: review.id, commentId: c.id })}>
              답변 삭제
            </button>
          )}
        </div>
      ))}
      {mine.length === 0 && (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim().length === 0) return;
            reply.mutate({ reviewId: review.id, content: text.trim() }, { onSuccess: () => setText('') });
          }}
        >
          <label htmlFor={inputId} className={styles.label}>
            답변
          </label>
          <textarea id={inputId} className={styles.text} rows={3} maxLength={REVIEW_COMMENT_MAX} value={text} onChange={(event) => setText(event.target.value)} />
          <button type="submit" className={styles.primary} disabled={reply.isPending || text.trim().length === 0}>
            답변 등록
          </button>
        </form>
      )}
      {failure && (
        <p className={styles.error} role="alert">
          {failure instanceof ApiError ? failure.message : '저장하지 못했습니다.'}
        </p>
      )}
    </li>
  );
}
