/**
 * Soaks the tour page under load and fails on any 5xx (issue 8: one tour page answered 500 once under load).
 *
 *   npm run bench:tour-soak                                   # in-process app, PGlite in a temp dir
 *   BENCH_DATABASE_URL=postgres://... npm run bench:tour-soak # in-process app on PostgreSQL
 *   SOAK_URL=http://127.0.0.1:3000 npm run bench:tour-soak    # a running server (its rate limits answer 429s)
 *   SOAK_SECONDS=30 SOAK_CONNECTIONS=100 SOAK_MEMBERS=8 SOAK_ROUNDS=3 SOAK_TIMEOUT_S=30 npm run bench:tour-soak
 *   SOAK_SLOW_MS=5000 npm run bench:tour-soak                # also lists the in-process app's slowest requests
 *
 * Each round: a burst of first visits (every tour page, its API and reviews at once, right after start on
 * cold connections), then for SOAK_SECONDS visitors reading tour pages (PC and mobile HTML, the tour API,
 * reviews in every sort, the city list, recently viewed) over mixed item numbers, unknown ones included,
 * while SOAK_MEMBERS signed-in members read the same pages and add and remove wishes on the same few tours
 * (wishCount moves under the readers). Prints the status codes of each phase; the in-process app's warnings
 * and errors (a 500 logs its error class, SQLSTATE and route) are printed after the run.
 */
import { apiPaths, apiUrl, webPaths, withQuery } from '@minda/contracts/paths';
import autocannon from 'autocannon';
import { Rng } from '../apps/server/src/db/seed/prng.ts';
import { startSeededApp } from './autocannon-kit.ts';

const seconds = Number(process.env.SOAK_SECONDS ?? 20);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 60);
const memberCount = Number(process.env.SOAK_MEMBERS ?? 6);
const rounds = Number(process.env.SOAK_ROUNDS ?? 1);
/** autocannon gives up on a request after this many seconds (a timeout counts as a failure). */
const timeoutSeconds = Number(process.env.SOAK_TIMEOUT_S ?? 30);
/** When set, the in-process app logs every request and the ones slower than this are listed. */
const slowMs = process.env.SOAK_SLOW_MS ? Number(process.env.SOAK_SLOW_MS) : undefined;
const PASSWORD = 'minda1234!';
const CITIES = ['001002001', '001001001', '001003001', '001004001', '001011001'];
const NO_SUCH_ITEM = 999_999;
/** Tours every member wishes and unwishes at once: the hottest wishCount rows. */
const HOT_TOURS = 4;
const VISITOR_RUNS = 8;

type Phase = { name: string; requests: number; codes: Record<string, number>; errors: number; timeouts: number; p99: number; max: number };
type Member = { loginId: string; headers: Record<string, string> };

const logLines: string[] = [];
/** Log lines written before the app was closed (a request cut off by the close is not a failure). */
let servedLines = 0;
const DRAIN_MS = 10_000;

