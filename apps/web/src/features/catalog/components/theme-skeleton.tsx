import { SectionSkeleton } from '../../../ui/skeleton/skeletons.tsx';
import styles from './category-homes.module.css';

/** A theme list still loading: a title bar, then 3 chips and 4 cards (spec 1 §9). */
export function ThemeSkeleton({ chips = true, label }: { chips?: boolean; label: string }) {
  return (
    <div>
      <span className={styles.skeletonTitle} aria-hidden="true" />
      <SectionSkeleton chips={chips} label={label} />
    </div>
  );
}
