import { Link } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { POPULAR_CITIES_SHOWN } from '@minda/contracts/rules/limits';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { ProductImage } from '../../../ui/product-card/product-image.tsx';
import { Section } from '../../../ui/section/section.tsx';
import { useHotelPopularCities } from '../api/get-hotel-popular-cities.ts';
import styles from './popular-cities-carousel.module.css';

/** The first ten popular hotel cities as round tiles, each opening the hotel list of its city. */
export function HotelPopularCities({ title = '인기 호텔 도시', description = '여행자들이 많이 찾는 도시의 호텔' }: { title?: string; description?: string }) {
  const query = useHotelPopularCities();
  const cities = query.data?.slice(0, POPULAR_CITIES_SHOWN);

  let content;
  if (cities === undefined) {
    content = query.isError ? (
      <ErrorState message="인기 도시를 불러오지 못했어요." onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : (
      <div className={styles.rail} role="status" aria-label="인기 도시 불러오는 중" aria-busy="true">
        {Array.from({ length: 5 }, (_, i) => (
          <span key={i} className={styles.skeleton} />
        ))}
      </div>
    );
  } else if (cities.length === 0) {
    return null;
  } else {
    content = (
      <ul className={styles.rail}>
        {cities.map((city) => (
          <li key={city.cityId} className={styles.item}>
            <Link to={webPaths.pc.hotelList.href({ cityId: city.cityId })} className={styles.link}>
              <ProductImage className={styles.image} path={city.thumbnailPath} kind="hotel" alt="" width={72} height={72} />
              <span className={styles.name}>{city.cityName}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Section title={title} description={description}>
      {content}
    </Section>
  );
}
