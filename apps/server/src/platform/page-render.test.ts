import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@minda/contracts/paths';
import { loginAs } from '../test/login-as.ts';
import { importServerBuild } from './page-render.ts';
import { createTestApp, setupTestApp } from '../test/test-app.ts';

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

// Compiled once before the app starts: on a loaded machine the first compile can outlast Fastify's plugin timeout.
beforeAll(() => importServerBuild(webSsr));
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
    expect(canonical(html)).toBe(`http://localhost:3000/main/view.php?goodsno=${stay.goodsNo}`);
    expect(html).toContain(`<link rel="alternate" href="http://localhost:3000/m/1.0/grp_minbak/minbak_view.html?minbak_code=${stay.goodsNo}" media="only screen and (max-width: 640px)" />`);
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

describe('a rendered page on the wire', () => {
  it('goes compressed to a browser that accepts it, the same HTML once decompressed', async () => {
    const stay = await aStay();
    const url = `/main/view.php?goodsno=${stay.goodsNo}`;
    const plain = await page(url);
    for (const [encoding, decode] of [['br', zlib.brotliDecompressSync], ['gzip', zlib.gunzipSync]] as const) {
      const res = await page(url, { 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });

  it('changes its validator when a new build changes the template, so no browser keeps HTML naming old scripts', async () => {
    const url = `/main/view.php?goodsno=${(await aStay()).goodsNo}`;
    const before = await page(url);
    const newBuild = path.join(root, 'dist-next');
    fs.mkdirSync(newBuild, { recursive: true });
    fs.writeFileSync(path.join(newBuild, 'index.html'), fs.readFileSync(path.join(webDist, 'index.html'), 'utf8').replace('</head>', '<link rel="stylesheet" href="/assets/next.css" /></head>'));
    const next = await createTestApp({ WEB_DIST_DIR: newBuild, WEB_SSR_DIR: webSsr, DATA_DIR: path.join(root, 'data-next'), PAGE_RENDER_BUDGET_MS: '20000' });
    try {
      const after = await next.app.inject({ method: 'GET', url, headers: { 'if-none-match': before.headers.etag as string } });
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain('/assets/next.css');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      await next.close();
    }
  });
});

/** Every absolute address a page's head names (canonical, alternate, og:url, og:image, twitter:image). */
const headLinks = (html: string) => [...html.slice(0, html.indexOf('</head>')).matchAll(/(?:href|content)="(https?:\/\/[^"]+)"/g)].map((m) => m[1]!);

describe('the links of a page kept for everyone', () => {
  it('name the configured origin, never the Host of the request that rendered the page, nor of a later visitor', async () => {
    const stay = await aStay();
    const url = `/main/view.php?goodsno=${stay.goodsNo}&from=host-test`;
    const poisoned = await page(url, { host: 'attacker.example' });
    expect(poisoned.statusCode).toBe(200);
    expect(poisoned.body).not.toContain('attacker.example');
    expect(canonical(poisoned.body)).toBe(`http://localhost:3000/main/view.php?goodsno=${stay.goodsNo}`);
    const later = await page(url);
    expect(later.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(later.body).toContain(`<meta property="og:url" content="http://localhost:3000/main/view.php?goodsno=${stay.goodsNo}" />`);
    expect(headLinks(later.body).length).toBeGreaterThanOrEqual(3);
    expect(headLinks(later.body).filter((link) => !link.startsWith('http://localhost:3000/'))).toEqual([]);
  });

  it('behind a trusted proxy name PUBLIC_BASE_URL, whatever X-Forwarded-Host and Host say', async () => {
    const proxied = await createTestApp({ WEB_DIST_DIR: webDist, WEB_SSR_DIR: webSsr, DATA_DIR: path.join(root, 'data-proxied'), PAGE_RENDER_BUDGET_MS: '20000', TRUST_PROXY: 'true', PUBLIC_BASE_URL: 'https://www.minda.example/' });
    try {
      const stay = await aStay();
      const url = `/main/view.php?goodsno=${stay.goodsNo}`;
      const forwarded = await proxied.app.inject({ method: 'GET', url, headers: { host: 'attacker.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' } });
      expect(forwarded.body).not.toMatch(/attacker\.example|evil\.example/);
      expect(canonical(forwarded.body)).toBe(`https://www.minda.example/main/view.php?goodsno=${stay.goodsNo}`);
      const later = await proxied.app.inject({ method: 'GET', url });
      expect(headLinks(later.body).filter((link) => !link.startsWith('https://www.minda.example/'))).toEqual([]);
    } finally {
      await proxied.close();
    }
    // A second app and its first render: minutes on a loaded 2-core machine, not a hang.
  }, 180_000);
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

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
/** The stay page's heart and count, as drawn. */
const stayHeart = (html: string) => /aria-pressed="(true|false)" aria-label="(찜하기|찜 해제)"[\s\S]*?<span class="visually-hidden">찜 <\/span>([\d,]+)<\/span>/.exec(rootOf(html))?.slice(1);

describe('a member', () => {
  it('gets a public page rendered with the member’s own wish and name, private, while visitors keep theirs', async () => {
    const member = await loginAs(t.app, 'member');
    const { nickName } = ((await t.get(apiPaths.auth.user.href(), {}, member.headers)).json() as { data: { nickName: string } }).data;
    const stay = await aStay();
    const url = `/main/view.php?goodsno=${stay.goodsNo}`;
    const count = ((await t.get(`stay/v2/${stay.goodsNo}/property`)).json() as { data: { wishCount: number } }).data.wishCount;
    expect((await t.call('POST', apiPaths.wishes.stays.href(), member.headers, { goodsNo: stay.goodsNo })).statusCode).toBe(200);
    try {
      const res = await page(url, { cookie: member.headers.cookie! });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.etag).toBeUndefined();
      expect(rootOf(res.body)).toContain(stay.goodsName);
      expect(stayHeart(res.body)).toEqual(['true', '찜 해제', (count + 1).toLocaleString('ko-KR')]);
      expect(rootOf(res.body)).toContain(`">${nickName}<!-- -->님`);
      expect(rootOf(res.body)).not.toContain('>로그인</a>');
      // The data block the browser hydrates from says the same, so hydration meets the same tree.
      expect(res.body).toMatch(new RegExp(`"goodsNo":${stay.goodsNo},[^{}]*"isWish":true`));

      const visitor = await page(url);
      expect(visitor.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
      expect(stayHeart(visitor.body)).toEqual(['false', '찜하기', (count + 1).toLocaleString('ko-KR')]);
      expect(visitor.body).not.toContain(`">${nickName}<!-- -->님`);
      expect(visitor.body).toMatch(/"state":\{"data":null,[^{}]*\},"queryKey":\["auth","current-user"\]/);
      expect(visitor.body).not.toContain('"isWish":true');
      expect(rootOf(visitor.body)).toContain('>로그인</a>');
    } finally {
      await t.call('DELETE', apiPaths.wishes.stay.href(stay.goodsNo), member.headers);
    }
  });

  it('with only the logged-in marker (no live session) gets the shell, private', async () => {
    const res = await page('/main/index.php', { cookie: 'minda_logged_in=1' });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('minda-query-state');
  });

  it.each([
    ['the my-page', '/mypage/mypage_home.php'],
    ['a mobile reservation view', '/m/1.0/grp_mypage/my_reservation_view_2.html?bookno=260014'],
    ['the booking form', '/booking/form.php'],
  ])('gets a private page (%s) as the shell, which the browser renders, as a visitor does', async (_name, url) => {
    const member = await loginAs(t.app, 'member');
    for (const headers of [{ cookie: member.headers.cookie! }, {}] as Record<string, string>[]) {
      const res = await page(url, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('minda-query-state');
    }
  });
});

describe('rendered visitor pages kept in the process', () => {
  it('follow their data: after a member’s wish the next visitor sees the new count', async () => {
    const stay = await aStay();
    const url = `/main/view.php?goodsno=${stay.goodsNo}&from=cache-test`;
    const [, , before] = stayHeart((await page(url)).body)!;
    const member = await loginAs(t.app, 'traveler01');
    expect((await t.call('POST', apiPaths.wishes.stays.href(), member.headers, { goodsNo: stay.goodsNo })).statusCode).toBe(200);
    try {
      const after = await page(url);
      expect(stayHeart(after.body)).toEqual(['false', '찜하기', (Number(before!.replace(/,/g, '')) + 1).toLocaleString('ko-KR')]);
    } finally {
      await t.call('DELETE', apiPaths.wishes.stay.href(stay.goodsNo), member.headers);
    }
    expect(stayHeart((await page(url)).body)![2]).toBe(before);
  });
});

describe('the root address', () => {
  it.each([
    ['a phone', IPHONE, '/m/1.0/grp_main/main.html'],
    ['a desktop', DESKTOP, '/main/index.php'],
  ])('redirects %s to its home, keeping the query, with a temporary redirect', async (_device, userAgent, home) => {
    const res = await page('/?utm_source=x', { 'user-agent': userAgent });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${home}?utm_source=x`);
    expect(res.headers.vary).toContain('user-agent');
  });

  it('takes the client hint over the User-Agent', async () => {
    const res = await page('/', { 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?1' });
    expect(res.headers.location).toBe('/m/1.0/grp_main/main.html');
  });
});

describe('the PC hotel list, one address for every screen', () => {
  const filters = (html: string) => /<details[^>]*data-testid="hotel-filters"[^>]*>/.exec(html)?.[0];

  it('arrives folded for a phone and open for a desktop, and says it varies by device', async () => {
    const url = '/hotel/list?cityId=3';
    const phone = await page(url, { 'user-agent': IPHONE });
    expect(phone.statusCode).toBe(200);
    expect(filters(phone.body)).toBeDefined();
    expect(filters(phone.body)).not.toContain('open');
    expect(phone.body).toContain('"viewport":"phone"');
    expect(phone.headers.vary).toBe('accept-encoding, sec-ch-ua-mobile, user-agent');

    const desktop = await page(url, { 'user-agent': DESKTOP });
    expect(filters(desktop.body)).toContain('open=""');
    expect(desktop.body).not.toContain('"viewport":"phone"');
  });

  it('a page that does not depend on the screen does not vary by it', async () => {
    const res = await page('/main/index.php', { 'user-agent': IPHONE });
    expect(res.headers.vary).toBe('accept-encoding');
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
