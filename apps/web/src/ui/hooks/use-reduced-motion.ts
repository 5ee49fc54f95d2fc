import { useMediaQuery } from './use-media-query.ts';

/** True when the person asked the system for less motion: no autoplay, no sliding animations. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
