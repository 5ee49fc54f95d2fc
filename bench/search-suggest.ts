/**
 * Suggestion API speed on the scale seed (issue 4): one- to three-character queries (Hangul syllables, initial
 * consonants, English, Korean typed in English mode, half-typed syllables) against the three suggestion calls,
 * with at least BENCH_PRODUCTS products in all (default 200,000 beside the demo catalogue).
 *
 * Server time is what the route takes inside Fastify (reply.elapsedTime, from the request's arrival to the
 * response sent), measured at one connection, as a person typing meets it: target p95 <= 10 ms. Throughput is
 * then measured at BENCH_CONNECTIONS beside a bare Fastify route in the same run.
 *
 *   npm run bench:search                                      # PGlite in a temp dir, seeded and scaled first
 *   BENCH_DATA_DIR=/tmp/suggest-bench npm run bench:search    # keep the scaled PGlite for the next run
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_search npm run bench:search
 *   BENCH_PRODUCTS=200000 BENCH_SECONDS=8 BENCH_CONNECTIONS=10 npm run bench:search
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { apiPaths, apiUrl, withQuery } from '@minda/contracts/paths';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { ensureSeeded } from '../apps/server/src/db/seed/ensure-seeded.ts';
import { scaleCatalogue } from '../apps/server/src/db/seed/scale.ts';
import { benchConnections, benchSeconds, load, openBenchDatabase, printRows, startBareRoute, type Row } from './autocannon-kit.ts';

const targetProducts = Number(process.env.BENCH_PRODUCTS ?? 200_000);
const TARGET_P95_MS = 10;

/** Queries by kind, each run against all three suggestion calls. */
const QUERIES: Record<string, string[]> = {
  'Hangul syllables': ['파', '런', '로', '뉴', '파리', '런던', '로마', '뉴욕', '프라하', '바르셀', '에펠탑', '민박'],
  'initial consonants': ['ㅍ', 'ㄹ', 'ㅍㄹ', 'ㄹㄷ', 'ㄹㅁ', 'ㅍㄹㅎ', 'ㅂㄹㅅ'],
  English: ['p', 'l', 'pa', 'lo', 'par', 'lon', 'rom', 'new'],
  'English keyboard (두벌식)': ['vk', 'fj', 'vkf', 'fjs', 'fhl', 'sbd'],
  'half-typed syllable': ['파ㄹ', '런ㄷ', '로ㅁ', '프라ㅎ'],
};
const CALLS = [apiPaths.search.citiesAndStays.href(), apiPaths.search.citiesAndHotels.href(), apiPaths.search.citiesAndTourTickets.href()];
const urlsOf = (queries: readonly string[]) => queries.flatMap((q) => CALLS.map((call) => apiUrl(withQuery(call, { searchInput: q }))));

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function countProducts(db: Awaited<ReturnType<typeof openBenchDatabase>>['db']): Promise<number> {
  const result = await db.execute(sql`select (select count(*) from stays) + (select count(*) from tours) + (select count(*) from hotels) as n`);
  return Number((result as unknown as { rows: { n: string | number }[] }).rows[0]?.n ?? 0);
}

