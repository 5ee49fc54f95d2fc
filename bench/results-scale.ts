/**
 * Results and search on a scaled PostgreSQL catalogue (issue 12): stay and hotel results (one request, and p99
 * at BENCH_CONNECTIONS), a city's tours, the total keyword search p95 and the suggestions p95 (1-3
 * characters), each first as the database computes it (distinct addresses, asked once) and then repeated (the
 * public cache's answer). The app runs in its own process (apps/server/src/main.ts), the bare Fastify reference in
 * another (bare-server.ts), the suggestions' floor in a third (suggest-reference.ts: the same suggestion functions on
 * the same database in a bare route), and this process only generates load, as a browser with its cookies, so every figure is
 * a client-side time and every throughput a ratio to the bare route measured in the same run.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/minda_scale npm run seed -- --scale 1000000
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/minda_scale npm run bench:scale
 *   BENCH_SECONDS=8 BENCH_CONNECTIONS=50 BENCH_SAMPLES=40 ...
 *   BENCH_SERVER_ROOT=/path/to/other/checkout ...   # the same calls on another version's server (before/after)
 *   BENCH_PREWARM=1 ...   # the search index and the products' indexes read into the OS cache first (pg_prewarm)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { apiPaths, apiUrl, withQuery } from '@minda/contracts/paths';
import { benchSeconds, load, type Row } from './autocannon-kit.ts';
import { signIn } from './bench-callers.ts';
import { PARIS, parisResultsCalls } from './results-calls.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const samples = Number(process.env.BENCH_SAMPLES ?? 40);
const PORT = Number(process.env.BENCH_PORT ?? 3213);
/** Whose server answers: this checkout's, or another version's for a before/after on the same catalogue. */
const serverRoot = path.resolve(process.env.BENCH_SERVER_ROOT ?? ROOT);
const TARGETS = { oneRequestMs: 30, p99Ms: 100, totalSearchP95Ms: 50, suggestP95Ms: 5 };

/** The app and the bare route, stopped whenever this process ends, however it ends. */
const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGTERM')));

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** A child process that prints its URL (or answers /healthz) once it is ready. */
async function startChild(args: string[], env: Record<string, string>, ready: (output: string) => Promise<string | null>, cwd = ROOT): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`${args.join(' ')} stopped before it was ready:\n${output}`);
    const url = await ready(output);
    if (url) return { child, url };
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill('SIGTERM');
  fail(`${args.join(' ')} was not ready within 300 s:\n${output}`);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/**
 * What every timed request sends: the cookies a browser has once it has loaded a page (set after the app starts), as
 * the search widget's calls carry them. Without them each answer would set a new XSRF cookie and go the long way.
 */
let browser: Record<string, string> = {};

