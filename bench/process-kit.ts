/**
 * API benchmarks with every party in its own process: the real server (`main.ts`, as production runs it),
 * a bare Fastify reference sending the same bytes, and the load generator. On a 2-core machine an in-process
 * load generator takes half the CPU from the server and understates it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/src/test/server-process.ts';
import { freshPostgres } from './fresh-postgres.ts';
import { apiPaths, apiUrl, withQuery } from '@minda/contracts/paths';
import type { BareAnswer, Row } from './autocannon-kit.ts';

const here = import.meta.dirname;

/** The public calls the mobile home makes on load (spec 1 §2.1); it also asks auth/user, which is the caller's. */
export const MOBILE_HOME_PUBLIC_CALLS = [
  withQuery(apiUrl(apiPaths.content.banners.mobile.href()), { type: 'main' }),
  apiUrl(apiPaths.stays.recommendItems.href()),
  apiUrl(apiPaths.tours.recommendItems.href()),
  apiUrl(apiPaths.stays.popularCities.href()),
  apiUrl(apiPaths.content.popupNotice.href()),
];

/** Runs `script` (a .ts file beside this one) under tsx with `env`; resolves with its first stdout line once it exits or prints. */
function runTs(script: string, env: Record<string, string>, untilFirstLine: boolean) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, script)], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const firstLine = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (untilFirstLine && out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    child.once('exit', (code) => (code === 0 || untilFirstLine ? resolve(out.split('\n')[0] ?? '') : reject(new Error(`${script} exited with ${code}`))));
  });
  return { child, firstLine };
}

/**
 * The real server (`main.ts`, production mode) on a fresh database it migrates and seeds on start: PGlite in
 * a temp dir, or a new database on DATABASE_URL's PostgreSQL. BENCH_SERVER_ROOT runs another checkout's
 * server (a before/after in one run).
 */
export async function startServerProcess(label: string, root = process.env.BENCH_SERVER_ROOT ?? path.resolve(here, '..')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `minda-bench-${label}-`));
  const pg = process.env.DATABASE_URL ? await freshPostgres(`${process.env.BENCH_DB_PREFIX ?? 'bench_'}${label.replaceAll('-', '_')}`) : null;
  const port = await freePort();
  const env: Record<string, string> = {
    ...(Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(REDIS_|DATABASE_)/.test(k))) as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    RATE_LIMIT_ENABLED: 'false',
    JOBS_POLL_MS: '0',
    ...(pg ? { DATABASE_URL: pg.url } : {}),
  };
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server alone (NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-4000)));
  child.stderr.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  while (!(await fetch(`${url}/healthz`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid,
    database: pg ? 'postgres' : 'pglite',
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await pg?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare Fastify process answering each path with exactly the given bytes. */
export async function startBareProcess(bodies: Record<string, BareAnswer>) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'minda-bench-bare-')), 'bodies.json');
  fs.writeFileSync(file, JSON.stringify(bodies));
  const { child, firstLine } = runTs('bare-server.ts', { BENCH_BARE_BODIES: file }, true);
  const url = await firstLine;
  return {
    url,
    pid: child.pid,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}

/** A process's CPU time so far (user + system) in ms, from /proc on Linux; undefined where there is none. */
function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100 per second).
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * autocannon in a process of its own over `paths` (taken in turn by every connection; with `eachOnce`, each request
 * takes the next path, so a long enough list asks no address twice). Given the serving
 * process's pid, the row also says how much CPU that process spent per 1,000 requests.
 */
export async function loadInChild(
  name: string,
  url: string,
  paths: string[],
  opts: { headers?: Record<string, string>; connections: number; seconds: number; servedBy?: number | undefined; eachOnce?: boolean },
): Promise<Row & { p90: number; p975: number; repeated?: number }> {
  const job = { url, paths, headers: opts.headers ?? {}, connections: opts.connections, seconds: opts.seconds, eachOnce: opts.eachOnce ?? false };
  // In a file: a list of thousands of paths is past what one environment variable may hold (E2BIG).
  const jobFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'minda-bench-load-')), 'job.json');
  fs.writeFileSync(jobFile, JSON.stringify(job));
  const cpuBefore = cpuMsOf(opts.servedBy);
  const { firstLine } = runTs('load-worker.ts', { BENCH_LOAD_JOB_FILE: jobFile }, false);
  const figures = JSON.parse(await firstLine) as Omit<Row, 'name'> & { p90: number; p975: number; repeated?: number };
  const cpuAfter = cpuMsOf(opts.servedBy);
  fs.rmSync(path.dirname(jobFile), { recursive: true, force: true });
  const requests = figures.reqPerSec * opts.seconds;
  const cpu = cpuBefore !== undefined && cpuAfter !== undefined && requests > 0 ? { cpuMsPerKReq: ((cpuAfter - cpuBefore) / requests) * 1000 } : {};
  return { name, ...figures, ...cpu };
}
