/**
 * Loads the mobile home's API calls with autocannon and prints req/s and latency percentiles beside a
 * bare Fastify route measured in the same run, so the ratio means something on a noisy machine.
 *
 *   npm run bench:home                       # PGlite in a temp dir (the embedded default)
 *   BENCH_DATABASE_URL=postgres://... npm run bench:home
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 npm run bench:home
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { apiPaths, apiUrl, withQuery } from '@minda/contracts/paths';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { ensureSeeded } from '../apps/server/src/db/seed/ensure-seeded.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** The calls the mobile home makes on load (spec 1 §2.1), as a visitor. */
const HOME_CALLS = [
  withQuery(apiUrl(apiPaths.banners.mobile), { type: 'main' }),
  apiUrl(apiPaths.stays.recommendItems),
  apiUrl(apiPaths.tours.recommendItems),
  apiUrl(apiPaths.stays.popularCities),
  apiUrl(apiPaths.popupNotices),
  apiUrl(apiPaths.auth.user),
];

type Row = { name: string; reqPerSec: number; p50: number; p99: number; errors: number; non2xx: number };

async function load(name: string, url: string, paths: string[], headers: Record<string, string> = {}): Promise<Row> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: paths.map((p) => ({ method: 'GET' as const, path: p, headers })),
  });
  return { name, reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minda-bench-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const handle = process.env.BENCH_DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
  await handle.migrate();
  await ensureSeeded(handle.db, { imagesDir: null });

  const app = await buildApp({ config, db: handle.db, secret: 'bench-secret-bench-secret-bench-secret-0123' });
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ data: { ok: true } }));
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  // Log in once so the member mix exercises isWish for a real caller.
  const login = await app.inject({ method: 'GET', url: '/healthz' });
  const xsrf = String(login.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const anon = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const res = await app.inject({
    method: 'PUT',
    url: apiUrl(apiPaths.auth.token),
    headers: { cookie: anon, 'x-xsrf-token': xsrf },
    payload: { loginId: 'member', password: 'minda1234!' },
  });
  const token = res.statusCode === 200 ? (res.json() as { data: { accessToken: string } }).data.accessToken : undefined;

  console.log(`database: ${handle.kind}; ${connections} connections, ${seconds} s per row; node ${process.version}, ${os.cpus().length} cores`);
  const rows: Row[] = [];
  rows.push(await load('bare Fastify route', bareUrl, ['/bare']));
  rows.push(await load('mobile home mix (visitor)', appUrl, HOME_CALLS));
  if (token) rows.push(await load('mobile home mix (member)', appUrl, HOME_CALLS, { authorization: `Bearer ${token}` }));
  else console.log('(member mix skipped: demo login failed with', res.statusCode, ')');
  for (const call of HOME_CALLS) rows.push(await load(call, appUrl, [call]));

  const base = rows[0]!.reqPerSec;
  console.log('\n| what | req/s | ratio to bare | p50 ms | p99 ms | errors | non-2xx |\n|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.reqPerSec.toFixed(0)} | ${(r.reqPerSec / base).toFixed(3)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
  }
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(import.meta.dirname, 'results', 'home-api.json'), JSON.stringify({ at: new Date().toISOString(), database: handle.kind, connections, seconds, rows }, null, 2));

  await bare.close();
  await app.close();
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (rows.some((r) => r.errors > 0 || r.non2xx > 0)) {
    console.error('some requests failed: the figures above are not valid');
    process.exit(1);
  }
}

await main();
