import { describe, expect, it } from 'vitest';
import { APP_DOWNLOAD_DISMISS_COOKIE, REVIEW_INVITE_DISMISS_COOKIE, daysToSeconds, noticeDismissCookie } from './popups.ts';

// Which popup gets which cookie and lifetime is the web app's queue (features/popups/popup-queue.test.ts,
// "dismissalOf"), and the 300 ms pause between popups is timed in components/popup-queue-view.test.tsx.

describe('popup dismissals (spec 1 §9)', () => {
  it('writes a 7-day dismissal as a cookie of 604,800 seconds, one cookie per popup', () => {
    expect(daysToSeconds(7)).toBe(604_800);
    expect(APP_DOWNLOAD_DISMISS_COOKIE).not.toBe(REVIEW_INVITE_DISMISS_COOKIE);
  });

  it('hides the admin notice for 1 day (86,400 seconds) under hideCommonNotice7Days plus the notice no', () => {
    expect(daysToSeconds(1)).toBe(86_400);
    expect(noticeDismissCookie(12)).toBe('hideCommonNotice7Days12');
    expect(noticeDismissCookie(13)).not.toBe(noticeDismissCookie(12));
  });
});
