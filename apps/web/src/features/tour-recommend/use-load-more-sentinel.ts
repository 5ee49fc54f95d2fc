import { useEffect, useRef } from 'react';
import { TOUR_RECOMMEND_SCROLL_MARGIN_PX } from '@minda/contracts/rules/tour-recommend';

/**
 * Calls `loadMore` when the returned element comes within TOUR_RECOMMEND_SCROLL_MARGIN_PX (200 px) of the
 * viewport. The observer is rebuilt whenever `loadedCount` changes: a new observer reports the current
 * state at once, so a short page whose end is still on screen keeps loading without another scroll.
 */
export function useLoadMoreSentinel<T extends Element>({ enabled, loadedCount, loadMore }: { enabled: boolean; loadedCount: number; loadMore: () => void }) {
  const ref = useRef<T | null>(null);
  const loadMoreRef = useRef(loadMore);
  useEffect(() => {
    loadMoreRef.current = loadMore;
  });

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current();
      },
      { rootMargin: `0px 0px ${TOUR_RECOMMEND_SCROLL_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, loadedCount]);

  return ref;
}
