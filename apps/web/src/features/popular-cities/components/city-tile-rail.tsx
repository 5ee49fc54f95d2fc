import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { POPULAR_CITIES_SHOWN } from '@minda/contracts/rules/limits';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import type { ImageKind } from '../../../lib/image-url.ts';
import { ProductImage } from '../../../ui/product-card/product-image.tsx';
import { Section } from '../../../ui/section/section.tsx';
import styles from './popular-cities-carousel.module.css';

export type CityTile = { key: string | number; href: string; imgPath: string; name: string; country?: string };

type Props<T> = {
  title: string;
  description: string;
  query: UseQueryResult<T[]>;
  kind: Exclude<ImageKind, 'profile'>;
  toTile: (city: T) => CityTile;
};

/** The first ten cities of a popular-cities query as round tiles; skeleton, error and empty states included. */
export function CityTileRail<T>({ title, description, query, kind, toTile }: Props<T>) {
  const tiles = query.data?.slice(0, POPULAR_CITIES_SHOWN).map(toTile);

  let content;
  if (tiles === undefined) {
    content = query.isError ? (
      <ErrorState message="인기 도시를 불러오지 못했어요." onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : (
      <div className={styles.rail} role="status" aria-label="인기 도시 불러오는 중" aria-busy="true">
        {Array.from({ length: 5 }, (_, i) => (
          <span key={i} className={styles.skeleton} />
        ))}
      </div>
    );
  } else if (tiles.length === 0) {
    return null;
  } else {
    content = (
      <ul className={styles.rail}>
        {tiles.map((tile) => (
          <li key={tile.key} className={styles.item}>
            <Link to={tile.href} className={styles.link}>
              <ProductImage className={styles.image} path={tile.imgPath} kind={kind} alt="" width={72} height={72} />
              <span className={styles.name}>{tile.name}</span>
              {tile.country && <span className={styles.country}>{tile.country}</span>}
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
