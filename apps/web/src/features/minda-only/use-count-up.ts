import { useEffect, useState } from 'react';
import { countUpValue, MINDA_ONLY_COUNT_UP_MS } from '@minda/contracts/rules/minda-only';
import { useReducedMotion } from '../../ui/hooks/use-reduced-motion.ts';

/** Animates from `from` to `to` over 1500 ms once mounted; with reduced motion it shows `to` at once. */
export function useCountUp(from: number, to: number): number {
  const reduced = useReducedMotion();
  const [value, setValue] = useState(reduced ? to : from);
  useEffect(() => {
    if (reduced) {
      setValue(to);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const elapsed = now - start;
      setValue(countUpValue(from, to, elapsed, MINDA_ONLY_COUNT_UP_MS));
      if (elapsed < MINDA_ONLY_COUNT_UP_MS) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [from, to, reduced]);
  return value;
}
