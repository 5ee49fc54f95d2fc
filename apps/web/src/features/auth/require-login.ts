import { platformPaths, webPaths } from '@minda/contracts/paths';
import { ACCESS_TOKEN_COOKIE, LOGGED_IN_COOKIE } from '@minda/contracts/rules/auth-cookies';
import { LOGIN_POPUP } from '@minda/contracts/rules/limits';
import { readCookie } from '../../lib/cookies.ts';
import { watchLoginPopup } from './popup-login.ts';

export const LOGIN_REQUIRED_MESSAGE = '로그인 후 이용 가능합니다.';
const POPUP_WINDOW_NAME = 'minda_login';

/** The client-side login check before wish actions: the readable logged-in marker cookie exists. */
export function isLoggedIn(): boolean {
  return readCookie(LOGGED_IN_COOKIE) === '1';
}

export type RequireLoginOptions = {
  /** 'redirect' (mobile, default) goes to the mobile login page; 'popup' (PC) opens the 800x800 login popup. */
  mode?: 'redirect' | 'popup';
  /** Where to go after logging in; defaults to the current path with its query. */
  returnPath?: string;
};

const currentPathWithSearch = () => `${window.location.pathname}${window.location.search}`;

/**
 * What a visitor's wish (or other member-only) action calls: the Korean alert, then the login page, or the
 * login popup whose closing (with a token cookie) sends the page to the return address or reloads it.
 */
export function requireLogin(options: RequireLoginOptions = {}): void {
  window.alert(LOGIN_REQUIRED_MESSAGE);
  const returnPath = options.returnPath ?? currentPathWithSearch();
  if (options.mode !== 'popup') {
    window.location.assign(platformPaths.mobile.login(returnPath));
    return;
  }
  const popup = window.open(webPaths.member.loginPopup.href(), POPUP_WINDOW_NAME, `width=${LOGIN_POPUP.width},height=${LOGIN_POPUP.height}`);
  if (!popup) {
    // Popup blocked: the full login page does the same job.
    window.location.assign(platformPaths.pc.login(returnPath));
    return;
  }
  watchLoginPopup(popup, {
    hasAccessToken: () => Boolean(readCookie(ACCESS_TOKEN_COOKIE)),
    onLoggedIn: () => {
      if (options.returnPath && options.returnPath !== currentPathWithSearch()) window.location.assign(options.returnPath);
      else window.location.reload();
    },
  });
}
