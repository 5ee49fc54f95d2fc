import { useRef, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons/icons.tsx';
import { useReducedMotion } from '../../../ui/hooks/use-reduced-motion.ts';
import styles from './stay-carousel.module.css';

/** A horizontal row of cards with previous and next buttons that move it by about one view. */
export function StayCarousel({ label, children }: { label: string; children: ReactNode }) {
  const track = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();
  const move = (direction: -1 | 1) => {
    const el = track.current;
    if (!el) return;
    el.scrollBy({ left: direction * Math.max(296, el.clientWidth - 296), behavior: reduced ? 'auto' : 'smooth' });
  };
  return (
    <div className={styles.carousel}>
      <div ref={track} className={styles.track} role="group" aria-label={label}>
        {children}
      </div>
      <button type="button" className={`${styles.nav} ${styles.prev}`} aria-label={`${label} 이전`} onClick={() => move(-1)}>
        <ChevronLeftIcon size={22} />
      </button>
      <button type="button" className={`${styles.nav} ${styles.next}`} aria-label={`${label} 다음`} onClick={() => move(1)}>
        <ChevronRightIcon size={22} />
      </button>
    </div>
  );
}
