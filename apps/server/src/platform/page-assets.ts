import fs from 'node:fs';
import path from 'node:path';

/** What the server reads of the manifest (apps/web/src/lib/page-assets.ts walks it). */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The browser build's chunk manifest (written by apps/web/vite.config.ts `pageChunks`: each chunk's file and
 * static imports, keyed by file and by the source files in it), read once at start beside index.html. The page render links a page's route chunks from it (decision 034);
 * a build without one (an older build) renders pages without those links. It lives under dist/.vite/, which
 * the static files plugin does not serve (dot folders are ignored).
 */
export function readBuildManifest(webDistDir: string): BuildManifest | undefined {
  const file = path.join(webDistDir, '.vite', 'page-chunks.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as BuildManifest) : undefined;
}
