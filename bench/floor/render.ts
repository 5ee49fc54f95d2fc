/**
 * Builds and renders the two floors of bench/page-speed.ts (issue 56):
 * - the stack floor: floor-app.ts's cards rendered on the server (renderToString of the data router the browser
 *   hydrates) and the entry-client.ts bundle, built with Vite's JS API (minified, production, the React, React Router
 *   and TanStack Query of node_modules);
 * - the static floor: the same HTML without any script.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { build, type Rollup } from 'vite';
import { FLOOR_CARD_COUNT, FLOOR_STYLE, floorImagePath, floorRoutes } from './floor-app.ts';

export type FloorPages = { dist: string; stackHtml: string; staticHtml: string };

/** Builds entry-client.ts into `dist` (cleared first) and returns the URL path of its script. */
async function buildStackScript(dist: string): Promise<string> {
  const output = await build({
    root: import.meta.dirname,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    // The production builds of React, React Router and TanStack Query, as `vite build` gives the app, whatever
    // NODE_ENV the bench runs with.
    resolve: { conditions: ['module', 'browser', 'production'] },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: dist,
      emptyOutDir: true,
      minify: true,
      rollupOptions: {
        input: path.join(import.meta.dirname, 'entry-client.ts'),
        // The libraries' "use client" directives mean nothing in a browser bundle.
        onwarn: (warning, warn) => void (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warn(warning)),
      },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  const entry = outputs.flatMap((o) => o.output).find((c): c is Rollup.OutputChunk => c.type === 'chunk' && c.isEntry);
  if (!entry) throw new Error('the stack floor build has no entry chunk');
  return `/${entry.fileName}`;
}

/** The server render of the floor's cards, with the router's hydration data script, as the app renders a page. */
async function renderCards(): Promise<string> {
  const handler = createStaticHandler(floorRoutes);
  const context = await handler.query(new Request('http://floor.local/'));
  if (context instanceof Response) throw new Error('the floor route answered with a redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(h(QueryClientProvider, { client: new QueryClient() }, h(StaticRouterProvider, { router, context })));
}

const page = (body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Stays for the weekend</title><style>${FLOOR_STYLE}</style>${head}</head><body><div id="root">${body}</div></body></html>`;

/**
 * Builds both floors into `dist` with eight pictures from `imagesFrom` (the seed's pictures the pages show, so
 * nothing comes from outside the repo's own data). The HTML is returned, not written: the floor server sends it.
 */
export async function buildFloors(dist: string, images: readonly string[]): Promise<FloorPages> {
  if (images.length < FLOOR_CARD_COUNT) throw new Error(`the floors need ${FLOOR_CARD_COUNT} pictures, got ${images.length}`);
  const script = await buildStackScript(dist);
  for (let i = 0; i < FLOOR_CARD_COUNT; i += 1) {
    const target = path.join(dist, floorImagePath(i));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(images[i]!, target);
  }
  const stackHtml = page(await renderCards(), `<script type="module" crossorigin src="${script}"></script>`);
  const staticHtml = stackHtml.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  return { dist, stackHtml, staticHtml };
}
