import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import styles from './card-rail.module.css';

type Props<T> = {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** When it changes (another chip chosen), the rail scrolls back to its first card. */
  resetKey?: string;
  /** Width of one card; the next card peeks in so people see the row scrolls. */
  itemWidth?: string;
  label?: string;
};

/** A horizontal, scroll-snapping list of cards with the page's side padding. */
export function CardRail<T>({ items, getKey, renderItem, resetKey, itemWidth = '44%', label }: Props<T>) {
  const ref = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (ref.current) ref.current.scrollLeft = 0;
  }, [resetKey]);

  return (
    <ul ref={ref} className={styles.rail} style={{ '--rail-item-width': itemWidth } as CSSProperties} aria-label={label}>
      {items.map((item, index) => (
        <li key={getKey(item)} className={styles.item}>
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
