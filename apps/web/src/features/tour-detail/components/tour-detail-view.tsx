import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { platformPaths, type Platform } from '@minda/contracts/paths';
import { tourPriceText } from '@minda/contracts/rules/price';
import { TOUR_CATEGORY_TYPE_LABELS, TOUR_ITEM_MISSING_TEXT } from '@minda/contracts/rules/tour-list';
import type { TourDetail } from '@minda/contracts/tours';
import { ApiError } from '../../../lib/api-error.ts';
import { formatCount, formatRating } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { StarIcon } from '../../../ui/icons/icons.tsx';
import { ProductImage } from '../../../ui/product-card/product-image.tsx';
import { WishButton } from '../../../ui/product-card/wish-button.tsx';
import { SanitizedHtml } from '../../../ui/sanitized-html/sanitized-html.tsx';
import { useTourDetail } from '../api/get-tour-detail.ts';
import { TourOptionPicker } from './tour-option-picker.tsx';
import { onSale, PreviewNotice } from '../../../ui/preview-notice/preview-notice.tsx';
import styles from './tour-detail.module.css';

type Props = {
  /** From ?itemno=; undefined when missing or malformed. */
  itemNo: number | undefined;
  platform: Platform;
  onToggleWish?: (tour: TourDetail) => void;
  /** The product's reviews, composed by the route (the reviews feature). */
  reviews?: ReactNode;
  /** 문의하기 (the chat feature's button), composed by the route; shown when the partner takes chat inquiries. */
  inquiry?: ReactNode;
  /** Called once per product when its page has loaded (the route records it into recently viewed). */
  onViewed?: (tour: TourDetail) => void;
  /** The address asks for the product's preview (contracts rules/product-preview.ts). */
  preview?: boolean;
};

/** A tour's page (/tg/view.php?itemno=, /m/1.0/tg/view.html?itemno=): gallery, facts, options, description, reviews. */
export function TourDetailView({ itemNo, platform, onToggleWish, reviews, onViewed, inquiry, preview = false }: Props) {
  const query = useTourDetail(itemNo, preview);
  const tour = query.data;

  // Once per product, not on every refetch (a wish toggle refetches the page).
  const latest = useRef({ tour, onViewed });
  useEffect(() => {
    latest.current = { tour, onViewed };
  });
  const viewedItemNo = tour?.itemNo;
  useEffect(() => {
    const { tour: seen, onViewed: report } = latest.current;
    if (viewedItemNo !== undefined && seen) report?.(seen);
  }, [viewedItemNo]);
  const missing = itemNo === undefined || (query.error instanceof ApiError && query.error.status === 404);

  usePageMeta({
    title: tour ? `${tour.itemName} | 민다` : '투어·티켓 | 민다',
    description: tour ? tour.summary : '민다의 투어·티켓 상품',
    ...(tour ? { image: tour.itemImgPath } : {}),
  });

  const Heading = platform === 'pc' ? 'h1' : 'h2';
  if (missing) {
    return (
      <section className={styles.page} data-platform={platform}>
        <Heading className={styles.missing}>{TOUR_ITEM_MISSING_TEXT}</Heading>
        <Link to={platformPaths[platform].tours()} className={styles.missingLink}>
          투어·티켓 홈으로
        </Link>
      </section>
    );
  }
  if (!tour) {
    return (
      <section className={styles.page} data-platform={platform}>
        {query.isError ? (
          <ErrorState message="상품 정보를 불러오지 못했어요." onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <div role="status" aria-label="상품 정보 불러오는 중" aria-busy="true" className={styles.skeleton}>
            <span className={styles.skeletonImage} />
            <span className={styles.skeletonLine} />
            <span className={styles.skeletonLineShort} />
          </div>
        )}
      </section>
    );
  }

  return (
    <article className={styles.page} data-platform={platform} data-item-no={tour.itemNo}>
      <PreviewNotice status={tour.previewStatus} />
      <div className={styles.top}>
        <Gallery images={tour.images} />
        <div className={styles.summaryColumn}>
          <span className={styles.typeChip}>{TOUR_CATEGORY_TYPE_LABELS[tour.itemCategoryType]}</span>
          <Heading className={styles.name}>{tour.itemName}</Heading>
          <p className={styles.place}>
            {tour.categoryName}, {tour.countryName}
          </p>
          <div className={styles.stats}>
            <span className={styles.rating}>
              <StarIcon size={16} className={styles.star} />
              <span className="visually-hidden">평점 </span>
              {formatRating(tour.reviewGrade)}
            </span>
            <a href="#reviews" className={styles.reviewLink}>
              후기 {formatCount(tour.reviewCount)}개
            </a>
            <span className={styles.wish}>
              {onToggleWish && <WishButton isWish={tour.isWish} onToggle={() => onToggleWish(tour)} className={styles.heart} />}
              <span>찜 {formatCount(tour.wishCount)}</span>
            </span>
          </div>
          <p className={styles.summary}>{tour.summary}</p>
          <p className={styles.price} data-sold-out={tour.salePrice === 0 || undefined}>
            {tourPriceText(tour.salePrice)}
          </p>
          <TourOptionPicker itemNo={tour.itemNo} options={tour.options} platform={platform} onSale={onSale(tour)} />
        </div>
      </div>

      <section className={styles.block} aria-labelledby="tour-info">
        <h2 id="tour-info" className={styles.blockTitle}>
          이용 정보
        </h2>
        <dl className={styles.facts}>
          {tour.durationText && (
            <div>
              <dt>소요 시간</dt>
              <dd>{tour.durationText}</dd>
            </div>
          )}
          {tour.meetingPoint && (
            <div>
              <dt>만나는 곳</dt>
              <dd>{tour.meetingPoint}</dd>
            </div>
          )}
          <div>
            <dt>판매자</dt>
            <dd>{tour.partnerName}</dd>
          </div>
        </dl>
        {tour.useInquireChat && inquiry}
      </section>

      <section className={styles.block} aria-labelledby="tour-description">
        <h2 id="tour-description" className={styles.blockTitle}>
          상품 설명
        </h2>
        {tour.descriptionIsHtml ? (
          <SanitizedHtml html={tour.description} className={styles.description} />
        ) : (
          <div className={styles.description}>
            {tour.description.split('\n').map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </div>
        )}
      </section>

      {reviews}
    </article>
  );
}

function Gallery({ images }: { images: readonly string[] }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <div className={styles.gallery}>
      <ProductImage path={current} kind="tour" alt="상품 대표 사진" className={styles.mainImage} loading="eager" width={640} height={480} />
      {images.length > 1 && (
        <div className={styles.thumbs}>
          {images.map((path, i) => (
            <button key={path} type="button" aria-label={`${i + 1}번째 사진 보기`} aria-pressed={i === index} onClick={() => setIndex(i)}>
              <ProductImage path={path} kind="tour" alt="" width={96} height={72} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
