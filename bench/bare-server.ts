/**
 * The bare Fastify reference of the API benchmarks in a process of its own (autocannon-kit `bareReference`):
 * each path in BENCH_BARE_BODIES (a JSON file of path -> body, or -> {body, headers}) answered with exactly those bytes, or, without
 * it, GET /bare answering a constant. Prints its URL once listening. Started by process-kit.ts
 * `startBareProcess` and results-scale.ts; not meant to be run by hand.
 */
import fs from 'node:fs';
import { BARE_ROUTE_BODIES, bareReference, type BareAnswer } from './autocannon-kit.ts';

const file = process.env.BENCH_BARE_BODIES;
const bodies = file ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, BareAnswer>) : BARE_ROUTE_BODIES;
const app = bareReference(bodies);
console.log(await app.listen({ host: '127.0.0.1', port: 0 }));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
