/**
 * History state of a navigation that keeps the scroll position (the mobile results' filters and sort). The
 * app's scroll restoration reads it: in declarative mode React Router's own `preventScrollReset` does nothing.
 */
export const KEEP_SCROLL_STATE = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepScroll' in state && state.keepScroll === true;
}
