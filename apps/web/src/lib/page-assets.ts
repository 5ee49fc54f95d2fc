import { escapeHtml } from './head-html.ts';

/**
 * The browser build's chunks (vite.config.ts `pageChunks`): each chunk's file and static imports, keyed by
 * file name and by the source files in it.
 */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

function addWithImports(manifest: BuildManifest, key: string, into: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) addWithImports(manifest, imported, into);
}

/**
 * The built scripts the route modules of a page need beyond what index.html already loads (the entry and
 * the chunks it imports): each module's chunk and the chunks it imports statically, outermost module first.
 */
export function routeChunkFiles(manifest: BuildManifest, sources: readonly string[]): string[] {
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) addWithImports(manifest, key, loadedByEntry);
  const files = new Set<string>();
  for (const source of sources) addWithImports(manifest, source, files);
  return [...files].filter((file) => !loadedByEntry.has(file));
}

/**
 * `modulepreload` links for a server-rendered page's route chunks (decision 034): fetched with the HTML
 * instead of after the entry has run and matched the route. Written after the page's HTML, so the preload
 * scanner meets the page's images first.
 * `crossorigin` as on Vite's own links, so the preload and the module import share one request.
 */
export function modulePreloadLinks(files: readonly string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`).join('\n    ');
}
