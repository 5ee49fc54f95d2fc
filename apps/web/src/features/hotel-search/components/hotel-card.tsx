import { Link } from 'react-router';
import type { HotelSearchCard } from '@minda/contracts/hotels';
import { formatWon, hotelPriceText } from '@minda/contracts/rules/price';
import { formatCount } from '../../../lib/format.ts';
import { StarIcon } from '../../../ui/icons/icons.tsx';
import { ProductImage } from '../../../ui/product-card/product-image.tsx';
import { WishButton } from '../../../ui/product-card/wish-button.tsx';
import { starText } from '../stay-texts.ts';
import styles from './hotel-list.module.css';

type Props = {
  hotel: HotelSearchCard;
  href: string;
  rooms: number;
  onToggleWish: (hotel: HotelSearchCard) => void;
};

/** A result: picture, names, stars, area, score, and the price of the stay for the party (or the from-price without dates). */
export function HotelCard({ hotel, href, rooms, onToggleWish }: Props) {
  const name = hotel.nameTranslations['ko-KR'];
  const discounted = hotel.totalPrice !== null && hotel.totalPriceBeforeDiscount !== null && hotel.totalPriceBeforeDiscount > hotel.totalPrice;
  return (
    <li className={styles.card} data-testid="hotel-card" data-property-uuid={hotel.propertyUuid}>
      <Link to={href} className={styles.cardLink}>
        <div className={styles.cardMedia}>
          <ProductImage path={hotel.thumbnailPath} kind="hotel" alt="" className={styles.cardImage} />
        </div>
        <div className={styles.cardBody}>
          <span className={styles.cardStars} role="img" aria-label={starText(hotel.starRating)}>
            {Array.from({ length: hotel.starRating }, (_, i) => (
              <StarIcon key={i} size={12} aria-hidden="true" />
            ))}
          </span>
          <h3 className={styles.cardName}>{name}</h3>
          <p className={styles.cardNameEn} lang="en">
            {hotel.nameTranslations['en-US']}
          </p>
          <p className={styles.cardArea}>
            {[hotel.neighborhood?.name, hotel.distanceKm !== null ? `명소에서 ${hotel.distanceKm.toFixed(1)}km` : null].filter(Boolean).join(' · ')}
          </p>
          {hotel.reviewCount > 0 && (
            <p className={styles.cardScore}>
              <strong>{hotel.reviewScore.toFixed(1)}</strong>
              <span>/10 · 후기 {formatCount(hotel.reviewCount)}개</span>
            </p>
          )}
          <div className={styles.cardPrice}>
            {hotel.totalPrice !== null && hotel.nights !== null ? (
              <>
                {hotel.roomName && <p className={styles.cardRoom}>{hotel.roomName}</p>}
                <p className={styles.cardNightly}>
                  1박 평균 <span data-testid="nightly-price">{formatWon(hotel.nightlyPrice ?? 0)}</span>
                </p>
                <p className={styles.cardTotal}>
                  {discounted && <del className={styles.cardBefore}>{formatWon(hotel.totalPriceBeforeDiscount ?? 0)}</del>}
                  <span>
                    총 <strong data-testid="total-price">{formatWon(hotel.totalPrice)}</strong>
                  </span>
                </p>
                <p className={styles.cardNights}>
                  {hotel.nights}박 · 객실 {rooms}개{hotel.breakfastIncluded ? ' · 조식 포함' : ''}
                  {hotel.freeCancellation ? ' · 무료 취소' : ''}
                </p>
              </>
            ) : (
              <p className={styles.cardFrom}>
                <span className={styles.cardFromLabel}>1박 최저가</span> <strong data-testid="from-price">{hotelPriceText(hotel.minBasePriceBeforeDiscount)}</strong>
              </p>
            )}
          </div>
        </div>
      </Link>
      <WishButton isWish={hotel.isWish} onToggle={() => onToggleWish(hotel)} className={styles.cardHeart} />
    </li>
  );
}
