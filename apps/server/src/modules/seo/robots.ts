import { API_PREFIX, rootPaths } from '@minda/contracts/paths';
import { privatePagePatterns } from '@minda/contracts/web-pages';

/** A Disallow rule matches by prefix: a path with a `:param` is cut before it. */
const prefixOf = (path: string) => path.split('/:')[0]!;

/** The disallowed prefixes: the API, the legacy token endpoint's folder, and every private page. */
export function disallowedPrefixes(): string[] {
  const privatePages = privatePagePatterns().map(prefixOf);
  return [...new Set([`${API_PREFIX}/`, '/cust/', ...privatePages])];
}

/** robots.txt: every crawler may read the public pages; the sitemap index is named absolutely. */
export function robotsTxt(origin: string): string {
  const rules = disallowedPrefixes().map((prefix) => `Disallow: ${prefix}`);
  return ['User-agent: *', ...rules, 'Allow: /', '', `Sitemap: ${origin}${rootPaths.sitemap.href()}`, ''].join('\n');
}
