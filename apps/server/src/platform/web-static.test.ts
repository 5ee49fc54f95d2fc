import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/test-app.ts';

/** A stand-in web build and data folder: an index.html, a hashed asset and an uploaded image. */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'minda-edges-web-'));
const webDist = path.join(root, 'dist');
fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>민다</title><div id="root"></div>');
fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
fs.mkdirSync(path.join(root, 'data', 'uploads', 'stays'), { recursive: true });
fs.writeFileSync(path.join(root, 'data', 'uploads', 'stays', 'room.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const t = setupTestApp({ WEB_DIST_DIR: webDist, DATA_DIR: path.join(root, 'data') });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers });
const cookieNames = (res: LightMyRequestResponse) => (res.cookies as { name: string }[]).map((c) => c.name).sort();
const INDEX = '<!doctype html><title>민다</title><div id="root"></div>';

describe('pages', () => {
  it.each([
    ['no Accept header', {}],
    ['Accept: application/json', { accept: 'application/json' }],
    ['Accept: */*', { accept: '*/*' }],
    ['a browser', { accept: 'text/html,application/xhtml+xml' }],
  ])('answer the app with 200 for %s', async (_name, headers) => {
    const res = await get('/main/index.php', headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe(INDEX);
  });

  it('keep answering while a build empties the web folder under the running server (issue 8)', async () => {
    const indexFile = path.join(webDist, 'index.html');
    const moved = path.join(root, 'index.html.building');
    fs.renameSync(indexFile, moved);
    try {
      const res = await get('/m/1.0/tg/view.html?itemno=10001');
      expect([res.statusCode, res.body]).toEqual([200, INDEX]);
    } finally {
      fs.renameSync(moved, indexFile);
    }
  });

  it('answer a page with a path parameter and a query', async () => {
    const res = await get('/hotel/detail/0b0e5c1a-1111-4222-8333-444455556666?checkInAt=2026-12-01');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it('answer HEAD with the status and type of GET and no body', async () => {
    const page = await get('/m/1.0/grp_main/main.html', {}, 'HEAD');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toBe('');
    const unknown = await get('/no/such/page.php', {}, 'HEAD');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('');
  });

  it('answer an unknown address with 404 and the app, whose router shows its not-found screen', async () => {
    for (const url of ['/no/such/page.php', '/mypage/no_such_page.php', '/main/index.php/extra']) {
      const res = await get(url, { accept: 'text/html' });
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 404, 'text/html; charset=utf-8']);
      expect(res.body).toBe(INDEX);
    }
  });

  it('leave API paths, missing files and other methods with the JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/v2/no/such/call'],
      ['GET', '/assets/missing-123.js'],
      ['GET', '/uploads/missing.svg'],
      ['POST', '/main/index.php'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: '요청한 주소를 찾을 수 없습니다.' } });
    }
  });
});

describe('cookies', () => {
  it('are not set on static files or images, which caches share', async () => {
    for (const url of ['/assets/index-abc123.js', '/favicon.svg', '/uploads/stays/room.svg']) {
      const res = await get(url);
      expect([url, res.statusCode, cookieNames(res)]).toEqual([url, 200, []]);
    }
    expect((await get('/assets/index-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('are set on API answers, where the app reads its XSRF token, and never on pages, which caches share', async () => {
    expect(cookieNames(await get('/main/index.php'))).toEqual([]);
    expect(cookieNames(await get('/no/such/page.php'))).toEqual([]);
    expect(cookieNames(await get('/api/v2/auth/api/user'))).toEqual(['XSRF-TOKEN', 'minda_anon']);
  });
});

describe('security headers', () => {
  const CSP =
    "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
    "font-src 'self' data:;connect-src 'self' ws://localhost:80;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";
  /** Every security header a document (a page, a script, an image, a file) carries, value for value (decision 017). */
  const DOCUMENT_HEADERS = {
    'content-security-policy': CSP,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  /** A JSON answer's: it is data, never rendered (OWASP's REST guidance). */
  const DATA_HEADERS = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  const securityHeaders = (res: LightMyRequestResponse) =>
    Object.fromEntries(Object.keys({ ...DOCUMENT_HEADERS, 'strict-transport-security': '' }).flatMap((name) => (name in res.headers ? [[name, res.headers[name]]] : [])));

  it.each(['/member/login.php', '/assets/index-abc123.js', '/favicon.svg', '/uploads/stays/room.svg', '/no/such/page.php'])('on %s are the document set', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBeLessThan(500);
    expect(securityHeaders(res)).toEqual(DOCUMENT_HEADERS);
  });

  it.each(['/api/v2/main/banners/pc', '/api/v2/auth/api/user', '/api/v2/no/such/call'])('on the JSON answer of %s are the data set', async (url) => {
    const res = await get(url);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(securityHeaders(res)).toEqual(DATA_HEADERS);
  });

  it('on a bodiless API answer (a 304) are the data set, as on its 200', async () => {
    const first = await get('/api/v2/main/banners/mobile?type=main');
    expect(first.headers.etag).toBeDefined();
    const revalidated = await get('/api/v2/main/banners/mobile?type=main', { 'if-none-match': first.headers.etag! });
    expect(revalidated.statusCode).toBe(304);
    expect(securityHeaders(revalidated)).toEqual(DATA_HEADERS);
  });

  it('name the WebSocket origin only from a plain Host header', async () => {
    const res = await get('/main/index.php', { host: 'evil.example;script-src *' });
    expect(res.headers['content-security-policy']).toContain("connect-src 'self' 'self';");
  });
});
