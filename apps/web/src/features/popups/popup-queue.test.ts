import { describe, expect, it } from 'vitest';
import type { MemberReviewSummary } from '@minda/contracts/members';
import {
  APP_DOWNLOAD_DISMISS_COOKIE,
  REVIEW_INVITE_DISMISS_COOKIE,
} from '@minda/contracts/rules/popups';
import { ANDROID_APP_CODES, IOS_APP_CODES, WEB_CODES } from '@minda/contracts/rules/service-media';
import {
  backdropVisible,
  buildPopupQueue,
  dismissalOf,
  initialPopupQueueState,
  popupQueueReducer,
  type Popup,
  type PopupQueueInput,
} from './popup-queue.ts';

const NOW = new Date('2025-02-01T09:00:00Z');
const NOTICE = { no: 7, contents: '<p>연휴 안내</p>', endsAt: null };
const REVIEWABLE: MemberReviewSummary = { staysCount: 2, tripCount: 0, staysPoint: 4500, tripsPoint: 0 };
const NOTHING: MemberReviewSummary = { staysCount: 0, tripCount: 0, staysPoint: 0, tripsPoint: 0 };

const input = (over: Partial<PopupQueueInput> & { cookies?: Record<string, string> } = {}): PopupQueueInput => {
  const { cookies = {}, ...rest } = over;
  return { serviceMedia: undefined, isLoggedIn: false, reviewSummary: null, notice: NOTICE, readCookie: (name) => cookies[name], now: NOW, ...rest };
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
    expect(kinds(input({ notice: { ...NOTICE, no: 8, contents: '' } }))).toEqual(['app-download']);
    expect(kinds(input({ notice: { ...NOTICE, no: 8, contents: '  \n ' } }))).toEqual(['app-download']);
  });

  it('leaves out a notice that has ended by now, though the answer still carries it (a cached page)', () => {
    expect(kinds(input({ notice: { ...NOTICE, endsAt: '2025-02-01T08:59:59Z' } }))).toEqual(['app-download']);
    expect(kinds(input({ notice: { ...NOTICE, endsAt: NOW.toISOString() } }))).toEqual(['app-download']);
    expect(kinds(input({ notice: { ...NOTICE, endsAt: '2025-02-01T09:00:01Z' } }))).toEqual(['app-download', 'notice']);
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
  const close = { type: 'close', now: NOW } as const;
  const advance = { type: 'advance', now: NOW } as const;
  const TWO: Popup[] = [{ kind: 'app-download' }, { kind: 'review-invite', summary: REVIEWABLE }];

  it('closes, waits, advances, and drops the backdrop only after the last', () => {
    let s = initialPopupQueueState(TWO, NOW);
    expect(s).toEqual({ index: 0, open: true });
    s = popupQueueReducer(TWO, s, close);
    expect(s).toEqual({ index: 0, open: false });
    expect(backdropVisible(s, 2)).toBe(true);
    // A second close while waiting changes nothing.
    expect(popupQueueReducer(TWO, s, close)).toBe(s);
    s = popupQueueReducer(TWO, s, advance);
    expect(s).toEqual({ index: 1, open: true });
    expect(popupQueueReducer(TWO, s, advance)).toBe(s);
    s = popupQueueReducer(TWO, s, close);
    expect(backdropVisible(s, 2)).toBe(false);
  });

  it('starts closed for an empty queue', () => {
    expect(backdropVisible(initialPopupQueueState([], NOW), 0)).toBe(false);
  });

  it('skips a notice that ends while the queue is open (a tab left open), with the backdrop', () => {
    const endsAt = '2025-02-01T09:05:00Z';
    const queue: Popup[] = [{ kind: 'app-download' }, { kind: 'notice', notice: { ...NOTICE, endsAt } }];
    const later = new Date('2025-02-01T09:05:00Z');
    const s = initialPopupQueueState(queue, NOW);
    // Closed before the end: the notice still comes.
    expect(popupQueueReducer(queue, popupQueueReducer(queue, s, close), advance)).toEqual({ index: 1, open: true });
    // Closed after the end: nothing is left to wait for, the backdrop goes at once.
    const closedLate = popupQueueReducer(queue, s, { type: 'close', now: later });
    expect(backdropVisible(closedLate, 2)).toBe(false);
    // Closed before, but the pause runs past the end: the notice is not opened.
    const advancedLate = popupQueueReducer(queue, popupQueueReducer(queue, s, close), { type: 'advance', now: later });
    expect(advancedLate.open).toBe(false);
    expect(backdropVisible(advancedLate, 2)).toBe(false);
    // A queue built before the end but shown after it opens nothing.
    expect(initialPopupQueueState([queue[1]!], later)).toEqual({ index: 1, open: false });
  });
});
