import type { PopupNotice } from '@minda/contracts/content';
import type { MemberReviewSummary } from '@minda/contracts/members';
import {
  APP_DOWNLOAD_DISMISS_COOKIE,
  APP_DOWNLOAD_DISMISS_DAYS,
  NOTICE_DISMISS_DAYS,
  POPUP_QUEUE_MAX,
  REVIEW_INVITE_DISMISS_COOKIE,
  REVIEW_INVITE_DISMISS_DAYS,
  noticeDismissCookie,
} from '@minda/contracts/rules/popups';
import { isInApp } from '@minda/contracts/rules/service-media';

export type Popup =
  | { kind: 'app-download' }
  | { kind: 'review-invite'; summary: MemberReviewSummary }
  | { kind: 'notice'; notice: PopupNotice };

export type PopupQueueInput = {
  /** The app_service_media cookie: an app code means the visitor is already inside our app. */
  serviceMedia: string | undefined;
  isLoggedIn: boolean;
  /** null for visitors, or when the summary could not be had. */
  reviewSummary: MemberReviewSummary | null;
  /** null when no notice is published (or it failed to load). */
  notice: PopupNotice | null;
  /** Reads a dismissal cookie; any non-empty value means dismissed. */
  readCookie: (name: string) => string | undefined;
  now: Date;
};

const dismissed = (input: PopupQueueInput, cookie: string) => Boolean(input.readCookie(cookie));

/**
 * Whether a popup may still be shown at `now`: a notice only before its endsAt. The server leaves an ended
 * notice out, but a cached answer or a tab left open outlives the end, so the queue checks again as it shows one.
 */
export function popupDue(popup: Popup, now: Date): boolean {
  return popup.kind !== 'notice' || popup.notice.endsAt === null || Date.parse(popup.notice.endsAt) > now.getTime();
}

/** The mobile home popups in the order they open (spec 1 §4.3): app download, review invitation, notice. */
export function buildPopupQueue(input: PopupQueueInput): Popup[] {
  const queue: Popup[] = [];
  if (!isInApp(input.serviceMedia) && !dismissed(input, APP_DOWNLOAD_DISMISS_COOKIE)) queue.push({ kind: 'app-download' });

  const summary = input.reviewSummary;
  if (input.isLoggedIn && summary && summary.staysCount + summary.tripCount > 0 && !dismissed(input, REVIEW_INVITE_DISMISS_COOKIE)) {
    queue.push({ kind: 'review-invite', summary });
  }

  const notice = input.notice;
  if (notice && notice.contents.trim() !== '' && !dismissed(input, noticeDismissCookie(notice.no))) queue.push({ kind: 'notice', notice });
  return queue.filter((popup) => popupDue(popup, input.now)).slice(0, POPUP_QUEUE_MAX);
}

/** The cookie that a popup's "don't show again" writes, and for how many days. */
export function dismissalOf(popup: Popup): { cookie: string; days: number } {
  switch (popup.kind) {
    case 'app-download':
      return { cookie: APP_DOWNLOAD_DISMISS_COOKIE, days: APP_DOWNLOAD_DISMISS_DAYS };
    case 'review-invite':
      return { cookie: REVIEW_INVITE_DISMISS_COOKIE, days: REVIEW_INVITE_DISMISS_DAYS };
    case 'notice':
      return { cookie: noticeDismissCookie(popup.notice.no), days: NOTICE_DISMISS_DAYS };
  }
}

/**
 * Which popup is open: `index` points into the queue; `open` is false during the pause between two popups
 * and after the last. The backdrop stays while index is inside the queue.
 */
export type PopupQueueState = { index: number; open: boolean };
/** `now` is the time of the close or advance: a popup that is no longer due by then is skipped. */
export type PopupQueueAction = { type: 'close'; now: Date } | { type: 'advance'; now: Date };

/** The first popup from `from` on that is due at `now`, or the queue's length when none is. */
function nextDue(queue: readonly Popup[], from: number, now: Date): number {
  let index = from;
  while (index < queue.length && !popupDue(queue[index]!, now)) index++;
  return index;
}

export function initialPopupQueueState(queue: readonly Popup[], now: Date): PopupQueueState {
  const index = nextDue(queue, 0, now);
  return { index, open: index < queue.length };
}

export function popupQueueReducer(queue: readonly Popup[], state: PopupQueueState, action: PopupQueueAction): PopupQueueState {
  const end: PopupQueueState = { index: queue.length, open: false };
  if (action.type === 'close') {
    if (!state.open) return state;
    // Closing the last one still due ends the queue at once, backdrop included.
    return nextDue(queue, state.index + 1, action.now) >= queue.length ? end : { index: state.index, open: false };
  }
  if (state.open || state.index >= queue.length) return state;
  const index = nextDue(queue, state.index + 1, action.now);
  return index < queue.length ? { index, open: true } : end;
}

export const backdropVisible = (state: PopupQueueState, length: number) => state.index < length;
