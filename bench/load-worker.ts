/**
 * The load generator in a process of its own, so it takes no CPU from the server it measures: runs
 * autocannon with the job in the JSON file BENCH_LOAD_JOB_FILE and prints the result row as one JSON line.
 * Started by process-kit.ts `loadInChild`; not meant to be run by hand.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { figuresOf } from './autocannon-kit.ts';

type Job = { url: string; paths: string[]; headers: Record<string, string>; connections: number; seconds: number; eachOnce?: boolean };

const job = JSON.parse(fs.readFileSync(process.env.BENCH_LOAD_JOB_FILE ?? '', 'utf8')) as Job;
// eachOnce: every request, whichever connection sends it, takes the next path of the list, so no two ask the same
// address until the list runs out (autocannon's own sequence starts every connection at the first path).
let sent = 0;
const nextPath = (): string => job.paths[sent++ % job.paths.length]!;
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.seconds,
  requests: job.eachOnce
    ? [{ method: 'GET' as const, headers: job.headers, setupRequest: (request) => ({ ...request, path: nextPath() }) }]
    : job.paths.map((p) => ({ method: 'GET' as const, path: p, headers: job.headers })),
  // `[<id>]` in a path becomes a new id per request: an address no cache has seen.
  idReplacement: job.paths.some((p) => p.includes('[<id>]')),
});
// How many requests found their path already asked in this run (0 when the list was long enough).
console.log(JSON.stringify({ ...figuresOf(result), ...(job.eachOnce ? { repeated: Math.max(0, sent - job.paths.length) } : {}) }));
