import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

/** In dev, the API server runs on 3000 and Vite proxies to it; in production the server serves dist/. */
const api = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

/**
 * Chunks of the production build, shaped for the first load (bench/page-speed.ts measures it). Over
 * HTTP/1.1 a phone fetches at most 6 files from us at a time, so dozens of small files on the first screen
 * wait for one round trip after another:
 * - `vendor`: React, React DOM, React Router and TanStack Query, which every page runs first;
 * - `shell`: lib/ (API client, query client, cookies, formatting) with zod, the contracts modules lib/
 *   imports (envelope, auth, paths) and the small rules/ modules; the entry imports it, so the HTML
 *   preloads it beside the entry;
 * - everything else (features, ui, route modules) is split by Rollup per route, with chunks under
 *   MIN_CHUNK_BYTES merged into their neighbours instead of each being one more request.
 */
const MIN_CHUNK_BYTES = 5_000;
const VENDOR = /\/node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(react-query|query-core))\//;
const SHELL = /\/node_modules\/zod\/|\/apps\/web\/src\/lib\/|\/packages\/contracts\/src\/(envelope|auth|paths|rules\/[^/]+)\.ts$/;

function manualChunks(id: string): string | undefined {
  const path = id.replaceAll('\\', '/');
  if (path.includes('.test.')) return undefined;
  if (VENDOR.test(path)) return 'vendor';
  if (SHELL.test(path)) return 'shell';
  return undefined;
}

/**
 * Every screen renders inside the root layout (app/router.tsx), which React Router only asks for once the
 * entry has run. Preloading its chunk and that chunk's imports from the HTML starts them with the entry
 * instead of one round trip later.
 */
function preloadRootLayout(): Plugin {
  return {
    name: 'minda:preload-root-layout',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const layout = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith('/src/app/layouts/root-layout.tsx')),
        );
        if (!layout || layout.type !== 'chunk') return html;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
          files.add(fileName);
          chunk.imports.forEach(visit);
        };
        visit(layout.fileName);
        const tags: HtmlTagDescriptor[] = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' }));
        return { html, tags };
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadRootLayout()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api, '/cust': api, '/healthz': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    // One stylesheet (about 12 KB gzipped), linked from the HTML: loaded beside the entry rather than as a
    // dozen per-chunk files after it.
    cssCodeSplit: false,
    rollupOptions: {
      output: { manualChunks, experimentalMinChunkSize: MIN_CHUNK_BYTES },
    },
  },
});
