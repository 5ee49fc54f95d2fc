/**
 * The calls behind the results pages of a search, at 50 connections (issue 4 asks for their p99): stays for a
 * city with dates and a party (availability and prices from the daily inventory), sorted by price, and without
 * dates; hotels for a city with two rooms, and without dates; a city's tours (results-calls.ts); beside a bare
 * Fastify route in the same run.
 *
 *   npm run bench:results                      # PGlite in a temp dir
 *   BENCH_DATABASE_URL=postgres://... npm run bench:results
 */
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { cities } from '../apps/server/src/db/schema/geography.ts';
import { benchSeconds, load, reportRows, startBareRoute, startSeededApp, type Row } from './autocannon-kit.ts';
import { PARIS, parisResultsCalls } from './results-calls.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function main() {
  const { handle, app, url: appUrl, close } = await startSeededApp('minda-bench-results-');
  const [paris] = await handle.db.select({ id: cities.id }).from(cities).where(eq(cities.code, PARIS));
  if (!paris) throw new Error('Paris is missing from the seed');
  const bare = await startBareRoute();

  const calls = parisResultsCalls(paris.id);
  for (const [name, call] of Object.entries(calls)) {
    const res = await app.inject({ method: 'GET', url: call });
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }

  console.log(`database: ${handle.kind}; ${connections} connections, ${benchSeconds} s per row; node ${process.version}, ${os.cpus().length} cores`);
  const rows: Row[] = [await load('bare Fastify route', bare.url, ['/bare'], { connections })];
  for (const [name, call] of Object.entries(calls)) rows.push(await load(name, appUrl, [call], { connections }));

  await bare.close();
  await close();
  reportRows('results-api', { database: handle.kind, connections, seconds: benchSeconds }, rows);
}

await main();
