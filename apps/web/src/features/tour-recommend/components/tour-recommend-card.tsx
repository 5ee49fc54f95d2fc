import { Link } from 'react-router';
import { platformPaths, type Platform } from '@minda/contracts/paths';
import { tourPriceText } from '@minda/contracts/rules/price';
import { shouldShowCount } from '@minda/contracts/rules/tour-recommend';
import type { TourRecommendItem } from '@minda/contracts/tours';
import { formatCount, formatRating } from '../../../lib/format.ts';
import { StarIcon } from '../../../ui/icons/icons.tsx';
import { ProductImage } from '../../../ui/product-card/product-image.tsx';
import { WishButton } from '../../../ui/product-card/wish-button.tsx';
import styles from './tour-recommend.module.css';

type Props = {
  item: TourRecommendItem;
  platform: Platform;
  onToggleWish?: (item: TourRecommendItem) => void;
  priority?: boolean;
};

/**
 * A card of the recommendation list (spec 2 §2.7): unlike the home cards, review and wish counts appear
 * only above 0, and the link goes to the detail route of the platform the list is on.
 */
export function TourRecommendCard({ item, platform, onToggleWish, priority = false }: Props) {
  const href = platformPaths[platform].tourDetail(item.itemNo);
  const soldOut = item.salePrice === 0;
  return (
    <li className={styles.card} data-item-no={item.itemNo}>
      <Link to={href} className={styles.link}>
        <div className={styles.media}>
          <ProductImage
            className={styles.image}
            path={item.itemImgPath}
            kind="tour"
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            width={320}
            height={240}
          />
        </div>
        <strong className={styles.name}>{item.itemName}</strong>
        <span className={styles.stats}>
          <span className={styles.rating}>
            <StarIcon size={13} className={styles.star} />
            <span className="visually-hidden">평점 </span>
            {formatRating(item.reviewGrade)}
          </span>
          {shouldShowCount(item.reviewCount) && <span data-stat="reviews">후기 {formatCount(item.reviewCount)}</span>}
          {shouldShowCount(item.wishCount) && <span data-stat="wishes">찜 {formatCount(item.wishCount)}</span>}
        </span>
        <span className={styles.price} data-sold-out={soldOut || undefined}>
          {tourPriceText(item.salePrice)}
        </span>
      </Link>
      {onToggleWish && <WishButton isWish={item.isWish} onToggle={() => onToggleWish(item)} />}
    </li>
  );
}
