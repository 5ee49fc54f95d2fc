/**
 * The floors' server (bench/page-speed.ts): node:http serving the stack floor at /stack/, the static floor at
 * /static/ and the built files, compressed as the app's server sends them (brotli, else gzip, for text; built
 * assets cached as immutable, HTML no-cache).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FloorPages } from './render.ts';

export const STACK_FLOOR_PATH = '/stack/';
export const STATIC_FLOOR_PATH = '/static/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};
const TEXT = /^(text\/|application\/json|image\/svg\+xml)/;

/** The URL paths of the files under `dir`. */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) =>
    entry.isFile() ? [`/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`] : [],
  );
}

type Body = { type: string; raw: Buffer; br?: Buffer; gzip?: Buffer; immutable: boolean };

export async function startFloorServer(floors: FloorPages): Promise<{ baseUrl: string; close: () => void }> {
  const cache = new Map<string, Body | null>();
  const bodyOf = (pathname: string): Body | null => {
    if (cache.has(pathname)) return cache.get(pathname)!;
    let body: Body | null = null;
    if (pathname === STACK_FLOOR_PATH || pathname === STATIC_FLOOR_PATH) {
      body = { type: TYPES['.html']!, raw: Buffer.from(pathname === STACK_FLOOR_PATH ? floors.stackHtml : floors.staticHtml), immutable: false };
    } else {
      const file = path.join(floors.dist, path.normalize(decodeURIComponent(pathname)));
      if (file.startsWith(floors.dist + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        body = { type: TYPES[path.extname(file)] ?? 'application/octet-stream', raw: fs.readFileSync(file), immutable: pathname.startsWith('/assets/') };
      }
    }
    if (body && TEXT.test(body.type) && body.raw.length >= 1024) {
      body.br = zlib.brotliCompressSync(body.raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
      body.gzip = zlib.gzipSync(body.raw, { level: 9 });
    }
    cache.set(pathname, body);
    return body;
  };
  const server = http.createServer((request, response) => {
    const body = bodyOf(new URL(request.url ?? '/', 'http://floor.local').pathname);
    if (!body) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const accept = String(request.headers['accept-encoding'] ?? '');
    const encoding = body.br && /\bbr\b/.test(accept) ? 'br' : body.gzip && /\bgzip\b/.test(accept) ? 'gzip' : undefined;
    const payload = encoding === 'br' ? body.br! : encoding === 'gzip' ? body.gzip! : body.raw;
    response.writeHead(200, {
      'content-type': body.type,
      'content-length': payload.length,
      'cache-control': body.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(encoding ? { 'content-encoding': encoding } : {}),
      ...(body.br || body.gzip ? { vary: 'accept-encoding' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : payload);
  });
  // Everything compressed before the first request, as the app's build is (scripts/compress-dist.mjs): compressing a
  // script at brotli 11 on its first request held this process (and the page's other requests) for a second.
  for (const pathname of [STACK_FLOOR_PATH, STATIC_FLOOR_PATH, ...filesUnder(floors.dist)]) bodyOf(pathname);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => server.close() };
}
