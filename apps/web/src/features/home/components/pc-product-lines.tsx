import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../ui/icons/icons.tsx';
import { PC_PRODUCT_LINES, type ProductLineId } from '../home-tiles.ts';
import { HotelTileIcon, StayTileIcon, TourTileIcon } from './home-icons.tsx';
import styles from './pc-home.module.css';

const ICONS: Record<ProductLineId, ReactNode> = { stays: <StayTileIcon />, tours: <TourTileIcon />, hotels: <HotelTileIcon /> };

/** The PC home's three large tiles, one per product line. */
export function PcProductLines() {
  return (
    <nav aria-label="상품 바로가기">
      <ul className={styles.lines}>
        {PC_PRODUCT_LINES.map((line) => (
          <li key={line.id}>
            <Link to={line.href} className={styles.line} data-line={line.id}>
              <span className={styles.lineIcon}>{ICONS[line.id]}</span>
              <span className={styles.lineText}>
                <strong className={styles.lineLabel}>{line.label}</strong>
                <span className={styles.lineDescription}>{line.description}</span>
              </span>
              <ChevronRightIcon size={20} className={styles.lineArrow} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
