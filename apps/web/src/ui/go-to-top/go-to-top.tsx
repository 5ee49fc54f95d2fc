import { showsGoToTop } from '@minda/contracts/rules/pc-header';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';
import { useScrollDerived } from '../hooks/use-scroll-y.ts';
import { Tooltip } from '../tooltip/tooltip.tsx';
import styles from './go-to-top.module.css';

/** Back to the top of the page; shown from a scroll of 1081 px (spec 1 §4.5). Needs a TooltipProvider above. */
export function GoToTop() {
  const visible = useScrollDerived(showsGoToTop, false);
  const reducedMotion = useReducedMotion();
  if (!visible) return null;
  return (
    <Tooltip label="맨 위로" side="left">
      <button
        type="button"
        className={styles.button}
        aria-label="맨 위로"
        onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' })}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <path d="M6 14l6-6 6 6" />
          <path d="M12 8v12" />
        </svg>
      </button>
    </Tooltip>
  );
}
