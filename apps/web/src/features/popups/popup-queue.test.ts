import { describe, expect, it } from 'vitest';
import type { MemberReviewSummary } from '@minda/contracts/members';
import {
  APP_DOWNLOAD_DISMISS_COOKIE,
  REVIEW_INVITE_DISMISS_COOKIE,
} from '@minda/contracts/rules/popups';
import { ANDROID_APP_CODES, IOS_APP_CODES, WEB_CODES } from '@minda/contracts/rules/service-media';
import { backdropVisible, buildPopupQueue, dismissalOf, initialPopupQueueState, popupQueueReducer, type PopupQueueInput } from './popup-queue.ts';

const NOTICE = { no: 7, contents: '<p>연휴 안내</p>' };
const REVIEWABLE: MemberReviewSummary = { staysCount: 2, tripCount: 0, staysPoint: 4500, tripsPoint: 0 };
const NOTHING: MemberReviewSummary = { staysCount: 0, tripCount: 0, staysPoint: 0, tripsPoint: 0 };

const input = (over: Partial<PopupQueueInput> & { cookies?: Record<string, string> } = {}): PopupQueueInput => {
  const { cookies = {}, ...rest } = over;
  return { serviceMedia: undefined, isLoggedIn: false, reviewSummary: null, notice: NOTICE, readCookie: (name) => cookies[name], ...rest };
};
const kinds = (i: PopupQueueInput) => buildPopupQueue(i).map((p) => p.kind);

describe('buildPopupQueue', () => {
  it('orders app download, review invitation, notice for a member with reviews to write', () => {
    expect(kinds(input({ isLoggedIn: true, reviewSummary: REVIEWABLE }))).toEqual(['app-download', 'review-invite', 'notice']);
  });

  it('shows the app download prompt outside the app (no cookie or a web code) and never inside it', () => {
    expect(kinds(input())).toContain('app-download');
    for (const code of WEB_CODES) expect(kinds(input({ serviceMedia: code }))).toContain('app-download');
    expect(kinds(input({ serviceMedia: 'XX' }))).toContain('app-download');
    for (const code of [...ANDROID_APP_CODES, ...IOS_APP_CODES]) expect(kinds(input({ serviceMedia: code }))).not.toContain('app-download');
  });

  it('leaves out the app download prompt once dismissed', () => {
    expect(kinds(input({ cookies: { [APP_DOWNLOAD_DISMISS_COOKIE]: 'Y' } }))).toEqual(['notice']);
  });

  it('invites only a logged-in member who has stays or trips to review, until dismissed', () => {
    expect(kinds(input({ isLoggedIn: false, reviewSummary: REVIEWABLE }))).not.toContain('review-invite');
    expect(kinds(input({ isLoggedIn: true, reviewSummary: NOTHING }))).not.toContain('review-invite');
    expect(kinds(input({ isLoggedIn: true, reviewSummary: null }))).not.toContain('review-invite');
    expect(kinds(input({ isLoggedIn: true, reviewSummary: { ...NOTHING, tripCount: 1, tripsPoint: 300 } }))).toContain('review-invite');
    expect(kinds(input({ isLoggedIn: true, reviewSummary: REVIEWABLE, cookies: { [REVIEW_INVITE_DISMISS_COOKIE]: 'Y' } }))).not.toContain(
      'review-invite',
    );
    const invite = buildPopupQueue(input({ isLoggedIn: true, reviewSummary: REVIEWABLE })).find((p) => p.kind === 'review-invite');
    expect(invite).toEqual({ kind: 'review-invite', summary: REVIEWABLE });
  });

  it('shows the notice only when it has contents', () => {
    expect(kinds(input({ notice: null }))).toEqual(['app-download']);
    expect(kinds(input({ notice: { no: 8, contents: '' } }))).toEqual(['app-download']);
    expect(kinds(input({ notice: { no: 8, contents: '  \n ' } }))).toEqual(['app-download']);
  });

  it('hides the notice for the day under hideCommonNotice7Days plus its own no', () => {
    expect(kinds(input({ cookies: { hideCommonNotice7Days7: 'Y' } }))).toEqual(['app-download']);
    // Hiding an older notice does not hide a new one.
    expect(kinds(input({ cookies: { hideCommonNotice7Days6: 'Y' } }))).toEqual(['app-download', 'notice']);
  });

  it('is empty when everything is dismissed or not due', () => {
    expect(buildPopupQueue(input({ serviceMedia: 'iP', notice: null, isLoggedIn: true, reviewSummary: NOTHING }))).toEqual([]);
  });
});

describe('dismissalOf', () => {
  it('writes each popup\'s own cookie for its own duration', () => {
    expect(dismissalOf({ kind: 'app-download' })).toEqual({ cookie: APP_DOWNLOAD_DISMISS_COOKIE, days: 7 });
    expect(dismissalOf({ kind: 'review-invite', summary: REVIEWABLE })).toEqual({ cookie: REVIEW_INVITE_DISMISS_COOKIE, days: 7 });
    expect(dismissalOf({ kind: 'notice', notice: NOTICE })).toEqual({ cookie: 'hideCommonNotice7Days7', days: 1 });
  });
});

describe('popupQueueReducer', () => {
  it('closes, waits, advances, and drops the backdrop only after the last', () => {
    let s = initialPopupQueueState(2);
    expect(s).toEqual({ index: 0, open: true });
    s = popupQueueReducer(2, s, { type: 'close' });
    expect(s).toEqual({ index: 0, open: false });
    expect(backdropVisible(s, 2)).toBe(true);
    // A second close while waiting changes nothing.
    expect(popupQueueReducer(2, s, { type: 'close' })).toBe(s);
    s = popupQueueReducer(2, s, { type: 'advance' });
    expect(s).toEqual({ index: 1, open: true });
    expect(popupQueueReducer(2, s, { type: 'advance' })).toBe(s);
    s = popupQueueReducer(2, s, { type: 'close' });
    expect(backdropVisible(s, 2)).toBe(false);
  });

  it('starts closed for an empty queue', () => {
    expect(backdropVisible(initialPopupQueueState(0), 0)).toBe(false);
  });
});
