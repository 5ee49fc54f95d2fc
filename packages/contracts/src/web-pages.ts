import { webPaths } from './paths.ts';

/**
 * Which addresses are pages of the web app, for the server: a page answers the app's index.html with 200,
 * any other address that is not an API or a file answers it with 404 (the router shows its not-found
 * screen), so search engines do not index a soft 404. Derived from `webPaths`, without zod, so the server
 * knows the same pages as the router (apps/web/src/app/router.tsx).
 */

/** Addresses in `webPaths` that other pages link to but that have no screen yet (member area, later issues). */
const NOT_BUILT_YET: readonly string[] = [
  webPaths.mobile.wishes.path,
  webPaths.mobile.reservations.path,
  webPaths.mobile.tourReviews.path,
  webPaths.mobile.inquiries.path,
  webPaths.mobile.mypage.path,
  webPaths.pc.inquiryWrite.path,
  webPaths.pc.mypage.path,
  webPaths.pc.reservations.path,
  webPaths.pc.wishes.path,
  webPaths.pc.inquiries.path,
];

/** The root redirects to the mobile home in the router. */
const ROOT = '/';

const pathsOf = (table: Record<string, { path?: string }>) => Object.values(table).flatMap((entry) => (entry.path ? [entry.path] : []));

/** Every page pattern the router renders a screen for (":name" is one path segment). */
export const PAGE_PATTERNS: readonly string[] = [
  ...new Set([ROOT, ...pathsOf(webPaths.mobile), ...pathsOf(webPaths.pc), ...pathsOf(webPaths.member)]),
].filter((pattern) => !NOT_BUILT_YET.includes(pattern));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patternRegExp = (pattern: string) =>
  new RegExp(`^${pattern.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment))).join('/')}$`);

const exact = new Set(PAGE_PATTERNS.filter((p) => !p.includes(':')));
const parameterised = PAGE_PATTERNS.filter((p) => p.includes(':')).map(patternRegExp);

/** Whether a path (no query) is a page of the web app. */
export function isPagePath(pathname: string): boolean {
  return exact.has(pathname) || parameterised.some((re) => re.test(pathname));
}
