import { useEffect, useRef } from 'react';

/**
 * Calls `loadMore` when the returned element comes within `marginPx` of the bottom of the viewport (infinite
 * scroll). The observer is rebuilt whenever `loadedCount` changes: a new observer reports the current state at
 * once, so a short page whose end is still on screen keeps loading without another scroll.
 */
export function useLoadMoreSentinel<T extends Element>({
  enabled,
  loadedCount,
  loadMore,
  marginPx,
}: {
  enabled: boolean;
  loadedCount: number;
  loadMore: () => void;
  marginPx: number;
}) {
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
      { rootMargin: `0px 0px ${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, loadedCount, marginPx]);

  return ref;
}
