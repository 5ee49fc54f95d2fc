import { webPaths } from './paths.ts';
import { CITY_THEME_PAGES } from './rules/city-codes.ts';
import { MOBILE_COMMUNITY_BOARDS } from './rules/community.ts';

/**
 * The web app's pages, all derived from `webPaths`: which addresses are pages, each page's canonical and
 * alternate links, and the city theme pages by slug. No zod: the first screens (lib/page-meta, the router)
 * and the server import this file.
 */

/**
 * The screen class a page is rendered for before any script runs (decision 030): the server guesses it from the
 * request, the web app's media-query hooks take it as their server snapshot.
 */
export type ViewportClass = 'phone' | 'wide';

/** The user timing mark the web app sets once it runs (hydrated or rendered); bench/page-speed.ts reads it. */
export const HYDRATED_MARK = 'minda:hydrated';

/* ---- which addresses are pages ---- */

/**
 * Which addresses are pages of the web app, for the server: a page answers the app's index.html with 200,
 * any other address that is not an API or a file answers it with 404 (the router shows its not-found
 * screen), so search engines do not index a soft 404. The server thus knows the same pages as the router
 * (apps/web/src/app/router.tsx).
 */

/** The root redirects to the mobile home in the router. */
const ROOT = '/';

type PathTable = Record<string, { path?: string; paths?: readonly string[] }>;
const pathsOf = (table: PathTable) =>
  Object.values(table).flatMap((entry) => [...(entry.path ? [entry.path] : []), ...(entry.paths ?? [])]);

// Built on first use rather than at load: the browser imports this file for the links and theme pages below,
// and the first screens' shell chunk should not carry the server's page table.

