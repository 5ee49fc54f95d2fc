import { useEffect } from 'react';
import { HYDRATED_MARK } from '@minda/contracts/web-pages';

/**
 * Marks the document once the screen runs (hydrated, or rendered in the browser): what only the running app
 * shows (popups, a member's data) can be checked from then on, by people and end-to-end tests alike, and a tap on
 * a link is the app's from then on (links-before-hydration.ts). The user timing mark tells bench/page-speed.ts
 * which scripts the page needed to become interactive.
 *
 * Rendered inside the screens' Suspense boundary (root-layout.tsx), not at the root: React hydrates a server-rendered
 * Suspense boundary in a pass of its own after the root has committed, so a mark set by the root came while the
 * screen was still the server's HTML; its scroll restoration then undid a scroll and its links ignored a tap (seen in
 * end-to-end runs on a busy machine).
 */
export function RunningMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    performance.mark(HYDRATED_MARK);
  }, []);
  return null;
}
