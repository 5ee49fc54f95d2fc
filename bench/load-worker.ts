/**
 * The load generator in a process of its own, so it takes no CPU from the server it measures: runs
 * autocannon with the job in BENCH_LOAD_JOB (JSON) and prints the result row as one JSON line.
 * Started by process-kit.ts `loadInChild`; not meant to be run by hand.
 */
import autocannon from 'autocannon';
import { figuresOf } from './autocannon-kit.ts';

type Job = { url: string; paths: string[]; headers: Record<string, string>; connections: number; seconds: number };

const job = JSON.parse(process.env.BENCH_LOAD_JOB ?? '') as Job;
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.seconds,
  requests: job.paths.map((p) => ({ method: 'GET' as const, path: p, headers: job.headers })),
  // `[<id>]` in a path becomes a new id per request: an address no cache has seen.
  idReplacement: job.paths.some((p) => p.includes('[<id>]')),
});
console.log(JSON.stringify(figuresOf(result)));
