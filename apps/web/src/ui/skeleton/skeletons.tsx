import { SKELETON_CARDS, SKELETON_CHIPS } from '@minda/contracts/rules/limits';
import styles from './skeletons.module.css';

/** Placeholder of a chip row and a card row while a section loads (spec 1 §9: 3 chips, 4 cards). */
export function SectionSkeleton({ chips = true, label = '불러오는 중' }: { chips?: boolean; label?: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true" className={styles.wrap}>
      {chips && (
        <div className={styles.chips}>
          {Array.from({ length: SKELETON_CHIPS }, (_, i) => (
            <span key={i} className={`${styles.block} ${styles.chip}`} data-skeleton="chip" />
          ))}
        </div>
      )}
      <div className={styles.cards}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <div key={i} className={styles.card} data-skeleton="card">
            <span className={`${styles.block} ${styles.image}`} />
            <span className={`${styles.block} ${styles.line}`} />
            <span className={`${styles.block} ${styles.lineShort}`} />
          </div>
        ))}
      </div>
    </div>
  );
}