function cookiesOf(res: Response): string[] {
  return res.headers.getSetCookie().map((c) => c.split(';')[0]!);
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** Tour numbers and their cities from the city lists. */
async function tourItems(base: string): Promise<{ itemNo: number; category: string }[]> {
  const items: { itemNo: number; category: string }[] = [];
  for (const category of CITIES) {
    const page = await json<{ content: { itemNo: number }[] }>(await fetch(`${base}${apiUrl(withQuery(apiPaths.tours.list.href(), { category, size: 20 }))}`));
    items.push(...page.content.map((t) => ({ itemNo: t.itemNo, category })));
  }
  return items;
}

/** Signs in as a browser does: anonymous cookies first, then the login with the echoed XSRF token. */
async function signIn(base: string, loginId: string): Promise<Member> {
  const first = await fetch(`${base}${apiUrl(apiPaths.auth.user.href())}`);
  const anon = cookiesOf(first);
  const xsrf = (cookies: string[]) => cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  const res = await fetch(`${base}${apiUrl(apiPaths.auth.token.href())}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: anon.join('; '), 'x-xsrf-token': xsrf(anon) },
    body: JSON.stringify({ loginId, password: PASSWORD }),
  });
  const after = cookiesOf(res);
  const { accessToken } = await json<{ accessToken: string }>(res);
  const jar = new Map([...anon, ...after].map((c) => [c.split('=')[0]!, c] as const));
  return {
    loginId,
    headers: { authorization: `Bearer ${accessToken}`, cookie: [...jar.values()].join('; '), 'x-xsrf-token': xsrf([...jar.values()]) },
  };
}

/** Every read of one tour's page: the PC and mobile HTML, the tour, and its reviews in each sort. */
function tourPageReads(itemNo: number): string[] {
  return [
    webPaths.pc.tourDetail.href(itemNo),
    webPaths.mobile.tourDetail.href(itemNo),
    apiUrl(apiPaths.tours.item.href(itemNo)),
    apiUrl(apiPaths.reviews.tour.href(itemNo)),
    apiUrl(withQuery(apiPaths.reviews.tour.href(itemNo), { sort: 'high', page: 1 })),
    apiUrl(withQuery(apiPaths.reviews.tour.href(itemNo), { sort: 'low' })),
  ];
}

function phaseOf(name: string, results: autocannon.Result[]): Phase {
  const codes: Record<string, number> = {};
  for (const r of results) for (const [code, stat] of Object.entries(r.statusCodeStats ?? {})) codes[code] = (codes[code] ?? 0) + (stat.count ?? 0);
  return {
    name,
    requests: results.reduce((n, r) => n + r.requests.total, 0),
    codes,
    errors: results.reduce((n, r) => n + r.errors, 0),
    timeouts: results.reduce((n, r) => n + r.timeouts, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    max: Math.max(...results.map((r) => r.latency.max)),
  };
}

/** Every URL requested at once, each on its own connection (first visits). */
async function burst(base: string, urls: readonly string[], headers: Record<string, string> = {}): Promise<Phase> {
  const codes: Record<string, number> = {};
  const times: number[] = [];
  let errors = 0;
  await Promise.all(
    urls.map(async (url) => {
      const started = performance.now();
      try {
        const res = await fetch(`${base}${url}`, { headers: { accept: url.startsWith('/api/') ? 'application/json' : 'text/html', ...headers } });
        await res.arrayBuffer();
        codes[res.status] = (codes[res.status] ?? 0) + 1;
      } catch {
        errors += 1;
      }
      times.push(performance.now() - started);
    }),
  );
  times.sort((a, b) => a - b);
  const p99 = Math.round(times[Math.floor(times.length * 0.99)] ?? 0);
  return { name: 'first visits (burst)', requests: urls.length, codes, errors, timeouts: 0, p99, max: Math.round(times.at(-1) ?? 0) };
}

function run(base: string, requests: autocannon.Request[], conns: number, headers: Record<string, string> = {}) {
  return autocannon({ url: base, connections: conns, duration: seconds, timeout: timeoutSeconds, headers, requests });
}

/** The requests the app took longer than `ms` over, slowest first, from its request log. */
function printSlowRequests(ms: number) {
  type Line = { reqId?: string; msg?: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number };
  const urls = new Map<string, string>();
  const slow: { what: string; status: number; ms: number }[] = [];
  for (const text of logLines) {
    const line = JSON.parse(text) as Line;
    if (line.reqId && line.req) urls.set(line.reqId, `${line.req.method} ${line.req.url}`);
    if (line.reqId && line.responseTime !== undefined && line.responseTime > ms) {
      slow.push({ what: urls.get(line.reqId) ?? line.reqId, status: line.res?.statusCode ?? 0, ms: Math.round(line.responseTime) });
    }
  }
  const done = new Set(logLines.map((text) => JSON.parse(text) as Line).filter((l) => l.responseTime !== undefined).map((l) => l.reqId));
  const unfinished = [...urls].filter(([id]) => !done.has(id)).map(([, what]) => what);
  if (unfinished.length) console.log(`\n${unfinished.length} requests never completed:\n  ${unfinished.slice(0, 15).join('\n  ')}`);
  slow.sort((a, b) => b.ms - a.ms);
  console.log(`\n${slow.length} requests over ${ms} ms${slow.length ? ':' : ''}`);
  for (const s of slow.slice(0, 15)) console.log(`  ${s.ms} ms  ${s.status}  ${s.what}`);
}

async function main() {
  const log = { level: slowMs === undefined ? ('warn' as const) : ('info' as const), stream: { write: (line: string) => void logLines.push(line) } };
  const server = process.env.SOAK_URL ? undefined : await startSeededApp('minda-tour-soak-', log);
  const base = process.env.SOAK_URL ?? server!.url;
  const phases: Phase[] = [];
  try {
    const items = await tourItems(base);
    const itemNos = [...items.map((t) => t.itemNo), NO_SUCH_ITEM];
    const reads = itemNos.flatMap(tourPageReads);
    const listReads = CITIES.map((category) => apiUrl(withQuery(apiPaths.tours.list.href(), { category, sort: 'price' })));
    const recent = apiUrl(withQuery(apiPaths.tours.recentlyViewed.href(), { itemNos: itemNos.slice(0, 10).join(',') }));
    const hot = items.slice(0, HOT_TOURS);
    console.log(`${base}: ${items.length} tours, ${reads.length} page reads; ${connections} connections, ${memberCount} members, ${seconds} s x ${rounds} rounds`);

    for (let round = 1; round <= rounds; round++) {
      // Members sign in fresh each round, so their first reads are cold too.
      const members = await Promise.all(Array.from({ length: memberCount }, (_, i) => signIn(base, i === 0 ? 'member' : `reviewer${String(i).padStart(3, '0')}`)));
      phases.push({ ...(await burst(base, reads)), name: `round ${round}: first visits, visitor (${reads.length} at once)` });
      phases.push({ ...(await burst(base, reads.filter((_, i) => i % 3 === 2), members[0]!.headers)), name: `round ${round}: first visits, member` });

      const get = (p: string): autocannon.Request => ({ method: 'GET', path: p, headers: { accept: p.startsWith('/api/') ? 'application/json' : 'text/html' } });
      // Each member connection adds then removes each hot tour's wish while it reads those tours' pages.
      const memberRequests: autocannon.Request[] = hot.flatMap((t) => [
        { method: 'POST', path: apiUrl(apiPaths.wishes.tours.href()), headers: { 'content-type': 'application/json' }, body: JSON.stringify({ itemNo: t.itemNo, category: t.category }) },
        get(apiUrl(apiPaths.tours.item.href(t.itemNo))),
        get(webPaths.pc.tourDetail.href(t.itemNo)),
        { method: 'DELETE', path: apiUrl(apiPaths.wishes.tour.href(t.itemNo)) },
        get(apiUrl(apiPaths.tours.item.href(t.itemNo))),
      ]);
      const perMember = Math.max(2, Math.floor(connections / 2 / Math.max(1, memberCount)));
      // autocannon walks its list from the top on every connection: several runs, each in its own order,
      // spread the readers over all the tours instead of the first few.
      const visitorRuns = Math.min(VISITOR_RUNS, Math.max(1, connections - perMember * memberCount));
      const visitorConnections = Math.max(1, Math.floor((connections - perMember * memberCount) / visitorRuns));
      const visitorReads = [...reads, ...listReads, recent].map(get);
      const results = await Promise.all([
        ...Array.from({ length: visitorRuns }, (_, i) => run(base, new Rng(round * 100 + i).shuffle(visitorReads), visitorConnections)),
        ...members.map((m, i) => run(base, [...memberRequests, ...new Rng(round * 100 + 50 + i).shuffle(reads).slice(0, 30).map(get)], perMember, m.headers)),
      ]);
      phases.push(phaseOf(`round ${round}: load, visitors`, results.slice(0, visitorRuns)));
      phases.push(phaseOf(`round ${round}: load, members with wish toggles`, results.slice(visitorRuns)));
    }
  } finally {
    // autocannon drops its connections when the time is up, but the app still finishes what they asked;
    // closing the database under those requests would log errors no client can see.
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    servedLines = logLines.length;
    await server?.close();
  }

  console.log('\n| phase | requests | status codes | errors | timeouts | p99 ms | max ms |\n|---|---:|---|---:|---:|---:|---:|');
  for (const p of phases) {
    const codes = Object.entries(p.codes).map(([code, n]) => `${code}: ${n}`).join(', ');
    console.log(`| ${p.name} | ${p.requests} | ${codes} | ${p.errors} | ${p.timeouts} | ${p.p99} | ${p.max} |`);
  }
  const errorLines = logLines.slice(0, servedLines).filter((line) => /"level":(50|60)/.test(line));
  const closingLines = logLines.slice(servedLines).filter((line) => /"level":(50|60)/.test(line));
  const failures =
    errorLines.length + phases.reduce((n, p) => n + p.errors + Object.entries(p.codes).filter(([code]) => code.startsWith('5')).reduce((m, [, c]) => m + c, 0), 0);
  if (errorLines.length) console.log(`\nserver errors logged (${errorLines.length}):\n${errorLines.slice(0, 20).join('')}`);
  if (closingLines.length) console.log(`\n(${closingLines.length} errors logged while the app closed, not counted)`);
  if (slowMs !== undefined) printSlowRequests(slowMs);
  if (failures > 0) {
    console.error(`\n${failures} failures (5xx answers, connection errors, errors in the server log)`);
    process.exitCode = 1;
  } else {
    console.log('\nno 5xx and no connection errors');
  }
}

await main();
