import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true afterwards: a component that draws from the browser's own
 * state (cookies, storage, the document) draws nothing from it until the page is hydrated, so its first
 * render matches the server's HTML (decision 030).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
