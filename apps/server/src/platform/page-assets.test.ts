import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { webPaths } from '@minda/contracts/paths';
import { setupTestApp } from '../test/test-app.ts';

/**
 * A server-rendered page links its route chunks from the browser build's manifest (decision 034). As in
 * page-render.test.ts, the server build is the web entry's source; the manifest is a small hand-written one.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'minda-assets-'));
const webDist = path.join(root, 'dist');
const webSsr = path.join(root, 'dist-ssr');
fs.mkdirSync(path.join(webDist, '.vite'), { recursive: true });
fs.mkdirSync(webSsr, { recursive: true });
fs.copyFileSync(path.join(repoRoot, 'apps/web/index.html'), path.join(webDist, 'index.html'));
fs.writeFileSync(path.join(webSsr, 'entry-server.js'), `export * from ${JSON.stringify(path.join(repoRoot, 'apps/web/src/entry-server.tsx'))};\n`);
fs.writeFileSync(
  path.join(webDist, '.vite', 'page-chunks.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['assets/vendor-b2.js'] },
    'assets/vendor-b2.js': { file: 'assets/vendor-b2.js' },
    'assets/cards-c3.js': { file: 'assets/cards-c3.js', imports: ['assets/vendor-b2.js'] },
    'src/app/layouts/pc-layout.tsx': { file: 'assets/pc-layout-d4.js', imports: ['assets/vendor-b2.js'] },
    'src/app/routes/pc/about.tsx': { file: 'assets/about-e5.js', imports: ['assets/cards-c3.js'] },
  }),
);

const t = setupTestApp({ WEB_DIST_DIR: webDist, WEB_SSR_DIR: webSsr, DATA_DIR: path.join(root, 'data'), PAGE_RENDER_BUDGET_MS: '20000' });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a server-rendered page', () => {
  it("preloads its layout's and screen's chunks and what they import, not the entry's, after its HTML", async () => {
    const res = await t.app.inject({ method: 'GET', url: webPaths.pc.about.href() });
    expect(res.statusCode).toBe(200);
    // After the page's HTML (its images come first), before the body ends.
    const afterRoot = res.body.slice(res.body.indexOf('id="minda-query-state"'), res.body.indexOf('</body>'));
    expect([...afterRoot.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1])).toEqual([
      '/assets/pc-layout-d4.js',
      '/assets/about-e5.js',
      '/assets/cards-c3.js',
    ]);
  });

  it('keeps the manifest itself private', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/.vite/page-chunks.json' })).statusCode).toBe(404);
  });
});
