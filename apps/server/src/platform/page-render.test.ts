import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loginAs } from '../test/login-as.ts';
import { setupTestApp } from '../test/test-app.ts';

/**
 * Pages rendered on the server (decision 030), through the real app. The server build is the web entry
 * itself: WEB_SSR_DIR holds an entry-server.js that re-exports apps/web/src/entry-server.tsx, which vitest
 * compiles on import, so the suite needs no `vite build`.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'minda-ssr-'));
const webDist = path.join(root, 'dist');
const webSsr = path.join(root, 'dist-ssr');
fs.mkdirSync(webDist, { recursive: true });
fs.mkdirSync(webSsr, { recursive: true });
fs.copyFileSync(path.join(repoRoot, 'apps/web/index.html'), path.join(webDist, 'index.html'));
fs.writeFileSync(path.join(webSsr, 'entry-server.js'), `export * from ${JSON.stringify(path.join(repoRoot, 'apps/web/src/entry-server.tsx'))};\n`);

const t = setupTestApp({ WEB_DIST_DIR: webDist, WEB_SSR_DIR: webSsr, DATA_DIR: path.join(root, 'data'), PAGE_RENDER_BUDGET_MS: '20000' });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const ldJson = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

type Stay = { goodsNo: number; goodsName: string; minPrice: number; address: string };
async function aStay(): Promise<Stay> {
  const [first] = (await (await t.get('main/stays/recommendItems')).json() as { data: { goodsNo: number }[] }).data;
  return (await (await t.get(`stay/v2/${first!.goodsNo}/property`)).json() as { data: Stay }).data;
}

describe('a stay page for a visitor', () => {
  it('arrives rendered with its name, price, head and structured data, cacheable publicly and without cookies', async () => {
    const stay = await aStay();
    const res = await page(`/main/view.php?goodsno=${stay.goodsNo}&utm_source=x`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    const html = res.body;
    expect(html).toContain(`<title>${stay.goodsName} - 민다 한인민박</title>`);
    expect(canonical(html)).toBe(`http://localhost/main/view.php?goodsno=${stay.goodsNo}`);
    expect(html).toContain(`<link rel="alternate" href="http://localhost/m/1.0/grp_minbak/minbak_view.html?minbak_code=${stay.goodsNo}" media="only screen and (max-width: 640px)" />`);
    expect(html).toContain(`<meta property="og:title" content="${stay.goodsName} - 민다 한인민박" />`);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(stay.goodsName);
    // One adult, the nearest dates: the cheapest room is the stay's from-price.
    expect(root).toContain(`data-testid="stay-total">${stay.minPrice.toLocaleString('ko-KR')}원</dd>`);
    const [lodging] = ldJson(html);
    expect(lodging).toMatchObject({
      '@type': 'LodgingBusiness',
      name: stay.goodsName,
      address: { '@type': 'PostalAddress', streetAddress: stay.address },
      offers: { '@type': 'Offer', price: stay.minPrice, priceCurrency: 'KRW' },
    });
    // The cache the page was drawn from travels with it, as a data block the CSP lets through.
    expect(html).toMatch(new RegExp(`<script type="application/json" id="minda-query-state">\\{"mutations":\\[\\],"queries":\\[.*"stays","property",${stay.goodsNo}\\]`));
  });

  it('answers 304 to a revalidation with its ETag', async () => {
    const stay = await aStay();
    const first = await page(`/main/view.php?goodsno=${stay.goodsNo}`);
    const again = await page(`/main/view.php?goodsno=${stay.goodsNo}`, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('an unknown product', () => {
  it.each([
    ['stay', '/main/view.php?goodsno=999999', '숙소를 찾을 수 없어요.'],
    ['tour', '/tg/view.php?itemno=999999', '판매 중인 상품이 아닙니다.'],
    ['hotel', '/hotel/detail/00000000-0000-4000-8000-000000000000', '호텔을 찾을 수 없습니다.'],
  ])('answers 404 with the page rendered, for a %s', async (_kind, url, text) => {
    const res = await page(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(text);
    expect(res.body).not.toContain('application/ld+json');
  });
});

describe('a member', () => {
  it("gets the app's shell, private, with no other member's data and no shared-cache answer", async () => {
    const member = await loginAs(t.app, 'member');
    const stay = await aStay();
    const res = await page(`/main/view.php?goodsno=${stay.goodsNo}`, { cookie: member.headers.cookie! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.etag).toBeUndefined();
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('minda-query-state');
  });

  it('with only the logged-in marker is treated as a member too', async () => {
    const res = await page('/main/index.php', { cookie: 'minda_logged_in=1' });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe('a render over its time budget', () => {
  const slow = setupTestApp({ WEB_DIST_DIR: webDist, WEB_SSR_DIR: webSsr, DATA_DIR: path.join(root, 'data'), PAGE_RENDER_BUDGET_MS: '1' });

  it("sends the shell with the page's own status, not a 500", async () => {
    const res = await slow.app.inject({ method: 'GET', url: '/stay/index.php' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    const unknown = await slow.app.inject({ method: 'GET', url: '/no/such/page.php' });
    expect(unknown.statusCode).toBe(404);
  });
});
