/**
 * The calls behind the results pages of a search, at 50 connections (issue 4 asks for their p99): stays for a
 * city with dates and a party (availability and prices from the daily inventory), the same sorted by price,
 * hotels for a city with two rooms, and a city's tours; beside a bare Fastify route in the same run.
 *
 *   npm run bench:results                      # PGlite in a temp dir
 *   BENCH_DATABASE_URL=postgres://... npm run bench:results
 */
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { apiPaths, apiUrl, withQuery } from '@minda/contracts/paths';
import { addCalendarDays, toDateParam } from '@minda/contracts/rules/stay-dates';
import { cities } from '../apps/server/src/db/schema/geography.ts';
import { benchSeconds, load, reportRows, startBareRoute, startSeededApp, type Row } from './autocannon-kit.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PARIS = '001002001';

async function main() {
  const { handle, app, url: appUrl, close } = await startSeededApp('minda-bench-results-');
  const [paris] = await handle.db.select({ id: cities.id }).from(cities).where(eq(cities.code, PARIS));
  if (!paris) throw new Error('Paris is missing from the seed');
  const bare = await startBareRoute();

  // A month ahead, three nights: the dates a visitor would pick.
  const today = new Date();
  const checkInAt = toDateParam(addCalendarDays(today, 30));
  const checkOutAt = toDateParam(addCalendarDays(today, 33));
  const calls: Record<string, string> = {
    'stays: Paris, 3 nights, 2 adults': apiUrl(withQuery(apiPaths.stays.search.href(), { cityCode: PARIS, checkInAt, checkOutAt, occupancy: 2 })),
    'stays: same, by lowest price, breakfast': apiUrl(withQuery(apiPaths.stays.search.href(), { cityCode: PARIS, checkInAt, checkOutAt, occupancy: 2, sort: 'price', breakfast: 'true' })),
    'hotels: Paris, 3 nights, rooms 2 and 2+child': apiUrl(withQuery(apiPaths.hotels.search.href(), { cityId: paris.id, checkInAt, checkOutAt, occupancy: ['2', '2-5'] })),
    'tours: Paris': apiUrl(withQuery(apiPaths.tours.list.href(), { category: PARIS })),
  };
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
