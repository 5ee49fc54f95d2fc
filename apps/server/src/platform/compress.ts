import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this many bytes a JSON answer goes as it is: compressing it would cost more than it saves. */
const MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';
/** A cached body's compressed forms, made at the first ask for each (see encodedBody), and its length in bytes. */
export type EncodedBodies = { br?: Buffer; gzip?: Buffer; bytes?: number };

/** Quick levels, for an answer sent once (or first): brotli 4 is about gzip 6's cost at a smaller size. */
const QUICK: { [E in Encoding]: zlib.BrotliOptions & zlib.ZlibOptions } = {
  br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } },
  gzip: { level: 6 },
};
/**
 * The highest useful levels, for a body sent many times. Brotli 9's default window (4 MB) costs 2-5 ms to set up
 * whatever the body; a 64 KB window (LGWIN 16, which also picks brotli's small-table hashers) makes a suggestion answer
 * in 0.06 ms instead of 2.9 and the PC home's HTML in 2.1 ms instead of 14.9, within 1.3 % of the size (decision 031,
 * amendment 2026-12-02, second).
 */
const BEST: typeof QUICK = {
  br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_LGWIN]: 16, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } },
  gzip: { level: 9 },
};

/**
 * A cached body in the encoding asked for (a cached API answer, a visitor's rendered page). The first ask gets it at
 * the quick level; the best level (a tenth smaller) is made on libuv's thread pool meanwhile and replaces it for the
 * asks after. The bytes may change between two asks: callers that keep something derived from them (a length) keep
 * the bytes with it.
 */
export function encodedBody(body: string, memo: EncodedBodies, encoding: Encoding): Buffer {
  const cached = memo[encoding];
  if (cached) return cached;
  const quick = encoding === 'br' ? zlib.brotliCompressSync(body, QUICK.br) : zlib.gzipSync(body, QUICK.gzip);
  memo[encoding] = quick;
  const improve = (error: Error | null, best: Buffer) => {
    if (!error && best.length < quick.length) memo[encoding] = best;
  };
  if (encoding === 'br') zlib.brotliCompress(body, BEST.br, improve);
  else zlib.gzip(body, BEST.gzip, improve);
  return quick;
}

/**
 * The encoding a cached body goes to this client in: none when the client accepts neither or the body is small, by the
 * rule compressPlugin applies to an answer sent once (its bytes, counted once per body), so a cached answer goes as
 * its first ask went.
 */
export function cachedBodyEncoding(body: string, memo: EncodedBodies, acceptEncoding: string | undefined): Encoding | null {
  memo.bytes ??= Buffer.byteLength(body);
  return memo.bytes < MIN_BYTES ? null : pickEncoding(acceptEncoding);
}

/** A cached body as it goes to this client: its bytes, and the content-encoding they carry (null: plain). */
export function cachedBody(body: string, memo: EncodedBodies, acceptEncoding: string | undefined): { encoding: Encoding | null; bytes: string | Buffer } {
  const encoding = cachedBodyEncoding(body, memo, acceptEncoding);
  return { encoding, bytes: encoding ? encodedBody(body, memo, encoding) : body };
}

/** The best encoding the client accepts (br, then gzip); none when it names neither or refuses them (q=0). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** JSON answers and pages (a member's rendered page, the shell); a visitor's cached page is compressed once, in web-static. */
const COMPRESSIBLE_TYPE = /^(application\/json|text\/html)/;

/**
 * Compresses API answers and pages (the static build is precompressed at build time). A theme list is tens of kilobytes
 * of JSON, which a phone on a slow network feels; brotli at a low quality keeps the server's cost small.
 */
async function compressPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || Buffer.byteLength(payload) < MIN_BYTES) return payload;
    if (reply.getHeader('content-encoding')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!COMPRESSIBLE_TYPE.test(type)) return payload;
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'accept-encoding');
    else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = encoding === 'br' ? await brotli(payload, QUICK.br) : await gzip(payload, QUICK.gzip);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}

/** Files worth compressing: text formats (a generated SVG of 5 KB is about 1 KB in brotli). Photos are compressed already. */
const COMPRESSIBLE_FILE = /\.(svg|json|txt|css|js|html|xml)$/i;
const writing = new Map<string, Promise<void>>();

/**
 * Writes `<file>.br` and `<file>.gz` beside a compressible file under `root` the first time one is asked
 * for, so @fastify/static (preCompressed) serves them from then on: compressed once, kept beside the file, as
 * scripts/compress-dist.mjs does for the build. A file replaced since gets its siblings rewritten.
 */
export async function precompressFile(root: string, urlPath: string): Promise<void> {
  if (!COMPRESSIBLE_FILE.test(urlPath)) return;
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath);
  } catch {
    return;
  }
  const file = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  if (!file.startsWith(path.resolve(root) + path.sep)) return;
  const pending = writing.get(file);
  if (pending) return pending;
  const job = writeSiblings(file).finally(() => writing.delete(file));
  writing.set(file, job);
  return job;
}

async function writeSiblings(file: string): Promise<void> {
  const source = await fs.stat(file).catch(() => null);
  if (!source?.isFile() || source.size < MIN_BYTES) return;
  const br = await fs.stat(`${file}.br`).catch(() => null);
  if (br && br.mtimeMs >= source.mtimeMs) return;
  const body = await fs.readFile(file);
  const encoded: [string, Buffer][] = [
    [`${file}.br`, await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })],
    [`${file}.gz`, await gzip(body, { level: 9 })],
  ];
  // .gz first, .br last: the .br's time is what says the pair is done. Each lands whole (rename), never half-written.
  for (const [target, bytes] of encoded.reverse()) {
    const partial = `${target}.${process.pid}.partial`;
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, target);
  }
}

export default fp(compressPlugin, { name: 'compress' });
