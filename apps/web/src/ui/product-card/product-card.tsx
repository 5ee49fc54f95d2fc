import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { CARD_IMAGE_MIN_HEIGHT_PX, CARD_NAME_LINE_HEIGHT_PX } from '@minda/contracts/rules/limits';
import { formatCount, formatRating, formatSaleRate } from '../../lib/format.ts';
import { usePlatform } from '../../lib/platform.tsx';
import { BoltIcon, StarIcon } from '../icons/icons.tsx';
import {
  hotelCardModel,
  PRODUCT_TYPE_LABELS,
  stayCardModel,
  tourCardModel,
  type HotelCardInput,
  type ProductCardModel,
  type StayCardInput,
  type TourCardInput,
} from './product-card-models.ts';
import { ProductImage } from './product-image.tsx';
import { WishButton } from './wish-button.tsx';
import styles from './product-card.module.css';

export type ProductCardDisplay = {
  /** Names clip at one or two lines (spec 1 §9). */
  nameLines?: 1 | 2;
  /** Locations joined by ", " on one line, or one per line. */
  locationsMode?: 'inline' | 'multiline';
  /** Without it the card shows no heart (e.g. where wishing is not offered). */
  onWishToggle?: () => void;
  /**
   * Images near the top of the page load at once; the rest wait until scrolled near. `'lcp'`: the page's
   * largest paint (the first card of a results page), also fetched ahead of the page's scripts (decision 034).
   */
  priority?: boolean | 'lcp';
  /** Draws the name, e.g. with the searched text marked (the site-wide search); plain text without it. */
  renderName?: (name: string) => ReactNode;
};

type Props = ProductCardDisplay & { product: ProductCardModel };

/**
 * One product card for stays, tours and hotels: the whole card is a link to the detail page, and the heart
 * is a sibling button laid over the image, so toggling a wish never opens the card.
 */
export function ProductCard({ product, nameLines = 2, locationsMode = 'inline', onWishToggle, priority = false, renderName }: Props) {
  const saleRate = product.priceUnavailable ? undefined : formatSaleRate(product.saleRate);
  const style = {
    '--card-image-min-height': `${CARD_IMAGE_MIN_HEIGHT_PX}px`,
    '--card-name-line-height': `${CARD_NAME_LINE_HEIGHT_PX}px`,
    '--card-name-lines': nameLines,
  } as CSSProperties;

  return (
    <div className={styles.card} style={style} data-product={product.id}>
      <Link to={product.href} className={styles.link}>
        <div className={styles.media}>
          <ProductImage
            className={styles.image}
            path={product.imagePath}
            kind={product.kind}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority === 'lcp' ? 'high' : undefined}
            width={320}
            height={240}
          />
          {product.awards && <span className={styles.awards}>민다 어워즈</span>}
        </div>
        <div className={styles.body}>
          <div className={styles.tags}>
            <span className={styles.typeChip}>{PRODUCT_TYPE_LABELS[product.kind]}</span>
            {product.instant && (
              <span className={styles.instant}>
                <BoltIcon size={12} />
                즉시예약
              </span>
            )}
          </div>
          <strong className={styles.name} data-lines={nameLines}>
            {renderName ? renderName(product.name) : product.name}
          </strong>
          {product.locations.length > 0 &&
            (locationsMode === 'multiline' ? (
              <span className={styles.locationsMulti}>
                {product.locations.map((location, i) => (
                  <span key={`${i}-${location}`} className={styles.locationLine}>
                    {location}
                  </span>
                ))}
              </span>
            ) : (
              <span className={styles.locations}>{product.locations.join(', ')}</span>
            ))}
          <span className={styles.stats}>
            <span className={styles.rating}>
              <StarIcon size={13} className={styles.star} />
              <span className="visually-hidden">평점 </span>
              {formatRating(product.rating)}
            </span>
            <span className={styles.reviews}>
              <span aria-hidden="true">({formatCount(product.reviewCount)})</span>
              <span className="visually-hidden">후기 {formatCount(product.reviewCount)}개</span>
            </span>
            <span className={styles.stat}>찜 {formatCount(product.wishCount)}</span>
          </span>
          <span className={styles.price} data-unavailable={product.priceUnavailable || undefined}>
            {saleRate && (
              <span className={styles.saleRate}>
                <span className="visually-hidden">할인율 </span>
                {saleRate}
              </span>
            )}
            <span className={styles.priceText}>{product.priceText}</span>
          </span>
        </div>
      </Link>
      {onWishToggle && <WishButton isWish={product.isWish} onToggle={onWishToggle} />}
    </div>
  );
}

export function StayCardView({ stay, ...display }: ProductCardDisplay & { stay: StayCardInput }) {
  return <ProductCard product={stayCardModel(stay, usePlatform())} {...display} />;
}

export function TourCardView({ tour, ...display }: ProductCardDisplay & { tour: TourCardInput }) {
  return <ProductCard product={tourCardModel(tour, usePlatform())} {...display} />;
}

export function HotelCardView({ hotel, ...display }: ProductCardDisplay & { hotel: HotelCardInput }) {
  return <ProductCard product={hotelCardModel(hotel)} {...display} />;
}
