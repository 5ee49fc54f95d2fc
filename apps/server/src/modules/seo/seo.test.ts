import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stays } from '../../db/schema/stays.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { sitemapFile } from './sitemap.ts';

const t = setupTestApp();
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const stayIds = async () => (await t.db.select({ goodsNo: stays.goodsNo }).from(stays).where(eq(stays.isActive, true)).orderBy(asc(stays.goodsNo))).map((r) => r.goodsNo);

async function collect(chunks: AsyncGenerator<string>): Promise<string> {
  let xml = '';
  for await (const chunk of chunks) xml += chunk;
  return xml;
}

describe('robots.txt', () => {
  it('keeps crawlers out of the API and the member, partner and admin areas, and names the sitemap on the configured origin', async () => {
    // Kept an hour by shared caches: the Host of whoever asked first must not become the sitemap's address.
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'attacker.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining(['Disallow: /api/v2/', 'Disallow: /mypage/mypage_home.php', 'Disallow: /manager/booking/list.php', 'Disallow: /admin/bookings', 'Disallow: /member/login.php', 'Disallow: /booking/form.php', 'Sitemap: http://localhost:3000/sitemap.xml']),
    );
    for (const publicPage of ['/main/view.php', '/tg/view.php', '/hotel/detail', '/main/index.php', '/m/1.0/grp_main/main.html']) {
      expect(lines.filter((l) => l.startsWith('Disallow: ') && publicPage.startsWith(l.slice('Disallow: '.length)))).toEqual([]);
    }
  });
});

describe('sitemap', () => {
  it('is an index of the static pages and one file per line while each has under 50,000 pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(res.body)).toEqual([
      'http://localhost:3000/sitemaps/static-1.xml',
      'http://localhost:3000/sitemaps/stays-1.xml',
      'http://localhost:3000/sitemaps/hotels-1.xml',
      'http://localhost:3000/sitemaps/tours-1.xml',
    ]);
  });

  it("lists every stay on sale at its canonical PC address, in goods number order; a file past the end is 404", async () => {
    const ids = await stayIds();
    const res = await t.app.inject({ method: 'GET', url: '/sitemaps/stays-1.xml' });
    expect(res.statusCode).toBe(200);
    expect(locs(res.body)).toEqual(ids.map((id) => `http://localhost:3000/main/view.php?goodsno=${id}`));
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/stays-2.xml' })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/sitemaps/../../etc.xml' });
    expect(bad.statusCode).toBe(404);
  });

  it('names the static public pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemaps/static-1.xml' });
    expect(locs(res.body)).toEqual(expect.arrayContaining(['http://localhost:3000/main/index.php', 'http://localhost:3000/stay/index.php', 'http://localhost:3000/m/1.0/cs/clause.html']));
  });

  it('pages a line across files and batches without skipping or repeating a product', async () => {
    const ids = await stayIds();
    const sizes = { fileUrls: 100, batch: 30 };
    const second = locs(await collect(sitemapFile(t.db, 'https://minda.example', { line: 'stays', n: 2 }, sizes)));
    expect(second).toEqual(ids.slice(100, 200).map((id) => `https://minda.example/main/view.php?goodsno=${id}`));
    const files = Math.ceil(ids.length / 100);
    const last = locs(await collect(sitemapFile(t.db, 'https://minda.example', { line: 'stays', n: files }, sizes)));
    expect(last).toHaveLength(ids.length - (files - 1) * 100);
    expect(await collect(sitemapFile(t.db, 'https://minda.example', { line: 'stays', n: files + 1 }, sizes))).toBe('');
  });
});
