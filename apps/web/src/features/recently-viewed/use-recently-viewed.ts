import { useMemo, useSyncExternalStore } from 'react';
import type { RecentlyViewedKind } from '@minda/contracts/rules/recently-viewed';
import { readRaw, readRecentlyViewed, subscribeRecentlyViewed } from './recently-viewed-store.ts';

/**
 * The history of one product line as the page should show it, kept in step with recordView and other tabs.
 * The raw stored string is the snapshot, so React only re-renders when the stored value really changed.
 */
export function useRecentlyViewed<K extends RecentlyViewedKind>(kind: K) {
  const raw = useSyncExternalStore(
    subscribeRecentlyViewed,
    () => readRaw(kind),
    () => null,
  );
  return useMemo(() => readRecentlyViewed(kind, { getItem: () => raw, setItem: () => {} }), [kind, raw]);
}

/** Whether the page has any history to show for this product line (the stays home lays out around it). */
export function useHasRecentlyViewed(kind: RecentlyViewedKind) {
  return useRecentlyViewed(kind).length > 0;
}
