import { API_PREFIX, rootPaths, webPaths } from '@minda/contracts/paths';

/** Pages of a signed-in member, partner or operator: none of them is for a search engine. */
const PRIVATE_PC_KEYS = [
  'reservations', 'tourReservations', 'reservation', 'tourReservation', 'reviewWrite', 'booking', 'bookingResult',
  'inquiries', 'inquiry', 'mypage', 'wishes', 'profile', 'inquiryWrite', 'inquiryList', 'invite',
] as const;

type PathTable = Record<string, { path?: string; paths?: readonly string[] }>;

const pathsOf = (table: PathTable, keys?: readonly string[]) =>
  Object.entries(table)
    .filter(([key]) => !keys || keys.includes(key) || key.startsWith('partner'))
    .flatMap(([, entry]) => [...(entry.path ? [entry.path] : []), ...(entry.paths ?? [])]);

/** A Disallow rule matches by prefix: a path with a `:param` is cut before it. */
const prefixOf = (path: string) => path.split('/:')[0]!;

/** The disallowed prefixes: the API, the legacy token endpoint's folder, and every private page. */
export function disallowedPrefixes(): string[] {
  const mobile = webPaths.mobile as PathTable;
  const pc = webPaths.pc as PathTable;
  const privatePages = [
    ...pathsOf(pc, PRIVATE_PC_KEYS),
    ...pathsOf(mobile, [...PRIVATE_PC_KEYS, 'stayReviews']),
    ...pathsOf(webPaths.member as PathTable),
    ...pathsOf(webPaths.admin as PathTable),
    ...pathsOf(webPaths.dev as PathTable),
  ].map(prefixOf);
  return [...new Set([`${API_PREFIX}/`, '/cust/', ...privatePages])];
}

/** robots.txt: every crawler may read the public pages; the sitemap index is named absolutely. */
export function robotsTxt(origin: string): string {
  const rules = disallowedPrefixes().map((prefix) => `Disallow: ${prefix}`);
  return ['User-agent: *', ...rules, 'Allow: /', '', `Sitemap: ${origin}${rootPaths.sitemap.href()}`, ''].join('\n');
}
