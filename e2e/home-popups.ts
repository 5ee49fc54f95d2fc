import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { PopupNoticeResponseSchema } from '@minda/contracts/content';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { APP_DOWNLOAD_DISMISS_COOKIE, REVIEW_INVITE_DISMISS_COOKIE, noticeDismissCookie } from '@minda/contracts/rules/popups';

/** The admin notice the server publishes now (null when none). */
export async function currentNotice(request: APIRequestContext) {
  return PopupNoticeResponseSchema.parse(await (await request.get(apiUrl(apiPaths.content.popupNotice.href()))).json()).data;
}

/**
 * Sets the cookies of every "don't show again" on the mobile home, as a returning visitor would have them,
 * so specs about something else are not met by the popup queue.
 */
export async function dismissHomePopups(context: BrowserContext, request: APIRequestContext, baseURL: string) {
  const notice = await currentNotice(request);
  const names = [APP_DOWNLOAD_DISMISS_COOKIE, REVIEW_INVITE_DISMISS_COOKIE, ...(notice ? [noticeDismissCookie(notice.no)] : [])];
  await context.addCookies(names.map((name) => ({ name, value: 'Y', url: baseURL })));
}