/** Every page pattern the router renders a screen for (":name" is one path segment). */
export function pagePatterns(): readonly string[] {
  /** Addresses in `webPaths` that other pages link to but that have no screen yet (member area, later issues). */
  const notBuiltYet: readonly string[] = [];
  return [...new Set([ROOT, ...pathsOf(webPaths.mobile), ...pathsOf(webPaths.pc), ...pathsOf(webPaths.member), ...pathsOf(webPaths.dev), ...pathsOf(webPaths.admin)])].filter(
    (pattern) => !notBuiltYet.includes(pattern),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patternRegExp = (pattern: string) =>
  new RegExp(`^${pattern.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment))).join('/')}$`);

/** A test of a path against route patterns (":name" is one segment), built on its first use. */
export function pathMatcher(patterns: () => readonly string[]): (pathname: string) => boolean {
  let matcher: { exact: Set<string>; parameterised: RegExp[] } | undefined;
  return (pathname) => {
    if (!matcher) {
      const list = patterns();
      matcher = { exact: new Set(list.filter((p) => !p.includes(':'))), parameterised: list.filter((p) => p.includes(':')).map(patternRegExp) };
    }
    return matcher.exact.has(pathname) || matcher.parameterised.some((re) => re.test(pathname));
  };
}

/** Whether a path (no query) is a page of the web app. */
export const isPagePath = pathMatcher(pagePatterns);

/** Pages of a signed-in member, by their key in the PC and mobile tables (partner pages: every `partner*` key). */
const PRIVATE_PAGE_KEYS = [
  'reservations', 'tourReservations', 'reservation', 'reservationView', 'tourReservation', 'reviewWrite', 'booking', 'bookingResult',
  'inquiries', 'inquiry', 'mypage', 'wishes', 'profile', 'inquiryWrite', 'inquiryList', 'invite', 'stayReviews', 'login',
  'register', 'findAccount',
] as const;

const pathsWhere = (table: PathTable, test: (key: string) => boolean) => pathsOf(Object.fromEntries(Object.entries(table).filter(([key]) => test(key))));

/** The back office's pages: the partner's manager screens (every `partner*` key) and the operator's. */
export function backOfficePagePatterns(): readonly string[] {
  const isPartner = (key: string) => key.startsWith('partner');
  return [...new Set([...pathsWhere(webPaths.pc, isPartner), ...pathsWhere(webPaths.mobile, isPartner), ...pathsOf(webPaths.admin)])];
}

/**
 * Whether a path (no query) is a back-office page: the browser's router loads those routes only when one is
 * opened (apps/web/src/app/back-office-routes.tsx), so a shopper's first load carries none of them.
 */
export const isBackOfficePagePath = pathMatcher(backOfficePagePatterns);

/**
 * The pages of a signed-in member, partner or operator, and the member area (login included): no search engine
 * reads them (robots.txt), and the server leaves them to the browser to render (decision 030).
 */
export function privatePagePatterns(): readonly string[] {
  const isMemberPage = (key: string) => (PRIVATE_PAGE_KEYS as readonly string[]).includes(key);
  return [
    ...new Set([...pathsWhere(webPaths.pc, isMemberPage), ...pathsWhere(webPaths.mobile, isMemberPage), ...backOfficePagePatterns(), ...pathsOf(webPaths.member), ...pathsOf(webPaths.dev)]),
  ];
}

/** Whether a path (no query) is a private page (see privatePagePatterns). */
export const isPrivatePagePath = pathMatcher(privatePagePatterns);

/* ---- canonical and alternate links ---- */

/**
 * Canonical and alternate links of every screen (Google's separate-URLs pattern): a PC page is its own
 * canonical and names its mobile twin as the alternate for screens up to 640 px; a mobile page names its PC
 * twin as canonical. Both are derived from webPaths, so a route added later gets its tags without touching
 * this file, as long as the two path tables use the same key for it.
 */

/** The media query of the mobile alternate link. */
export const MOBILE_ALTERNATE_MEDIA = 'only screen and (max-width: 640px)';

/**
 * Query keys that say which content a page shows, in the order the canonical writes them. Everything else
 * (dates, party size, scroll position, tracking) is dropped. A page not listed keeps its query minus tracking
 * parameters, so a new page with an id in its query still gets a correct canonical.
 */
export const CANONICAL_QUERY_KEYS: Readonly<Record<string, readonly string[]>> = {
  [webPaths.pc.home.path]: [],
  [webPaths.pc.stays.path]: [],
  [webPaths.pc.tours.path]: [],
  [webPaths.pc.hotels.path]: [],
  [webPaths.pc.stayList.path]: ['cityCode', 'search_type', 'sort_type'],
  [webPaths.pc.stayDetail.path]: ['goodsno'],
  [webPaths.pc.tourDetail.path]: ['itemno'],
  [webPaths.pc.tourList.path]: ['category'],
  [webPaths.pc.tourTheme.path]: ['themeno'],
  [webPaths.pc.tourRecommend.path]: ['category'],
  [webPaths.pc.hotelList.path]: ['cityId'],
  [webPaths.pc.hotelDetail.path]: [],
  [webPaths.pc.event.path]: ['id', 'no'],
  [webPaths.pc.community.path]: ['id', 'page'],
  [webPaths.pc.communityPost.path]: ['id', 'no'],
  [webPaths.pc.totalSearch.path]: ['category', 'keyword'],
  [webPaths.member.login.path]: [],
  [webPaths.mobile.login.path]: [],
  [webPaths.mobile.register.path]: [],
  [webPaths.mobile.event.path]: ['id', 'no'],
  [webPaths.mobile.notice.path]: ['no', 'page'],
  [webPaths.mobile.home.path]: [],
  [webPaths.mobile.stayList.path]: ['cityCode', 'search_type', 'sort_type'],
  [webPaths.mobile.stayDetail.path]: ['minbak_code'],
  [webPaths.mobile.tourList.path]: ['category'],
  [webPaths.mobile.tourDetail.path]: ['itemno'],
  [webPaths.mobile.tourTheme.path]: ['themeno'],
  [webPaths.mobile.tourRecommend.path]: ['category'],
  [webPaths.mobile.search.path]: ['searchType'],
  [webPaths.mobile.community.path]: ['id', 'no', 'page'],
};

const TRACKING_KEY = /^(utm_.*|gclid|fbclid|msclkid)$/;

type QueryTest = (query: URLSearchParams) => boolean;

/** A PC page and its mobile twin; `keys` carries the content keys across ([PC name, mobile name]). */
export type Twin = {
  pc: string;
  mobile: string;
  keys: readonly (readonly [string, string])[];
  /** When only some addresses of a path have a twin (the notice board has no mobile page). */
  pcMatches?: QueryTest;
  mobileMatches?: QueryTest;
};

/** Content keys named differently on the two platforms. */
const RENAMED_KEYS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  stayDetail: [['goodsno', 'minbak_code']],
};

const mobileBoard: QueryTest = (q) => MOBILE_COMMUNITY_BOARDS.some((b) => b.id === q.get('id'));

/** Pairs the same-named keys cannot express: the mobile community page is both the board and the post. */
const EXTRA_TWINS: readonly Twin[] = [
  {
    pc: webPaths.pc.communityPost.path,
    mobile: webPaths.mobile.community.path,
    keys: [['id', 'id'], ['no', 'no']],
    pcMatches: mobileBoard,
    mobileMatches: (q) => q.has('no'),
  },
];

/** Tighter conditions for derived pairs, by key. */
const TWIN_CONDITIONS: Readonly<Record<string, Pick<Twin, 'pcMatches' | 'mobileMatches'>>> = {
  community: { pcMatches: mobileBoard, mobileMatches: (q) => !q.has('no') },
};

function deriveTwins(): Twin[] {
  const derived: Twin[] = [];
  const mobile: Record<string, { path?: string; paths?: readonly string[] }> = webPaths.mobile;
  for (const [key, pcRoute] of Object.entries(webPaths.pc) as [string, { path: string }][]) {
    const mobileRoute = mobile[key];
    // Same path on both (terms, privacy) is one page, not a pair.
    if (!mobileRoute?.path || mobileRoute.path === pcRoute.path) continue;
    const mobileKeys = CANONICAL_QUERY_KEYS[mobileRoute.path] ?? [];
    const shared = (CANONICAL_QUERY_KEYS[pcRoute.path] ?? []).filter((k) => mobileKeys.includes(k)).map((k) => [k, k] as const);
    derived.push({ pc: pcRoute.path, mobile: mobileRoute.path, keys: RENAMED_KEYS[key] ?? shared, ...TWIN_CONDITIONS[key] });
  }
  return [...EXTRA_TWINS, ...derived];
}

export const TWINS: readonly Twin[] = deriveTwins();

/** Route patterns (/hotel/detail/:propertyUuid) match any value in a ':' segment. */
function pathMatches(pattern: string, pathname: string): boolean {
  if (!pattern.includes(':')) return pattern === pathname;
  const a = pattern.split('/');
  const b = pathname.split('/');
  return a.length === b.length && a.every((segment, i) => segment.startsWith(':') ? b[i] !== '' : segment === b[i]);
}

function canonicalKeysOf(pathname: string): readonly string[] | undefined {
  const exact = CANONICAL_QUERY_KEYS[pathname];
  if (exact) return exact;
  return Object.entries(CANONICAL_QUERY_KEYS).find(([pattern]) => pathMatches(pattern, pathname))?.[1];
}

function build(pathname: string, entries: readonly (readonly [string, string])[]): string {
  const params = new URLSearchParams();
  for (const [key, value] of entries) if (value !== '') params.append(key, value);
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

function entriesOf(query: URLSearchParams): [string, string][] {
  const entries: [string, string][] = [];
  query.forEach((value, key) => entries.push([key, value]));
  return entries;
}

/** The page's own clean address: its content keys only (or its query minus tracking when it has no list). */
export function cleanUrl(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  const keys = canonicalKeysOf(pathname);
  const entries = keys
    ? keys.flatMap((k) => query.getAll(k).map((v) => [k, v] as const))
    : entriesOf(query).filter(([k]) => !TRACKING_KEY.test(k));
  return build(pathname, entries);
}

function carry(query: URLSearchParams, keys: readonly (readonly [string, string])[], from: 0 | 1): (readonly [string, string])[] {
  const to = from === 0 ? 1 : 0;
  return keys.flatMap((pair) => query.getAll(pair[from]).map((v) => [pair[to], v] as const));
}

export type PageLinks = { canonical: string; alternate?: string };

const MOBILE_PREFIX = '/m/';

/** The canonical (and for a PC page with a mobile twin, the mobile alternate), root-relative. */
export function pageLinks(pathname: string, search = ''): PageLinks {
  const query = new URLSearchParams(search);
  const self = cleanUrl(pathname, search);
  if (pathname.startsWith(MOBILE_PREFIX)) {
    const twin = TWINS.find((t) => pathMatches(t.mobile, pathname) && (t.mobileMatches?.(query) ?? true));
    return { canonical: twin ? build(twin.pc, carry(query, twin.keys, 1)) : self };
  }
  const twin = TWINS.find((t) => pathMatches(t.pc, pathname) && (t.pcMatches?.(query) ?? true));
  return twin ? { canonical: self, alternate: build(twin.mobile, carry(query, twin.keys, 0)) } : { canonical: self };
}

/* ---- the city theme pages (spec 1 §2.2) by slug ---- */

export const CITY_THEME_SLUGS = ['london', 'paris', 'newyork', 'la', 'italia'] as const;
export type CityThemeSlug = (typeof CITY_THEME_SLUGS)[number];

/** Each theme page's web path, from the paths table. */
export const CITY_THEME_WEB_PATHS: Record<CityThemeSlug, string> = {
  london: webPaths.pc.themeLondon.path,
  paris: webPaths.pc.themeParis.path,
  newyork: webPaths.pc.themeNewYork.path,
  la: webPaths.pc.themeLa.path,
  italia: webPaths.pc.themeItalia.path,
};

/** The city codes of a theme page: the group of rules/city-codes whose page it is (Italy has two). */
export function cityThemeCodes(slug: CityThemeSlug): readonly string[] {
  return CITY_THEME_PAGES.find((page) => page.path === CITY_THEME_WEB_PATHS[slug])?.codes ?? [];
}

/** The editorial guide of a theme page is a site page under this slug (GET content/pages/{slug}). */
export const cityThemeGuideSlug = (slug: CityThemeSlug) => `city-theme-${slug}`;
