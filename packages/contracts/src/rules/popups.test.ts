import { describe, expect, it } from 'vitest';
import {
  APP_DOWNLOAD_DISMISS_COOKIE,
  APP_DOWNLOAD_DISMISS_DAYS,
  NOTICE_DISMISS_DAYS,
  REVIEW_INVITE_DISMISS_COOKIE,
  REVIEW_INVITE_DISMISS_DAYS,
  daysToSeconds,
  noticeDismissCookie,
} from './popups.ts';
import { POPUP_ADVANCE_MS } from './limits.ts';

describe('popup dismissals (spec 1 §9)', () => {
  it('hides the app download prompt and the review invitation for 7 days', () => {
    expect(APP_DOWNLOAD_DISMISS_DAYS).toBe(7);
    expect(REVIEW_INVITE_DISMISS_DAYS).toBe(7);
    expect(daysToSeconds(APP_DOWNLOAD_DISMISS_DAYS)).toBe(604_800);
    expect(APP_DOWNLOAD_DISMISS_COOKIE).not.toBe(REVIEW_INVITE_DISMISS_COOKIE);
  });

  it('hides the admin notice for 1 day under hideCommonNotice7Days plus the notice no', () => {
    expect(NOTICE_DISMISS_DAYS).toBe(1);
    expect(daysToSeconds(NOTICE_DISMISS_DAYS)).toBe(86_400);
    expect(noticeDismissCookie(12)).toBe('hideCommonNotice7Days12');
    expect(noticeDismissCookie(13)).not.toBe(noticeDismissCookie(12));
  });

  it('advances to the next popup after 300 ms', () => {
    expect(POPUP_ADVANCE_MS).toBe(300);
  });
});
