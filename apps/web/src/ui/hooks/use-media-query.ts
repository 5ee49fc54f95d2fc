import { useSyncExternalStore } from 'react';

const matches = (query: string) => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches;

/**
 * Whether a CSS media query matches now, re-rendering when it starts or stops matching. On the server and
 * while hydrating it answers `serverValue`, so the first render in the browser matches the server's HTML.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matches(query),
    () => serverValue,
  );
}
