import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { POPULAR_CITIES_SHOWN } from '@minda/contracts/rules/limits';
import type { ImageKind } from '../../../lib/image-url.ts';
import { usePlatform } from '../../../lib/platform.tsx';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { ProductImage } from '../../../ui/product-card/product-image.tsx';
import { Section } from '../../../ui/section/section.tsx';
import { cityTileHref, type LandingCityTile } from '../city-tile-links.ts';
import styles from './popular-cities-carousel.module.css';

export type CityTile = LandingCityTile & { key: string | number; imgPath: string; name: string; country?: string };

type Props<T> = {
  title: string;
  description: string;
  query: UseQueryResult<T[]>;
  kind: Exclude<ImageKind, 'profile'>;
  toTile: (city: T) => CityTile;
};

/**
 * The first ten cities of a popular-cities query: round tiles in a rail on mobile, photo tiles in a grid on
 * PC. Each tile links where spec 1 §2.2 says (cityTileHref); skeleton, error and empty states included.
 */
export function CityTileRail<T>({ title, description, query, kind, toTile }: Props<T>) {
  const platform = usePlatform();
  const tiles = query.data?.slice(0, POPULAR_CITIES_SHOWN).map(toTile);
  const listClass = platform === 'pc' ? styles.grid : styles.rail;

  let content;
  if (tiles === undefined) {
    content = query.isError ? (
      <ErrorState message="인기 도시를 불러오지 못했어요." onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : (
      <div className={listClass} role="status" aria-label="인기 도시 불러오는 중" aria-busy="true">
        {/* As many as the tiles on PC, where they wrap into rows; a rail on mobile only needs to fill its width. */}
        {Array.from({ length: platform === 'pc' ? POPULAR_CITIES_SHOWN : 5 }, (_, i) => (
          <span key={i} className={styles.skeleton} />
        ))}
      </div>
    );
  } else if (tiles.length === 0) {
    return null;
  } else {
    const today = new Date();
    content = (
      <ul className={listClass}>
        {tiles.map((tile) => (
          <li key={tile.key} className={styles.item}>
            <Link to={cityTileHref(tile, platform, today)} className={styles.link}>
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