async function main() {
  const keepDir = process.env.BENCH_DATA_DIR;
  const dataDir = keepDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'minda-bench-search-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, RATE_LIMIT_ENABLED: 'false' });
  const handle = await openBenchDatabase(path.join(dataDir, 'pgdata'));
  await handle.migrate();
  await ensureSeeded(handle.db, { imagesDir: null });
  const before = await countProducts(handle.db);
  if (before < targetProducts) {
    const perLine = Math.ceil((targetProducts - before) / 3);
    console.log(`scale seed: ${before.toLocaleString('ko-KR')} products, adding ${perLine.toLocaleString('ko-KR')} per line...`);
    const started = performance.now();
    await scaleCatalogue(handle.db, { perLine, onProgress: (msg) => console.log(`  ${msg}`) });
    console.log(`scale seed with its search index: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const products = await countProducts(handle.db);
  const index = (await handle.db.execute(sql`select (select count(*) from search_terms) as terms, (select count(*) from search_names) as names,
    (select count(*) from search_grams) as grams`)) as unknown as { rows: { terms: string; names: string; grams: string }[] };

  const app = await buildApp({ config, db: handle.db, secret: 'bench-secret-bench-secret-bench-secret-0123' });
  // Server time per request, for the routes under test only.
  let samples: number[] = [];
  const byUrl = new Map<string, number[]>();
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.includes('/main/search/')) return;
    samples.push(reply.elapsedTime);
    byUrl.set(request.url, [...(byUrl.get(request.url) ?? []), reply.elapsedTime]);
  });
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const bare = await startBareRoute();

  console.log(`database: ${handle.kind}; ${products.toLocaleString('ko-KR')} products; index ${Number(index.rows[0]?.terms).toLocaleString('ko-KR')} terms, `
    + `${Number(index.rows[0]?.names).toLocaleString('ko-KR')} distinct names, ${Number(index.rows[0]?.grams).toLocaleString('ko-KR')} n-grams; `
    + `node ${process.version}, ${os.cpus().length} cores; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);

  // Warm up every query once (plans, caches), and check that each answers 200.
  const all = urlsOf(Object.values(QUERIES).flat());
  for (const url of all) {
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  }

  type TimeRow = { name: string; n: number; p50: number; p95: number; p99: number; max: number };
  const timeRows: TimeRow[] = [];
  const serverTimes = async (name: string, urls: string[]) => {
    samples = [];
    await load(name, appUrl, urls, { connections: 1, seconds: Math.max(2, Math.round(benchSeconds / 2)) });
    const sorted = [...samples].sort((a, b) => a - b);
    timeRows.push({ name, n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 });
  };
  for (const [kind, queries] of Object.entries(QUERIES)) await serverTimes(kind, urlsOf(queries));
  for (const call of CALLS) await serverTimes(call, Object.values(QUERIES).flat().map((q) => apiUrl(withQuery(call, { searchInput: q }))));
  await serverTimes('all queries, all calls', all);

  console.log(`\nServer time (ms, reply.elapsedTime) at 1 connection; target p95 <= ${TARGET_P95_MS} ms`);
  console.log('\n| queries | requests | p50 | p95 | p99 | max |\n|---|---:|---:|---:|---:|---:|');
  const fmt = (n: number) => n.toFixed(2);
  for (const r of timeRows) console.log(`| ${r.name} | ${r.n} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${fmt(r.max)} |`);
  const medians = [...byUrl].map(([url, times]) => ({ url: decodeURIComponent(url), median: percentile([...times].sort((a, b) => a - b), 50) }));
  console.log('\nSlowest calls by median server time:');
  for (const m of medians.sort((a, b) => b.median - a.median).slice(0, 5)) console.log(`  ${fmt(m.median)} ms  ${m.url}`);
  console.log(`load average now ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);

  const rows: Row[] = [];
  rows.push(await load('bare Fastify route', bare.url, ['/bare']));
  rows.push(await load('suggestions, all queries and calls', appUrl, all));
  console.log(`\nThroughput at ${benchConnections} connections, ${benchSeconds} s per row`);
  printRows(rows);

  const overall = timeRows.at(-1)!;
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results', `search-suggest-${handle.kind}.json`),
    JSON.stringify({ at: new Date().toISOString(), database: handle.kind, products, index: index.rows[0], serverTimes: timeRows, throughput: rows }, null, 2),
  );

  await bare.close();
  await app.close();
  await handle.close();
  if (!keepDir) fs.rmSync(dataDir, { recursive: true, force: true });
  if (rows.some((r) => r.errors > 0 || r.non2xx > 0)) {
    console.error('some requests failed: the figures above are not valid');
    process.exit(1);
  }
  console.log(overall.p95 <= TARGET_P95_MS ? `\np95 ${fmt(overall.p95)} ms: within the target.` : `\np95 ${fmt(overall.p95)} ms: ABOVE the ${TARGET_P95_MS} ms target.`);
}

await main();
