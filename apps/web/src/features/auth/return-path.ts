import { useSearchParams } from 'react-router';
import { platformPaths, webPaths } from '@minda/contracts/paths';
import { usePlatform } from '../../lib/platform.tsx';

export const RETURN_PAGE_PARAM = 'login_return_page';
export const ENCODED_RETURN_PAGE_PARAM = 'encoded_login_return_page';

/**
 * A same-origin path to go to, or null: it must start with a single '/' (so not '//evil.example' or
 * '/\\evil.example', which browsers treat as another host) and carry no scheme or control characters.
 * Anything else could turn the login page into an open redirect.
 */
export function toSafePath(candidate: string | null | undefined): string | null {
  if (!candidate) return null;
  const value = candidate.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    // Resolve against a throwaway origin: if the host changes, the path was not relative after all.
    const url = new URL(value, 'https://minda.invalid');
    if (url.origin !== 'https://minda.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The member pages (/member/…) are PC screens: without a return path they go to the PC home. */
const MEMBER_PAGES_HOME = webPaths.pc.home.href();

/** The mobile screens' own member pages, which a return path must not name either. */
const MOBILE_MEMBER_PAGES = [webPaths.mobile.login.path, webPaths.mobile.register.path, webPaths.mobile.findAccount.path];

/**
 * Where the login page sends people after success: login_return_page (percent-decoded once more when
 * encoded_login_return_page=true, as the login links send it), when it is a safe path; otherwise `fallback`
 * (the home of the platform the page is on).
 */
export function returnPathFromSearch(search: string | URLSearchParams, fallback: string = MEMBER_PAGES_HOME): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  let raw = params.get(RETURN_PAGE_PARAM);
  if (raw && params.get(ENCODED_RETURN_PAGE_PARAM) === 'true') {
    try {
      raw = decodeURIComponent(raw);
    } catch {
      raw = null;
    }
  }
  const safe = toSafePath(raw);
  // Never send people back to a login, sign-up, recovery or logout page after logging in.
  if (!safe || safe.startsWith('/member/') || MOBILE_MEMBER_PAGES.some((path) => safe.startsWith(path))) return fallback;
  return safe;
}

/**
 * The return path of a member page (login, sign-up, recovery) on the platform it is shown on: back to that
 * platform's home without one. `onward` is what the page's links to the other member pages carry (nothing
 * when it is just that home).
 */
export function useReturnPath(): { returnPath: string; onward: string | undefined } {
  const [params] = useSearchParams();
  const home = platformPaths[usePlatform()].home();
  const returnPath = returnPathFromSearch(params, home);
  return { returnPath, onward: returnPath === home ? undefined : returnPath };
}
