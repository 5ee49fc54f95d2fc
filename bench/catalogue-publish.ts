/**
 * Publishing stays while visitors browse (issue 57 "bench"): a catalogue operator creates and publishes
 * BENCH_STAYS stays (1,000 by default: a draft, a room, a photo, on sale) through the API while visitors read the
 * mobile home's public calls and the stay suggestions; the public cache's hit rate and the suggestions' p95 are
 * measured before, during and after, in the same run.
 *
 *   npm run bench:publish                                   # PGlite in a temp dir (the embedded default)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_publish npm run bench:publish
 *   BENCH_STAYS=200 BENCH_SECONDS=5 BENCH_READERS=6 npm run bench:publish
 *
 * The readers send the cookies a browser has after its first call (anonymous id, XSRF) over HTTP, so hits take the
 * server's shortcut as a visitor's would; the writer calls through app.inject as the catalogue operator.
 * Figures: console and bench/results/catalogue-publish.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { loginAs } from '../apps/server/src/test/login-as.ts';
import { startSeededApp } from './autocannon-kit.ts';
import { signIn } from './bench-callers.ts';
import { MOBILE_HOME_PUBLIC_CALLS } from './process-kit.ts';

const STAYS = Number(process.env.BENCH_STAYS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const READERS = Number(process.env.BENCH_READERS ?? 6);
const WORDS = ['파', '파리', '런던', '로마', '바르', '뮌헨', '프라', '솔베'];
const SUGGESTIONS = WORDS.map((word) => `${apiUrl(apiPaths.search.citiesAndStays.href())}?searchInput=${encodeURIComponent(word)}`);
const READS = [...MOBILE_HOME_PUBLIC_CALLS, ...SUGGESTIONS];
/** Paris, and a place inside its area: every bench stay lies there. */
const PARIS = { cityCode: '001002001', latitude: 48.8566, longitude: 2.3522 };

type Phase = { name: string; seconds: number; reads: number; hits: number; misses: number; suggestP50: number; suggestP95: number; published?: number };

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;

async function main() {
  const { app, url, close } = await startSeededApp('minda-publish-');
  const visitor = (await signIn(url)).visitor;
  const operator = (await loginAs(app, 'catalogue-admin')).headers;
  const partners = await app.inject({ method: 'GET', url: `${apiUrl(apiPaths.admin.partners.href())}?type=stay&q=partner`, headers: operator });
  const partnerId = (partners.json() as { data: { partnerId: number }[] }).data[0]!.partnerId;
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } }).png().toBuffer();

  /** Reads until `until()` says stop, READERS at once; counts the cache's answers and times the suggestions. */
  async function browse(name: string, until: () => boolean, writer?: Promise<number>): Promise<Phase> {
    const before = { ...app.publicCache.answers };
    const started = performance.now();
    const suggestTimes: number[] = [];
    let reads = 0;
    const reader = async (offset: number) => {
      for (let i = offset; !until(); i++) {
        const path = READS[i % READS.length]!;
        const t0 = performance.now();
        const res = await fetch(`${url}${path}`, { headers: visitor });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${path}: ${res.status}`);
        if (SUGGESTIONS.includes(path)) suggestTimes.push(performance.now() - t0);
        reads += 1;
      }
    };
    const [published] = await Promise.all([writer ?? Promise.resolve(undefined), ...Array.from({ length: READERS }, (_, k) => reader(k * 3))]);
    const sorted = suggestTimes.sort((a, b) => a - b);
    return {
      name,
      seconds: (performance.now() - started) / 1000,
      reads,
      hits: app.publicCache.answers.hits - before.hits,
      misses: app.publicCache.answers.misses - before.misses,
      suggestP50: percentile(sorted, 0.5),
      suggestP95: percentile(sorted, 0.95),
      ...(published === undefined ? {} : { published }),
    };
  }

  const call = async (method: 'POST' | 'PATCH', path: string, payload: object) => {
    const res = await app.inject({ method, url: apiUrl(path), headers: operator, payload });
    if (res.statusCode !== 200) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
    return res.json() as { data: Record<string, unknown> };
  };
  const boundary = '----bench-photo';
  const photoBody = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\n외관\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  async function publishAll(): Promise<number> {
    for (let n = 1; n <= STAYS; n++) {
      const { data } = await call('POST', apiPaths.admin.stays.href(), { partnerId, ...PARIS, name: `벤치 공개 민박 ${n}`, address: `프랑스 파리 ${n}번지` });
      const goodsNo = data.goodsNo as number;
      await call('POST', apiPaths.admin.stayRooms.href(goodsNo), { name: '2인실', unitType: 'room', units: 2, maxGuests: 2, price: 90_000 + n });
      const uploaded = await app.inject({ method: 'POST', url: apiUrl(apiPaths.admin.stayPhotos.href(goodsNo)), headers: { ...operator, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: photoBody });
      if (uploaded.statusCode !== 200) throw new Error(`photo: ${uploaded.statusCode} ${uploaded.body}`);
      await call('PATCH', apiPaths.admin.stayStatus.href(goodsNo), { status: 'published' });
    }
    return STAYS;
  }

  const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${READERS} readers, ${SECONDS} s before and after, ${STAYS} stays published; node ${process.version}, ${os.cpus().length} cores, load ${load()}`);
  const timed = () => {
    const end = Date.now() + SECONDS * 1000;
    return () => Date.now() >= end;
  };
  await browse('warm-up', timed());
  const phases: Phase[] = [await browse('before (no writes)', timed())];
  let writing = true;
  const writer = publishAll().finally(() => {
    writing = false;
  });
  phases.push(await browse(`during (${STAYS} stays created and published)`, () => !writing, writer));
  phases.push(await browse('after', timed()));

  console.log('\n| phase | seconds | reads | cache hit rate | suggestions p50 / p95 ms | stays published per s |');
  console.log('|---|---|---|---|---|---|');
  for (const p of phases) {
    const rate = p.hits + p.misses === 0 ? 0 : p.hits / (p.hits + p.misses);
    console.log(`| ${p.name} | ${p.seconds.toFixed(1)} | ${p.reads} | ${(rate * 100).toFixed(1)}% | ${p.suggestP50.toFixed(1)} / ${p.suggestP95.toFixed(1)} | ${p.published ? (p.published / p.seconds).toFixed(1) : ''} |`);
  }
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(import.meta.dirname, 'results', 'catalogue-publish.json'), JSON.stringify({ at: new Date().toISOString(), readers: READERS, stays: STAYS, loadAverage: os.loadavg(), phases }, null, 2));
  await close();
}

await main();