/** Client-side milliseconds of `n` sequential requests (after one warm-up each), cycling through `paths`. */
async function oneAtATime(base: string, paths: readonly string[], n: number): Promise<{ p50: number; p95: number; max: number }> {
  for (const p of paths) {
    const res = await fetch(base + p, { headers: browser });
    if (!res.ok) fail(`${p} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    await res.arrayBuffer();
  }
  return eachOnce(base, Array.from({ length: n }, (_, i) => paths[i % paths.length]!));
}

/**
 * Client-side milliseconds of each path asked once, in order, with no warm-up of its own: distinct paths are
 * each computed by the server (the public cache has not seen them), so this is the database's path.
 */
async function eachOnce(base: string, paths: readonly string[]): Promise<{ p50: number; p95: number; max: number }> {
  const times: number[] = [];
  for (const p of paths) {
    const started = performance.now();
    const res = await fetch(base + p, { headers: browser });
    if (!res.ok) fail(`${p} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? 0 };
}

/** `fn` on a connection of its own to the catalogue, closed however `fn` ends. */
async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function catalogue(url: string) {
  const { rows } = await withClient(url, (client) => client.query<{
    stays: number; tours: number; hotels: number; nights: number; paris_stays: number; paris_id: number; shared_buffers: string;
  }>(`select current_setting('shared_buffers') as shared_buffers,
    (select count(*)::int from stays) as stays, (select count(*)::int from tours) as tours, (select count(*)::int from hotels) as hotels,
    (select reltuples::bigint::int from pg_class where relname = 'stay_room_nights') as nights,
    (select count(*)::int from stays where city_code = '${PARIS}') as paris_stays, (select id from cities where code = '${PARIS}') as paris_id`));
  return rows[0]!;
}

/** How many products' names per line the fresh rows draw from (BENCH_FRESH_NAMES). */
const FRESH_NAMES = Number(process.env.BENCH_FRESH_NAMES ?? 40);

/** Each line's suggestion call and where its products' names are. */
const NAMED_LINES = [
  { table: 'stays', column: 'name', suggest: apiPaths.search.citiesAndStays.href() },
  { table: 'tours', column: 'name', suggest: apiPaths.search.citiesAndTourTickets.href() },
  { table: 'hotels', column: 'name_ko', suggest: apiPaths.search.citiesAndHotels.href() },
] as const;

/** FRESH_NAMES products' names of each line, drawn at random on every run, split into words. */
async function randomNames(url: string): Promise<{ suggest: string; words: string[] }[]> {
  return withClient(url, async (client) => {
    const names: { suggest: string; words: string[] }[] = [];
    for (const { table, column, suggest } of NAMED_LINES) {
      const { rows } = await client.query<{ name: string }>(
        `select ${column} as name from ${table} tablesample system (0.5) order by random() limit ${FRESH_NAMES}`);
      names.push(...rows.map(({ name }) => ({ suggest, words: name.split(/\s+/).filter(Boolean) })));
    }
    return names;
  });
}

/** The keyword search's address for a keyword (the "all" tab by relevance, or one tab in a sort). */
const totalSearchUrl = (keyword: string, tab: Record<string, string> = {}) => apiUrl(withQuery(apiPaths.search.total.href(), { keyword, ...tab }));

/**
 * The same words at another address: the keyword is trimmed but its inner spaces are part of the public cache's key,
 * so `spaces` spaces between the first two words make an ask the cache has not seen, computed as the words are.
 */
const spacedOut = (keyword: string, spaces: number) => keyword.replace(' ', ' '.repeat(spaces));

const anyOf = <T>(values: readonly T[]): T | undefined => values[Math.floor(Math.random() * values.length)];

/**
 * Suggestion calls for prefixes no run has asked before: the first one to three characters of products' names drawn
 * at random each run (`from` the name's start, or of one of its words), each on its own line's call. The fixed queries
 * above are read from memory after a run or two; these reach pages of the index no earlier query touched, as a
 * visitor's first keystrokes at a million names do. A name's start reads terms in key order (neighbours in the index);
 * a word inside names reads them scattered.
 */
async function freshPrefixes(url: string, from: 'name' | 'word'): Promise<string[]> {
  const calls = (await randomNames(url)).map(({ suggest, words }, i) => {
    const source = from === 'name' ? words.join('') : anyOf(words) ?? '';
    return apiUrl(withQuery(suggest, { searchInput: [...source].slice(0, 1 + (i % 3)).join('') }));
  });
  return [...new Set(calls)];
}

/**
 * Keywords no run has asked before, for the total search: one whole word of each drawn name. A tour's name starts
 * with its city and a stay's ends with its kind (민박, 하우스...), so the draw mixes broad words with a name's own, as
 * visitors' keywords do.
 */
async function freshKeywords(url: string): Promise<string[]> {
  const keywords = new Set((await randomNames(url)).flatMap(({ words }) => anyOf(words) ?? []));
  return [...keywords].map((keyword) => totalSearchUrl(keyword));
}

/**
 * Reads the search index's B-trees and the products' indexes into the OS cache (pg_prewarm's 'read' mode), as a server
 * that has been answering searches for a while holds them: the figures then measure the code's reads, not the disk's
 * (a first read of a cold page at a million per line costs more than a whole warm suggestion), and the search terms'
 * rows, which the keyword search reads. Not the n-grams' and the names' rows: the suggestions read the n-grams' B-tree
 * only (index-only scans, the pages all-visible after the generator's vacuum), and the n-grams' 13 GB of rows read
 * first pushed that B-tree out of a 24 GB machine's cache. Nor the n-grams' hash index, which only the triggers read.
 * The products' rows and their inventory are left as they are. Needs the pg_prewarm extension (PostgreSQL's contrib).
 */
async function prewarm(url: string): Promise<string> {
  const started = performance.now();
  const { rows } = await withClient(url, async (client) => {
    await client.query('create extension if not exists pg_prewarm');
    return client.query<{ pages: string; bytes: string }>(`select sum(pg_prewarm(c.oid, 'read'))::bigint as pages,
      pg_size_pretty(sum(pg_relation_size(c.oid))) as bytes
    from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_am a on a.oid = c.relam
    where n.nspname = 'public' and (c.relname = 'search_terms' or c.relkind = 'i' and a.amname = 'btree' and (c.relname like 'search\\_%'
      or c.oid in (select indexrelid from pg_index where indrelid in ('stays'::regclass, 'tours'::regclass, 'hotels'::regclass))))`);
  });
  return `prewarmed ${rows[0]?.bytes} (${Number(rows[0]?.pages).toLocaleString('en')} pages) in ${((performance.now() - started) / 1000).toFixed(0)} s`;
}

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) fail('BENCH_DATABASE_URL (a PostgreSQL database made with `npm run seed -- --scale N`) is required');
  const size = await catalogue(databaseUrl);
  const warmed = process.env.BENCH_PREWARM ? await prewarm(databaseUrl) : 'not prewarmed';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minda-bench-scale-'));

  const app = await startChild(['apps/server/src/main.ts'], {
    DATABASE_URL: databaseUrl, PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_BASE_URL: `http://127.0.0.1:${PORT}`, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production',
    SEED_ON_START: 'false', RATE_LIMIT_ENABLED: 'false',
  }, async () => ((await fetch(`http://127.0.0.1:${PORT}/healthz`).then((r) => r.ok, () => false)) ? `http://127.0.0.1:${PORT}` : null), serverRoot);
  const listening = async (output: string) => /http:\/\/\S+/.exec(output)?.[0] ?? null;
  const bare = await startChild(['bench/bare-server.ts'], {}, listening);
  // The suggestions' floor: the same suggestion functions on the same database, in a bare route (suggest-reference.ts).
  const floor = await startChild(['bench/suggest-reference.ts'], { BENCH_DATABASE_URL: databaseUrl, BENCH_SERVER_ROOT: serverRoot }, listening);
  browser = (await signIn(app.url)).visitor;

  const results = parisResultsCalls(size.paris_id);
  const keywords = ['파리', '런던 민박', '호텔', '야경투어', '해피', '로마 투어', '바르셀로나'];
  const totalSearch = keywords.map((keyword) => totalSearchUrl(keyword));
  // First asks of many more keywords than the 7 above, so a p95 is not just the slowest of a handful: cities, kinds of
  // product, a city with a kind, and words of the names, as visitors type them.
  const manyKeywords = [...keywords, '프라하', '도쿄', '뉴욕', '방콕', '이스탄불', '민박', '투어', '게스트하우스', '워킹투어', '당일치기',
    '반일투어', '파리 호텔', '도쿄 호텔', '프라하 민박', '뮌헨 투어', '런던 출발', '행복', '하늘정원', '달빛', '전망대', '시장', '레몬'];
  const totalSearchMany = manyKeywords.map((keyword) => totalSearchUrl(keyword));
  // Two words of the generator's names, each on tens of thousands of names and neither a city, rare together: a word and
  // a kind (one stay in 174 is 하얀 ... 민박) or a theme and a kind of tour.
  const broadPairWords = ['하얀 호텔', '하얀 민박', '행복한 게스트하우스', '푸른 스위트', '레몬 레지던스', '조용한 한인민박', '시장 입장권', '골목 스냅투어'];
  const broadPairs = broadPairWords.map((keyword) => totalSearchUrl(keyword));
  // The same pairs asked again as the header's search modal asks them (category = the tab it was opened on, which
  // narrows nothing): the same statements, computed again (an address of its own to the public cache) on the database
  // pages the first asks have just read, as a server that has been answering holds them.
  const broadPairsAgain = broadPairWords.map((keyword) => totalSearchUrl(keyword, { category: 'tour' }));
  // And asked four times more, each time at an address of its own (spacedOut), so every ask is computed: the third to
  // sixth asks, a server that has been answering these words for a while (its connections and the pages they read warm).
  const broadPairsWarm = [2, 3, 4, 5].flatMap((spaces) => broadPairWords.map((keyword) => totalSearchUrl(spacedOut(keyword, spaces))));
  // One line's tab sorted by a product column (평점순, 낮은 가격순): what a visitor asks after the first answer.
  const sortedSearch = keywords.flatMap((keyword) => (['minbak', 'tour', 'hotel'] as const).flatMap((searchCls) =>
    (['grade', 'price'] as const).map((sortCls) => totalSearchUrl(keyword, { searchCls, sortCls }))));
  const suggestCalls = NAMED_LINES.map((l) => l.suggest);
  const suggest = ['파', '런', '해', '파리', '런던', '행복', '하늘정', 'ㅍ', 'ㅍㄹ', 'p', 'pa', 'lon', 'vk', 'fjs'].flatMap((q) =>
    suggestCalls.map((call) => apiUrl(withQuery(call, { searchInput: q }))));

  console.log(`PostgreSQL: ${size.stays.toLocaleString('en')} stays (${size.paris_stays.toLocaleString('en')} in Paris), ${size.tours.toLocaleString('en')} tours, `
    + `${size.hotels.toLocaleString('en')} hotels, ~${size.nights.toLocaleString('en')} stay inventory rows; node ${process.version}, ${os.cpus().length} cores, `
    + `load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; shared_buffers ${size.shared_buffers}; server ${serverRoot}; ${warmed}`);

  type Single = { name: string; p50: number; p95: number; max: number };
  const single: Single[] = [{ name: 'bare Fastify route', ...(await oneAtATime(bare.url, ['/bare'], samples)) }];
  // First what the cache has not seen (the SQL): dated searches a day apart each (inventory is 60 days deep), and
  // the first ask of each keyword and suggestion query. The rows after repeat one address: cached answers.
  const missDays = Array.from({ length: Math.min(samples, 25) }, (_, i) => 1 + i);
  for (const name of Object.keys(results).filter((n) => n.includes('nights'))) {
    single.push({ name: `${name}, ${missDays.length} check-in days, each once (computed)`, ...(await eachOnce(app.url, missDays.map((d) => parisResultsCalls(size.paris_id, d)[name]!))) });
  }
  // A server that has been answering holds its connections warm. A PostgreSQL backend's first statements of each of the
  // keyword search's paths cost about twice what they do later (the eight broad pairs in one process, on pages already
  // read: 89 ms a pair at the median on fresh connections, then 57, then 33 from the third round), and the pool spreads
  // the three lines over its ten connections. So a few keywords of no row, then pairs of broad words of the same shapes
  // as the timed ones but none of their words, four at a time (every connection of the pool) at three addresses each.
  await eachOnce(app.url, ['리스본', '포르투 민박', '오사카 투어', '하노이 호텔'].map((keyword) => totalSearchUrl(keyword)));
  const warmingPairs = ['노란 스테이', '즐거운 홈', '포근한 스테이', '아늑한 홈', '야경 워킹투어', '성당 반일투어', '민트 인', '코코 인'];
  for (const spaces of [1, 2, 3]) {
    const urls = warmingPairs.map((keyword) => totalSearchUrl(spacedOut(keyword, spaces)));
    for (let i = 0; i < urls.length; i += 4) await Promise.all(urls.slice(i, i + 4).map((p) => eachOnce(app.url, [p])));
  }
  single.push({ name: `total search, ${manyKeywords.length} keywords, each once (computed)`, ...(await eachOnce(app.url, totalSearchMany)) });
  single.push({ name: `total search, ${broadPairs.length} pairs of broad words, no city, each once (computed)`, ...(await eachOnce(app.url, broadPairs)) });
  single.push({ name: `  the same pairs again (another address), on the pages just read (computed)`, ...(await eachOnce(app.url, broadPairsAgain)) });
  single.push({ name: `  the same pairs asked 4 times more, each at another address (computed)`, ...(await eachOnce(app.url, broadPairsWarm)) });
  single.push({ name: `total search, ${keywords.length} keywords x 3 tabs by grade and by price, each once (computed)`, ...(await eachOnce(app.url, sortedSearch)) });
  const freshSearch = await freshKeywords(databaseUrl);
  single.push({ name: `total search, ${freshSearch.length} fresh words of products' names, each once (computed)`, ...(await eachOnce(app.url, freshSearch)) });
  single.push({ name: `suggestions, ${suggest.length} queries, each once (computed)`, ...(await eachOnce(app.url, suggest)) });
  single.push({ name: `  floor: the same ${suggest.length} in a bare route, after the app's`, ...(await eachOnce(floor.url, suggest)) });
  for (const from of ['name', 'word'] as const) {
    const of = from === 'name' ? 'names' : 'words';
    const fresh = await freshPrefixes(databaseUrl, from);
    single.push({ name: `suggestions, ${fresh.length} fresh prefixes of products' ${of}, each once (computed)`, ...(await eachOnce(app.url, fresh)) });
    // A draw of its own: the app's asks have read their prefixes' pages.
    const freshFloor = await freshPrefixes(databaseUrl, from);
    single.push({ name: `  floor: ${freshFloor.length} other fresh prefixes of ${of} in a bare route`, ...(await eachOnce(floor.url, freshFloor)) });
  }
  for (const [name, call] of Object.entries(results)) single.push({ name, ...(await oneAtATime(app.url, [call], samples)) });
  single.push({ name: `total search, ${keywords.length} keywords`, ...(await oneAtATime(app.url, totalSearch, Math.max(samples, keywords.length * 6))) });
  single.push({ name: `suggestions, ${suggest.length} queries of 1-3 characters`, ...(await oneAtATime(app.url, suggest, Math.max(samples, suggest.length * 2))) });

  const loaded: Row[] = [await load('bare Fastify route', bare.url, ['/bare'], { connections })];
  for (const name of Object.keys(results).filter((n) => !n.startsWith('tours'))) {
    loaded.push(await load(name, app.url, [results[name]!], { connections, headers: browser }));
    // autocannon stops at the row's end but the server still works off what it abandoned: one more request
    // waits behind that queue, so the next row starts on an idle server.
    await oneAtATime(app.url, [results[name]!], 1);
  }

  const fmt = (n: number) => n.toFixed(1);
  const bareSingle = single[0]!.p50;
  console.log(`\nOne request at a time, ${samples}+ samples each (client-side ms); targets: results <= ${TARGETS.oneRequestMs} ms, total search p95 <= ${TARGETS.totalSearchP95Ms} ms, suggestions p95 <= ${TARGETS.suggestP95Ms} ms`);
  console.log('\n| call | p50 ms | p95 ms | max ms | p50 / bare p50 |\n|---|---:|---:|---:|---:|');
  for (const r of single) console.log(`| ${r.name} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.max)} | ${(r.p50 / bareSingle).toFixed(1)} |`);
  const bareRate = loaded[0]!.reqPerSec;
  console.log(`\n${connections} connections, ${benchSeconds} s per row; target p99 <= ${TARGETS.p99Ms} ms`);
  console.log('\n| call | req/s | ratio to bare | p50 ms | p99 ms | errors | non-2xx |\n|---|---:|---:|---:|---:|---:|---:|');
  // autocannon reports 0 ms when no request completed within the row: say so rather than print a fast-looking 0.
  const ms = (r: Row, v: number) => (r.reqPerSec === 0 ? 'none completed' : String(v));
  for (const r of loaded) console.log(`| ${r.name} | ${r.reqPerSec.toFixed(0)} | ${(r.reqPerSec / bareRate).toFixed(3)} | ${ms(r, r.p50)} | ${ms(r, r.p99)} | ${r.errors} | ${r.non2xx} |`);

  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(import.meta.dirname, 'results', 'results-scale.json'), JSON.stringify({ at: new Date().toISOString(), serverRoot, size, connections, seconds: benchSeconds, single, loaded }, null, 2));
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (loaded.some((r) => r.errors > 0 || r.non2xx > 0)) {
    console.error('some requests failed: the figures above are not valid');
    process.exitCode = 1;
  }
}

await main();
// The children's output pipes would keep this process alive; exiting stops them (the 'exit' handler above).
process.exit();
