import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { backOfficeLeaks } from './src/build/public-chunks.ts';
import { styleRulesOf, type PageStylesManifest } from './src/lib/page-styles.ts';

/** In dev, the API server runs on 3000 and Vite proxies to it; in production the server serves dist/. */
const api = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

/**
 * Chunks of the production build, shaped for the first load (bench/page-speed.ts measures it). Over
 * HTTP/1.1 a phone fetches at most 6 files from us at a time, so dozens of small files on the first screen
 * wait for one round trip after another:
 * - `vendor`: React, React DOM, React Router and TanStack Query, which every page runs first;
 * - `shell`: lib/ (API client, query client, cookies, formatting), the contracts modules lib/ imports
 *   (paths, error codes) and the small rules/ modules; the app (`start.tsx`) imports it, so it comes with the
 *   app after the first paint (decision 037). No zod: the first screens only name contract schemas as types
 *   (decision 011), so zod loads with the screens that validate forms or parse URLs;
 * - everything else (features, ui, route modules) is split by Rollup per route. Rollup's small-chunk merging
 *   (experimentalMinChunkSize) is off: it put small shared modules into other routes' chunks, so the mobile
 *   home imported the chunks of eight other screens (179 KB gzip in 29 files; unmerged 142 KB in 24; decision 034).
 */
const VENDOR = /\/node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(react-query|query-core))\//;
// lib/chat-* (the Socket.IO client) is left out: only signed-in screens import it, on demand (decision 025).
// The back office's rules (operators' roles, the audit log, the bookings desk) stay with its own chunks: no public
// screen imports them, and in `shell` they would load with every visitor's first page.
const SHELL = /\/apps\/web\/src\/lib\/(?!chat-)|\/packages\/contracts\/src\/(error-codes|paths|rules\/(?!operator-roles\.|audit\.|admin-bookings\.|stay-location\.)[^/]+)\.ts$/;

function manualChunks(id: string): string | undefined {
  const path = id.replaceAll('\\', '/');
  if (path.includes('.test.')) return undefined;
  // Vite's helper for dynamic imports: the entry needs it and nothing else at first (decision 037), so it must
  // not be pulled into `shell`, which would make the entry import `shell` and `vendor` before the first paint.
  if (path.includes('vite/preload-helper')) return 'preload';
  if (VENDOR.test(path)) return 'vendor';
  if (SHELL.test(path)) return 'shell';
  return undefined;
}

/** Where pageStyles writes its file (apps/server/src/platform/page-styles.ts reads it); a dot folder is not served. */
const PAGE_STYLES_FILE = '.vite/page-styles.json';

/**
 * Writes PAGE_STYLES_FILE: the built stylesheet cut into rules with the classes each needs, so the server inlines
 * in a rendered page only the rules its HTML uses and loads the whole file after the first paint (decision 035).
 */
function pageStyles(): Plugin {
  return {
    name: 'minda-page-styles',
    // After Vite's CSS plugin has emitted the (minified) stylesheet.
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      const manifest: PageStylesManifest = {};
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.css')) manifest[`/${file.fileName}`] = styleRulesOf(String(file.source));
      }
      this.emitFile({ type: 'asset', fileName: PAGE_STYLES_FILE, source: JSON.stringify(manifest) });
    },
  };
}

/** Fails the browser build when a public page's first load would include partner or admin code (issue 56). */
function publicPagesWithoutBackOffice(): Plugin {
  return {
    name: 'minda-public-pages-without-back-office',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const leaks = backOfficeLeaks(chunks);
      if (leaks.length > 0) {
        const lines = leaks.map((l) => `  ${l.root} -> ${l.chunk}: ${l.module}`);
        this.error(`A public page's first load includes back-office code (import it lazily, or move what both need out of it):\n${lines.join('\n')}`);
      }
    },
  };
}

/**
 * `vite build --ssr` (isSsrBuild) builds src/entry-server.tsx into dist-ssr/, outside the public dist/, for
 * the server to render pages with (decision 030); the chunk shaping above is for the browser only.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), pageStyles(), publicPagesWithoutBackOffice()],
  server: {
    port: 5173,
    // The Socket.IO path upgrades to a WebSocket: the proxy has to pass the upgrade through (ws).
    proxy: { '/api': api, '/uploads': api, '/cust': api, '/healthz': api, '/pay': api, '/socket.io': { target: api, ws: true } },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', sourcemap: false, target: 'node20', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        sourcemap: false,
        target: 'es2022',
        // One stylesheet (28.5 KB gzipped), linked from the HTML: loaded beside the entry rather than as a dozen
        // per-chunk files after it. A server-rendered page inlines the rules it uses and loads it after its first
        // paint (pageStyles, decision 035).
        cssCodeSplit: false,
        // A screen's data module (`*.data.ts`) is fetched beside the screen's chunk, whose preload list already
        // names the chunks both import: its own list would only repeat them in the entry (about 3 KB gzip).
        modulePreload: { resolveDependencies: (file, deps) => (/\.data-[\w-]+\.js$/.test(file) ? [] : deps) },
        rollupOptions: {
          output: { manualChunks },
        },
      },
}));
