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
};

const dismissed = (input: PopupQueueInput, cookie: string) => Boolean(input.readCookie(cookie));

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
  return queue.slice(0, POPUP_QUEUE_MAX);
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
export type PopupQueueAction = { type: 'close' } | { type: 'advance' };

export const initialPopupQueueState = (length: number): PopupQueueState => ({ index: 0, open: length > 0 });

export function popupQueueReducer(length: number, state: PopupQueueState, action: PopupQueueAction): PopupQueueState {
  if (action.type === 'close') {
    if (!state.open) return state;
    // Closing the last one ends the queue at once, backdrop included.
    return state.index >= length - 1 ? { index: length, open: false } : { index: state.index, open: false };
  }
  if (state.open || state.index >= length - 1) return state;
  return { index: state.index + 1, open: true };
}

export const backdropVisible = (state: PopupQueueState, length: number) => state.index < length;
