import { useSyncExternalStore } from 'react';

/**
 * Whether the app runs: the page's screen has hydrated (or rendered in the browser) and run its effects, which
 * RunningMark tells by `data-hydrated` on the document (app/running-mark.tsx). Until then the page is the server's
 * HTML, and a hydration must meet it as it is.
 */
const listeners = new Set<() => void>();
const root = () => document.documentElement;

export const isAppRunning = (): boolean => root().dataset.hydrated === 'true';

export function markAppRunning(): void {
  if (isAppRunning()) return;
  root().dataset.hydrated = 'true';
  listeners.forEach((listener) => listener());
}

/** Calls `listener` once the app runs (at once when it already does). */
export function whenAppRunning(listener: () => void): void {
  if (isAppRunning()) return listener();
  const once = () => {
    listeners.delete(once);
    listener();
  };
  listeners.add(once);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * False on the server and during hydration, true once the app runs: a component that draws from the browser's own
 * state (cookies, storage, the document) draws nothing from it until then, so its first render matches the server's
 * HTML (decision 030). Preact reads the snapshot, not the server snapshot, while it hydrates (decision 040): the
 * snapshot itself is false until the running mark.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, isAppRunning, () => false);
}
