import { useCallback, useEffect, useRef, useState } from 'react';
import { activeCityIndex, MINDA_ONLY_SIDEBAR_OFFSET_PX } from '@minda/contracts/rules/minda-only';
import { useReducedMotion } from '../../../ui/hooks/use-reduced-motion.ts';

const pageTop = (el: HTMLElement) => el.getBoundingClientRect().top + window.scrollY;

/**
 * PC side bar state: which city the scroll position is in (60 px offset, 750 px per city) and a smooth
 * scroll to a city. `listRef` is the element the city sections start in.
 */
export function useCityScroll(cityCount: number) {
  const listRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const reduced = useReducedMotion();

  useEffect(() => {
    if (cityCount === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const list = listRef.current;
      if (list) setActive(activeCityIndex(window.scrollY, pageTop(list), cityCount));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [cityCount]);

  const scrollToCity = useCallback(
    (index: number) => {
      const section = listRef.current?.querySelectorAll<HTMLElement>('[data-city]')[index];
      if (!section) return;
      window.scrollTo({ top: pageTop(section) - MINDA_ONLY_SIDEBAR_OFFSET_PX, behavior: reduced ? 'auto' : 'smooth' });
    },
    [reduced],
  );

  return { listRef, active, scrollToCity };
}
