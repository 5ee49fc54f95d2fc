import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/**
 * A value derived from the page's scroll offset. Only the derived value is compared, so a component that
 * asks "past 300 px?" re-renders when the answer flips, not on every scroll event. `select` should be stable.
 */
export function useScrollDerived<T extends string | number | boolean>(select: (scrollY: number) => T, serverValue: T): T {
  const getSnapshot = useCallback(() => select(window.scrollY), [select]);
  return useSyncExternalStore(subscribe, getSnapshot, () => serverValue);
}
