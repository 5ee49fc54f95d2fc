import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HOME_TILES, type HomeTileId } from '../home-tiles.ts';
import {
  AirportTileIcon,
  EventTileIcon,
  OffSeasonTileIcon,
  OnlyTileIcon,
  SaleTileIcon,
  SimTileIcon,
  StayPlusTileIcon,
  StayTileIcon,
  TourTileIcon,
} from './home-icons.tsx';
import styles from './mobile-home.module.css';

const TILE_ICONS: Record<HomeTileId, ReactNode> = {
  stays: <StayTileIcon />,
  staySale: <SaleTileIcon />,
  tours: <TourTileIcon />,
  stayPlus: <StayPlusTileIcon />,
  events: <EventTileIcon />,
  offSeason: <OffSeasonTileIcon />,
  airport: <AirportTileIcon />,
  sim: <SimTileIcon />,
  exclusive: <OnlyTileIcon />,
};

export function HomeTilesNav() {
  return (
    <nav className={styles.tiles} aria-label="서비스 바로가기">
      <ul className={styles.tileList}>
        {HOME_TILES.map((tile) => (
          <li key={tile.id}>
            <Link to={tile.href} className={styles.tile} data-tile={tile.id}>
              <span className={styles.tileIcon}>{TILE_ICONS[tile.id]}</span>
              <span className={styles.tileLabel}>{tile.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
