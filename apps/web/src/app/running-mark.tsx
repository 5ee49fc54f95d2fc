import { useEffect } from 'react';
import { HYDRATED_MARK } from '@minda/contracts/web-pages';
import { markAppRunning } from '../lib/use-hydrated.ts';
import { slicesHydrated } from './hydration-slice.tsx';

/**
 * Marks the document once the screen runs (hydrated, or rendered in the browser): what only the running app
 * shows (popups, a member's data) can be checked from then on, by people and end-to-end tests alike, and a tap on
 * a link is the app's from then on (links-before-hydration.ts). The user timing mark tells bench/page-speed.ts
 * which scripts the page needed to become interactive.
 *
 * Not before the last hydration slice of the page has hydrated (hydration-slice.tsx): a mark set while the screen
 * was still the server's HTML let its scroll restoration undo a scroll and its links ignore a tap (seen in
 * end-to-end runs on a busy machine).
 */
export function RunningMark() {
  useEffect(() => {
    let mounted = true;
    void slicesHydrated().then(() => {
      if (!mounted) return;
      markAppRunning();
      performance.mark(HYDRATED_MARK);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return null;
}
