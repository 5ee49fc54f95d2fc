import { Link } from 'react-router';
import type { MindaOnlyCity } from '@minda/contracts/content';
import { webPaths } from '@minda/contracts/paths';
import { mindaOnlySectionTitle } from '@minda/contracts/rules/minda-only';
import { ProductImage } from '../../../ui/product-card/product-image.tsx';
import { LandmarkList } from './landmark-list.tsx';
import { ReviewStars } from './stars.tsx';
import styles from './mobile-city-section.module.css';

/** One mobile city section: copy, landmarks, a swipeable row of stay cards and "더보기". */
export function MobileCitySection({ city }: { city: MindaOnlyCity }) {
  const { template } = city;
  const headingId = `minda-only-m-city-${city.id}`;
  return (
    <section className={styles.section} style={{ backgroundColor: template.bgColor }} aria-labelledby={headingId} data-city={template.category}>
      <p className={styles.place}>
        <strong>{city.name}</strong>
        <span>{template.countryName}</span>
      </p>
      <h2 id={headingId} className={styles.title}>
        {mindaOnlySectionTitle(template.name.multilingualNames, city.name)}
      </h2>
      <p className={styles.main}>{template.mainTitle}</p>
      <p className={styles.sub}>{template.subTitle}</p>
      <LandmarkList landMarks={template.landMarks} compact />
      <ul className={styles.cards} aria-label={`${city.name} MINDA Only 숙소`}>
        {city.goods.map(({ id, goods }) => {
          const review = goods.reviews[0];
          return (
            <li key={id} className={styles.card} data-goods-no={goods.goodsNo}>
              <Link to={webPaths.mobile.stayDetail.href(goods.goodsNo)} className={styles.link}>
                <ProductImage path={goods.imgPath} kind="stay" alt="" className={styles.image} />
                <span className={styles.name}>{goods.goodsName}</span>
                {goods.keyPoints[0] && <span className={styles.point}>{goods.keyPoints[0].content}</span>}
                {review && (
                  <span className={styles.review}>
                    <ReviewStars rating={review.rating} /> {review.nickName}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      <Link className={styles.more} to={webPaths.mobile.stayList.href({ cityCode: template.category })}>
        {city.name} 한인민박 더보기
      </Link>
    </section>
  );
}
