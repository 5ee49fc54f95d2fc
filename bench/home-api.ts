/**
 * The mobile home's API calls under load, as a visitor and as a signed-in member, beside a bare Fastify
 * process sending the same bytes, measured in the same run (issue 12: target >= 0.7 of it for the visitor).
 *
 *   npm run bench:home                                              # PGlite in a temp dir (the embedded default)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:home   # a fresh database on that server
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 BENCH_ROUNDS=3 BENCH_PER_CALL=1 npm run bench:home
 *   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench:home   # a CPU profile of the server alone
 *
 * Three processes: the real server (main.ts, production mode, seeded on start), the bare reference (the
 * visitor's answers of the real server, fetched once, served as fixed strings) and autocannon. The visitor
 * sends the cookies a browser has after its first call (anonymous id, XSRF); the member sends them, the
 * session cookies and the bearer token. The reference and the app alternate (BENCH_ROUNDS rounds, 2 by
 * default), each ratio taken against the bare row just before it. On Linux each row also gives the serving
 * process's CPU time per 1,000 requests (/proc), which a busy machine moves far less than req/s: compare the
 * app's with the bare processes' in one run, or two versions' (BENCH_SERVER_ROOT) row by row.
 * Figures: console and bench/results/home-api.json.
 */
import os from 'node:os';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { benchConnections as connections, benchSeconds as seconds, reportRows, type BareAnswer, type Row } from './autocannon-kit.ts';
import { signIn } from './bench-callers.ts';
import { loadInChild, MOBILE_HOME_PUBLIC_CALLS, startBareProcess, startServerProcess } from './process-kit.ts';

/** The calls the mobile home makes on load. */
const HOME_CALLS = [...MOBILE_HOME_PUBLIC_CALLS, apiUrl(apiPaths.auth.user.href())];

async function main() {
  const server = await startServerProcess('home');
  const callers = await signIn(server.url);
  const bodies: Record<string, string> = {};
  const withHeaders: Record<string, BareAnswer> = {};
  for (const call of HOME_CALLS) {
    const res = await fetch(`${server.url}${call}`, { headers: callers.visitor });
    bodies[call] = await res.text();
    // The app's header block as the visitor gets it (security and cache headers), minus what Node writes itself.
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      if (!['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding'].includes(name)) headers[name] = value;
    });
    withHeaders[call] = { body: bodies[call], headers };
  }
  const bare = await startBareProcess(bodies);
  const bareWithHeaders = await startBareProcess(withHeaders);
  const bytes = Object.values(bodies).reduce((sum, b) => sum + Buffer.byteLength(b), 0);

  const loadAverage = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`database: ${server.database}; ${connections} connections, ${seconds} s per row; node ${process.version}, ${os.cpus().length} cores, load average ${loadAverage()}; mix of ${HOME_CALLS.length} calls, ${bytes} bytes`);
  const run = (name: string, target: { url: string; pid: number | undefined }, paths: string[], headers: Record<string, string> = {}) =>
    loadInChild(name, target.url, paths, { headers, connections, seconds, servedBy: target.pid });
  // Warm both (JIT, the cache) so the first measured row is not the cold one.
  await run('warm-up', server, HOME_CALLS, callers.visitor);
  await run('warm-up', bare, HOME_CALLS);

  const rows: Row[] = [];
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  for (let round = 1; round <= rounds; round++) {
    // The app's 1 KB of headers per answer costs the load generator too (it parses every line): priced apart.
    rows.push(await run(`bare Fastify, same bodies and headers, round ${round}`, bareWithHeaders, HOME_CALLS));
    rows.push(await run(`bare Fastify, same bytes (visitor mix), round ${round}`, bare, HOME_CALLS));
    rows.push(await run('mobile home mix (visitor)', server, HOME_CALLS, callers.visitor));
    rows.push(await run('mobile home mix (member: cookies + bearer)', server, HOME_CALLS, callers.member));
  }
  if (process.env.BENCH_PER_CALL) for (const call of HOME_CALLS) rows.push(await run(call, server, [call], callers.visitor));

  await bare.close();
  await bareWithHeaders.close();
  await server.close();
  console.log(`load average at the end: ${loadAverage()}`);
  reportRows('home-api', { database: server.database, connections, seconds, mixBytes: bytes, loadAverage: os.loadavg() }, rows);
}

await main();
