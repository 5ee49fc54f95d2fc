/**
 * What the API benchmarks share: the database they run on, autocannon runs reduced to one table row, and the
 * bare Fastify route every figure is compared with (the ratio means something on a noisy machine).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { ensureSeeded } from '../apps/server/src/db/seed/ensure-seeded.ts';
import type { LogStream } from '../apps/server/src/platform/logging.ts';

export const benchSeconds = Number(process.env.BENCH_SECONDS ?? 8);
export const benchConnections = Number(process.env.BENCH_CONNECTIONS ?? 10);

export type Row = {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The serving process's CPU time per 1,000 requests (user + system), where the bench could read it: steadier than req/s on a busy machine. */
  cpuMsPerKReq?: number;
};

/** autocannon over `paths` (taken in turn by every connection) for benchSeconds. */
export async function load(
  name: string,
  url: string,
  paths: string[],
  opts: { headers?: Record<string, string>; connections?: number; seconds?: number } = {},
): Promise<Row & { p90: number; p975: number }> {
  const result = await autocannon({
    url,
    connections: opts.connections ?? benchConnections,
    duration: opts.seconds ?? benchSeconds,
    requests: paths.map((p) => ({ method: 'GET' as const, path: p, headers: opts.headers ?? {} })),
  });
  return { name, ...figuresOf(result) };
}

/** An autocannon result reduced to the figures of a table row. */
export function figuresOf(result: autocannon.Result) {
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** What the bare reference answers when it is given no bodies: GET /bare, a constant. */
export const BARE_ROUTE_BODIES: Record<string, BareAnswer> = { '/bare': JSON.stringify({ data: { ok: true } }) };

/** A body, or a body and the headers to send with it (the app's own, to price the header block apart). */
export type BareAnswer = string | { body: string; headers: Record<string, string> };

/**
 * The reference of the API benchmarks: a bare Fastify app answering each path of `answers` with exactly those
 * bytes as JSON, nothing else (the ceiling of this machine for one Fastify process sending them).
 */
export function bareReference(answers: Record<string, BareAnswer> = BARE_ROUTE_BODIES) {
  const app = Fastify({ logger: false });
  app.get('/*', async (request, reply) => {
    const answer = answers[request.url];
    if (answer === undefined) return reply.code(404).send();
    if (typeof answer === 'string') return reply.type('application/json; charset=utf-8').send(answer);
    return reply.headers(answer.headers).type('application/json; charset=utf-8').send(answer.body);
  });
  return app;
}

/** The bare reference in this process, answering GET /bare. */
export async function startBareRoute(): Promise<{ url: string; close: () => Promise<void> }> {
  const bare = bareReference();
  const url = await bare.listen({ host: '127.0.0.1', port: 0 });
  return { url, close: () => bare.close() };
}

/** PostgreSQL when BENCH_DATABASE_URL is set, else PGlite in `pgliteDir`. */
export function openBenchDatabase(pgliteDir: string): Promise<DatabaseHandle> {
  return process.env.BENCH_DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL })
    : openDatabase({ kind: 'pglite', dataDir: pgliteDir });
}

/**
 * The markdown table of rows, with req/s as a ratio to the latest bare row before it (the first row when
 * none is): a benchmark that alternates the reference and the app gets ratios from neighbouring rows, which
 * a busy machine moves far less than it moves each row.
 */
export function printRows(rows: readonly Row[]): void {
  let base = rows[0]?.reqPerSec ?? 1;
  const cpu = rows.some((r) => r.cpuMsPerKReq !== undefined);
  console.log(`\n| what | req/s | ratio to bare | p50 ms | p99 ms | errors | non-2xx |${cpu ? ' server CPU ms / 1,000 req |' : ''}\n|---|---:|---:|---:|---:|---:|---:|${cpu ? '---:|' : ''}`);
  for (const r of rows) {
    if (r.name.startsWith('bare')) base = r.reqPerSec;
    const cpuCell = cpu ? ` ${r.cpuMsPerKReq?.toFixed(1) ?? '-'} |` : '';
    console.log(`| ${r.name} | ${r.reqPerSec.toFixed(0)} | ${(r.reqPerSec / base).toFixed(3)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |${cpuCell}`);
  }
}

/** The secret the benchmarks' app signs tokens with (a bench may sign its own members' tokens). */
export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/**
 * The real app on a freshly migrated and seeded database (PGlite in a temp dir unless BENCH_DATABASE_URL).
 * Silent unless `log` is given: then lines at `log.level` and above go to `log.stream`.
 */
export async function startSeededApp(tmpPrefix: string, log?: { level: 'info' | 'warn' | 'error'; stream: LogStream }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  const config = loadConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'http://127.0.0.1', LOG_LEVEL: log?.level ?? 'silent', DATA_DIR: dataDir, RATE_LIMIT_ENABLED: 'false' });
  const handle = await openBenchDatabase(path.join(dataDir, 'pgdata'));
  await handle.migrate();
  await ensureSeeded(handle.db, { imagesDir: null });
  const app = await buildApp({ config, db: handle.db, secret: BENCH_SECRET, logStream: log?.stream });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const close = async () => {
    await app.close();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { handle, app, url, close };
}

/** Prints the table, keeps the figures in bench/results/{name}.json, and fails the run if any request failed. */
export function reportRows(name: string, meta: Record<string, unknown>, rows: readonly Row[]): void {
  printRows(rows);
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(import.meta.dirname, 'results', `${name}.json`), JSON.stringify({ at: new Date().toISOString(), ...meta, rows }, null, 2));
  if (rows.some((r) => r.errors > 0 || r.non2xx > 0)) {
    console.error('some requests failed: the figures above are not valid');
    process.exitCode = 1;
  }
}
