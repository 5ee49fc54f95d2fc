import { useState } from 'react';
import { APP_SERVICE_MEDIA_COOKIE } from '@minda/contracts/rules/service-media';
import { readCookie } from '../../../lib/cookies.ts';
import { useLoginGate } from '../../../lib/login-gate.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { usePopupNotice } from '../api/get-popup-notice.ts';
import { useReviewSummary } from '../api/get-review-summary.ts';
import { writeDismissal } from '../dismissals.ts';
import { buildPopupQueue, type Popup } from '../popup-queue.ts';
import { PopupQueueView } from './popup-queue-view.tsx';

/**
 * The mobile home popup queue (spec 1 §4.3). It is built once, when the notice and (for a member) the review
 * summary have answered, and then kept: dismissing one must not reshuffle the popups still to come. A failed
 * call only leaves its popup out.
 */
export function HomePopups() {
  const { isLoggedIn } = useLoginGate();
  const notice = usePopupNotice();
  const reviews = useReviewSummary(isLoggedIn === true);
  const [queue, setQueue] = useState<Popup[]>();
  // The queue reads the dismissal cookies: only in the browser, once the server-rendered home is hydrated.
  const hydrated = useHydrated();

  const ready = hydrated && queue === undefined && !notice.isPending && isLoggedIn !== undefined && (!isLoggedIn || !reviews.isPending);
  if (ready) {
    // Set during render (React's "storing information from previous renders"): the queue is fixed from here on.
    setQueue(
      buildPopupQueue({
        serviceMedia: readCookie(APP_SERVICE_MEDIA_COOKIE),
        isLoggedIn,
        reviewSummary: reviews.data ?? null,
        notice: notice.data ?? null,
        readCookie,
        now: new Date(),
      }),
    );
  }
  if (!queue || queue.length === 0) return null;
  return <PopupQueueView queue={queue} onDismiss={writeDismissal} />;
}
