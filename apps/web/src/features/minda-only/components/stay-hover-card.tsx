import { useState } from 'react';
import { Link } from 'react-router';
import type { MindaOnlyGoods } from '@minda/contracts/content';
import { webPaths } from '@minda/contracts/paths';
import { ProductImage } from '../../../ui/product-card/product-image.tsx';
import { ReviewStars } from './stars.tsx';
import styles from './stay-hover-card.module.css';

/**
 * A PC stay card: hovering (or focusing into) it reveals the key points, curated reviews and the
 * "상세페이지" button (spec 2 §4.3).
 */
export function StayHoverCard({ goods }: { goods: MindaOnlyGoods }) {
  const [open, setOpen] = useState(false);
  const detailsId = `minda-only-goods-${goods.goodsNo}`;
  return (
    <article
      className={styles.card}
      aria-label={goods.goodsName}
      data-goods-no={goods.goodsNo}
      data-open={open}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <ProductImage path={goods.imgPath} kind="stay" alt="" className={styles.image} />
      <h3 className={styles.name}>{goods.goodsName}</h3>
      {!open && (
        <button type="button" className={styles.peek} aria-expanded={false} aria-controls={detailsId} onClick={() => setOpen(true)}>
          특징과 리뷰 보기
        </button>
      )}
      {open && (
        <div id={detailsId} className={styles.details} data-testid="stay-details">
          <ul className={styles.points} aria-label="숙소 특징">
            {goods.keyPoints.map((point, i) => (
              <li key={i}>{point.content}</li>
            ))}
          </ul>
          <ul className={styles.reviews} aria-label="여행자 리뷰">
            {goods.reviews.map((review, i) => (
              <li key={i}>
                <span className={styles.reviewHead}>
                  <strong>{review.nickName}</strong>
                  <ReviewStars rating={review.rating} />
                </span>
                <span className={styles.reviewText}>{review.content}</span>
              </li>
            ))}
          </ul>
          <Link className={styles.detail} to={webPaths.pc.stayDetail.href(goods.goodsNo)} aria-label={`${goods.goodsName} 상세페이지`}>
            상세페이지
          </Link>
        </div>
      )}
    </article>
  );
}
