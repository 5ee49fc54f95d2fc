/**
 * The embedded PGlite under concurrent load (issue 12): stay results for dates and a party at 1, 10 and 50
 * connections, and the visitor's mobile home mix at 50 beside them (cached answers must not wait behind the
 * database). p50/p99 and the 503s of the fair queue (platform/pglite-gate.ts), each load generator in its
 * own process, the server in another.
 *
 * Stay results come twice: one address asked by everyone (what the public cache answers after the first ask),
 * and first asks, every request a search nobody made before in the run (another check-in day, length, party or
 * sort), which each run the results' SQL on PGlite.
 *
 *   npx tsx bench/pglite-load.ts
 *   BENCH_SERVER_ROOT=/path/to/other/checkout npx tsx bench/pglite-load.ts   # the same load on another version
 */
import os from 'node:os';
import { apiPaths, apiUrl, withQuery } from '@minda/contracts/paths';
import { addCalendarDays, toDateParam } from '@minda/contracts/rules/stay-dates';
import { benchSeconds as seconds, reportRows, type Row } from './autocannon-kit.ts';
import { loadInChild, MOBILE_HOME_PUBLIC_CALLS, startServerProcess } from './process-kit.ts';
import { PARIS } from './results-calls.ts';

/**
 * Paris stay searches no two alike, dealt to `rows` rows in turn (each row's own, so no row finds another's answer
 * cached): check-in 1-200 days ahead, 1-5 nights, 1-4 adults, by recommendation or by price.
 */
function distinctSearches(today: Date, rows: number): string[][] {
  const dealt: string[][] = Array.from({ length: rows }, () => []);
  let n = 0;
  for (let day = 1; day <= 200; day++) {
    for (let nights = 1; nights <= 5; nights++) {
      for (let adults = 1; adults <= 4; adults++) {
        for (const sort of [undefined, 'price'] as const) {
          const checkInAt = toDateParam(addCalendarDays(today, day));
          const checkOutAt = toDateParam(addCalendarDays(today, day + nights));
          dealt[n++ % rows]!.push(apiUrl(withQuery(apiPaths.stays.search.href(), { cityCode: PARIS, checkInAt, checkOutAt, occupancy: adults, ...(sort ? { sort } : {}) })));
        }
      }
    }
  }
  return dealt;
}

async function main() {
  const server = await startServerProcess('pglite-load');
  const today = new Date();
  const results = apiUrl(
    withQuery(apiPaths.stays.search.href(), { cityCode: PARIS, checkInAt: toDateParam(addCalendarDays(today, 30)), checkOutAt: toDateParam(addCalendarDays(today, 33)), occupancy: 2 }),
  );
  const first = await fetch(`${server.url}${results}`);
  if (!first.ok) throw new Error(`stay results: ${first.status}`);
  for (const call of MOBILE_HOME_PUBLIC_CALLS) await fetch(`${server.url}${call}`);

  console.log(`database: ${server.database}; ${seconds} s per row; node ${process.version}, ${os.cpus().length} cores`);
  const rows: Row[] = [];
  const levels = [1, 10, 50];
  for (const connections of levels) rows.push(await loadInChild(`stay results, one address, ${connections} connections`, server.url, [results], { connections, seconds }));
  const firstAsks = distinctSearches(today, levels.length);
  for (const [i, connections] of levels.entries()) {
    const row = await loadInChild(`stay results, first asks, ${connections} connections`, server.url, firstAsks[i]!, { connections, seconds, eachOnce: true });
    rows.push({ ...row, name: row.repeated ? `${row.name} (${row.repeated} asked again)` : row.name });
  }
  rows.push(await loadInChild('mobile home mix (visitor, no cookies), 50 connections', server.url, MOBILE_HOME_PUBLIC_CALLS, { connections: 50, seconds }));
  await server.close();
  // 503s of the queue count as non-2xx: the table shows how many callers it turned away.
  reportRows('pglite-load', { database: server.database, seconds, serverRoot: process.env.BENCH_SERVER_ROOT ?? 'this checkout' }, rows);
}

await main();
