import { useState } from 'react';
import type { MindaOnlyCity } from '@minda/contracts/content';
import { ProductImage } from '../../../ui/product-card/product-image.tsx';
import styles from './landmark-list.module.css';

/** Landmark names beside one picture; hovering or focusing a name switches the picture (spec 2 §4.3). */
export function LandmarkList({ landMarks, compact = false }: { landMarks: MindaOnlyCity['template']['landMarks']; compact?: boolean }) {
  const [current, setCurrent] = useState(0);
  const shown = landMarks[current] ?? landMarks[0];
  if (!shown) return null;
  return (
    <div className={styles.wrap}>
      <ProductImage path={shown.imgPath} kind="tour" alt={shown.title} className={compact ? `${styles.image} ${styles.wide}` : styles.image} data-landmark={shown.title} />
      <ul className={styles.list} aria-label="주요 명소">
        {landMarks.map((landmark, i) => (
          <li key={landmark.title}>
            <button
              type="button"
              className={i === current ? `${styles.name} ${styles.current}` : styles.name}
              aria-pressed={i === current}
              onMouseEnter={() => setCurrent(i)}
              onFocus={() => setCurrent(i)}
              onClick={() => setCurrent(i)}
            >
              {landmark.title}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
