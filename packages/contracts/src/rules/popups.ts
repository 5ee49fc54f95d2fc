/** Dismissal cookies of the mobile home popup queue (spec 1 §4.3, §9). */
const DAY_SECONDS = 24 * 60 * 60;

/** "7일간 보지 않기" on the app download prompt hides it for 7 days. */
export const APP_DOWNLOAD_DISMISS_COOKIE = 'hideAppDownload7Days';
export const APP_DOWNLOAD_DISMISS_DAYS = 7;

/** "7일간 보지 않기" on the review invitation hides it for 7 days. */
export const REVIEW_INVITE_DISMISS_COOKIE = 'hideReviewNotice7Days';
export const REVIEW_INVITE_DISMISS_DAYS = 7;

/**
 * "오늘 하루 보지 않기" on the admin notice: the key keeps its legacy name (hideCommonNotice7Days) although
 * the cookie lasts only 1 day; the notice no is appended so that a new notice shows again at once.
 */
export const NOTICE_DISMISS_COOKIE_PREFIX = 'hideCommonNotice7Days';
export const NOTICE_DISMISS_DAYS = 1;

export const noticeDismissCookie = (noticeNo: number) => `${NOTICE_DISMISS_COOKIE_PREFIX}${noticeNo}`;

export const daysToSeconds = (days: number) => days * DAY_SECONDS;

/** Popups shown at most, one of each kind. */
export const POPUP_QUEUE_MAX = 3;
