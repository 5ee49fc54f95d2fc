import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { usePlatform } from '../../lib/platform.tsx';
import styles from './card-rail.module.css';

type Props<T> = {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** When it changes (another chip chosen), the rail scrolls back to its first card. */
  resetKey?: string;
  /** Width of one card on mobile; the next card peeks in so people see the row scrolls. */
  itemWidth?: string;
  label?: string;
};

/** Cards per row of the PC grid: five fit the 1200 px column at about 216 px each. */
const PC_CARD_COLUMNS = 5;

/**
 * A list of cards: on mobile a horizontal, scroll-snapping rail with the page's side padding; on PC a grid
 * of five cards per row, wrapping, since a wide screen has room to show them all.
 */
export function CardRail<T>({ items, getKey, renderItem, resetKey, itemWidth = '44%', label }: Props<T>) {
  const ref = useRef<HTMLUListElement>(null);
  const grid = usePlatform() === 'pc';

  useEffect(() => {
    if (ref.current) ref.current.scrollLeft = 0;
  }, [resetKey]);

  return (
    <ul
      ref={ref}
      className={grid ? styles.grid : styles.rail}
      style={grid ? ({ '--grid-columns': PC_CARD_COLUMNS } as CSSProperties) : ({ '--rail-item-width': itemWidth } as CSSProperties)}
      aria-label={label}
    >
      {items.map((item, index) => (
        <li key={getKey(item)} className={styles.item}>
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
