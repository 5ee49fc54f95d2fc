import { LOGIN_POPUP } from '@minda/contracts/rules/limits';

/** The bits of the popup window we look at; a real Window satisfies it. */
export type PopupHandle = { readonly closed: boolean };

export type WatchLoginPopupOptions = {
  /** True when the accessToken cookie exists (the popup's login set it for this origin). */
  hasAccessToken: () => boolean;
  /** Called once, after the popup closed with a token present. */
  onLoggedIn: () => void;
  /** Called once, after the popup closed without a login (optional). */
  onCancelled?: () => void;
  intervalMs?: number;
};

/**
 * Polls the login popup every LOGIN_POPUP.pollMs (500 ms): once it has closed, reports whether the login
 * happened (an access token cookie now exists). Returns a function that stops watching.
 */
export function watchLoginPopup(popup: PopupHandle, options: WatchLoginPopupOptions): () => void {
  const timer = setInterval(() => {
    if (!popup.closed) return;
    clearInterval(timer);
    if (options.hasAccessToken()) options.onLoggedIn();
    else options.onCancelled?.();
  }, options.intervalMs ?? LOGIN_POPUP.pollMs);
  return () => clearInterval(timer);
}
