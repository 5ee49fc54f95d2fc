import type { Database } from '../../db/client.ts';
import { webPaths } from '@minda/contracts/paths';
import { CITY_THEME_SLUGS, CITY_THEME_WEB_PATHS } from '@minda/contracts/web-pages';
import { countListedHotels, listedHotels } from '../hotels/hotels.service.ts';
import { countListedStays, listedStayIds } from '../stays/stays.service.ts';
import { countListedTours, listedTourIds } from '../tours/tours.service.ts';

/** The protocol's limit of addresses in one sitemap file. */
export const SITEMAP_FILE_URLS = 50_000;
/** Rows read from the database at a time while a file streams. */
export const SITEMAP_BATCH = 5_000;

/** One line of the catalogue in the sitemap: how many pages it has, and its pages' paths in key order. */
type Line = {
  count: (db: Database) => Promise<number>;
  /** A batch of [key, canonical PC path], after `after` or from `offset`. */
  read: (db: Database, page: { after?: number; offset?: number; limit: number }) => Promise<[number, string][]>;
};

/** The public pages that are not products: homes, lists, editorial and information pages (canonical PC addresses). */
export const STATIC_PAGES: readonly string[] = [
  webPaths.pc.home.href(),
  webPaths.pc.stays.href(),
  webPaths.pc.tours.href(),
  webPaths.pc.hotels.href(),
  webPaths.pc.stayPlus.href(),
  webPaths.pc.exclusive.href(),
  webPaths.pc.sale.href(),
  webPaths.pc.offSeasonSale.href(),
  webPaths.pc.coupons.href(),
  webPaths.pc.travelInfo.href(),
  webPaths.pc.about.href(),
  webPaths.pc.refundRule.href(),
  webPaths.pc.clause.href(),
  webPaths.pc.privacy.href(),
  webPaths.mobile.eventList.href(),
  ...CITY_THEME_SLUGS.map((slug) => CITY_THEME_WEB_PATHS[slug]),
];

const LINES: Record<'stays' | 'hotels' | 'tours', Line> = {
  stays: {
    count: countListedStays,
    read: async (db, page) => (await listedStayIds(db, page)).map((id) => [id, webPaths.pc.stayDetail.href(id)]),
  },
  hotels: {
    count: countListedHotels,
    read: async (db, page) => (await listedHotels(db, page)).map((h) => [h.propertyId, webPaths.pc.hotelDetail.href(h.uuid)]),
  },
  tours: {
    count: countListedTours,
    read: async (db, page) => (await listedTourIds(db, page)).map((id) => [id, webPaths.pc.tourDetail.href(id)]),
  },
};
type LineName = keyof typeof LINES;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The index: the static pages' file, then each line's files (`stays-1.xml`, `stays-2.xml`, ...). */
export async function sitemapIndex(db: Database, origin: string, fileUrls = SITEMAP_FILE_URLS): Promise<string> {
  const files = ['static-1.xml'];
  for (const [name, line] of Object.entries(LINES)) {
    const pages = Math.ceil((await line.count(db)) / fileUrls);
    for (let n = 1; n <= pages; n++) files.push(`${name}-${n}.xml`);
  }
  const entries = files.map((file) => `  <sitemap><loc>${escapeXml(`${origin}/sitemaps/${file}`)}</loc></sitemap>`).join('\n');
  return `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

/** `stays-3.xml` → the stays line, file 3; undefined for a name that is no file of the index. */
export function parseSitemapFile(file: string): { line: LineName | 'static'; n: number } | undefined {
  const match = /^(static|stays|hotels|tours)-([1-9][0-9]{0,5})\.xml$/.exec(file);
  if (!match) return undefined;
  return { line: match[1] as LineName | 'static', n: Number(match[2]) };
}

const urlEntry = (origin: string, path: string) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>\n`;

/**
 * One file's XML, produced batch by batch: the first batch starts at the file's position, the next ones
 * after the last key read, so memory holds SITEMAP_BATCH rows whatever the catalogue's size. Yields
 * nothing at all for a file past the line's end (the route answers 404 then).
 */
export async function* sitemapFile(
  db: Database,
  origin: string,
  file: { line: LineName | 'static'; n: number },
  sizes: { fileUrls: number; batch: number } = { fileUrls: SITEMAP_FILE_URLS, batch: SITEMAP_BATCH },
): AsyncGenerator<string> {
  const open = `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
  if (file.line === 'static') {
    if (file.n !== 1) return;
    yield open + STATIC_PAGES.map((path) => urlEntry(origin, path)).join('');
    yield '</urlset>\n';
    return;
  }
  const line = LINES[file.line];
  let remaining = sizes.fileUrls;
  let batch = await line.read(db, { offset: (file.n - 1) * sizes.fileUrls, limit: Math.min(sizes.batch, remaining) });
  if (batch.length === 0) return;
  yield open;
  while (batch.length > 0) {
    yield batch.map(([, path]) => urlEntry(origin, path)).join('');
    remaining -= batch.length;
    if (remaining === 0 || batch.length < sizes.batch) break;
    batch = await line.read(db, { after: batch[batch.length - 1]![0], limit: Math.min(sizes.batch, remaining) });
  }
  yield '</urlset>\n';
}
