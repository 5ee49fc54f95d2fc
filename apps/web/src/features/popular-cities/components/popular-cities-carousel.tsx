import { Link } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { POPULAR_CITIES_SHOWN } from '@minda/contracts/rules/limits';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { ProductImage } from '../../../ui/product-card/product-image.tsx';
import { Section } from '../../../ui/section/section.tsx';
import { useStayPopularCities } from '../api/get-stay-popular-cities.ts';
import styles from './popular-cities-carousel.module.css';

type Props = { title?: string; description?: string };

/** The first ten popular stay cities as round tiles, each opening the stay list of its city. */
export function PopularCitiesCarousel({ title = '인기 도시', description = '여행자들이 많이 찾는 도시의 한인민박' }: Props) {
  const query = useStayPopularCities();
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
          <li key={city.category} className={styles.item}>
            <Link to={webPaths.mobile.stayList.href({ cityCode: city.category })} className={styles.link}>
              <ProductImage className={styles.image} path={city.imgPath} kind="stay" alt="" width={72} height={72} />
              <span className={styles.name}>{city.categoryName}</span>
              <span className={styles.country}>{city.countryName}</span>
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
