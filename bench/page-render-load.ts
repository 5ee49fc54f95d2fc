/**
 * Pages rendered on the server under load (decision 030): a visitor's stay page and mobile home served from the
 * in-process page cache, against the same pages at a new address on every request (`&v=<id>`, which no cache
 * holds: one render per request over the cached API answers, as every visitor page was before the page cache),
 * and the same server's /healthz as the reference. A signed-in member's page (session cookies, as a browser sends
 * them) is rendered for that member on every request and never cached (decision 030, members): its rows show
 * what a member's page costs beside a visitor's. The server and each load run in their own processes; needs
 * `npm run build` first (the server build in apps/web/dist-ssr).
 *
 *   npx tsx bench/page-render-load.ts            # BENCH_SECONDS, BENCH_CONNECTIONS as in the other benches
 */
import os from 'node:os';
import { apiPaths, apiUrl, webPaths } from '@minda/contracts/paths';
import { benchConnections as connections, benchSeconds as seconds, reportRows, type Row } from './autocannon-kit.ts';
import { signIn } from './bench-callers.ts';
import { loadInChild, startServerProcess } from './process-kit.ts';

async function main() {
  const server = await startServerProcess('page-render');
  const [stay] = ((await (await fetch(`${server.url}${apiUrl(apiPaths.stays.recommendItems.href())}`)).json()) as { data: { goodsNo: number }[] }).data;
  const stayPage = webPaths.pc.stayDetail.href(stay!.goodsNo);
  const mobileHome = webPaths.mobile.home.href();
  for (const page of [stayPage, mobileHome]) {
    const res = await fetch(`${server.url}${page}`);
    if (res.status !== 200 || !(await res.text()).includes('minda-query-state')) throw new Error(`${page} was not rendered on the server: run npm run build`);
  }
  const { member } = await signIn(server.url);
  const memberPage = await fetch(`${server.url}${stayPage}`, { headers: { cookie: member.cookie } });
  if (!(await memberPage.text()).includes('minda-query-state') || !memberPage.headers.get('cache-control')?.includes('private')) {
    throw new Error('the member was not given a private rendered page');
  }
  const fresh = (page: string) => `${page}${page.includes('?') ? '&' : '?'}v=[<id>]`;

  console.log(`database: ${server.database}; ${connections} connections, ${seconds} s per row; node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const rows: Row[] = [];
  const run = async (name: string, path: string, headers: Record<string, string> = {}) =>
    rows.push(await loadInChild(name, server.url, [path], { connections, seconds, headers }));
  await run('GET /healthz (reference)', '/healthz');
  await run('stay page, visitor, page cache', stayPage);
  await run('stay page, visitor, rendered per request', fresh(stayPage));
  await run('mobile home, visitor, page cache', mobileHome);
  await run('mobile home, visitor, rendered per request', fresh(mobileHome));
  await run('stay page, member (session cookies), rendered per request', stayPage, { cookie: member.cookie });
  await run('mobile home, member (session cookies), rendered per request', mobileHome, { cookie: member.cookie });
  await run('GET /healthz (reference, again)', '/healthz');
  console.log(`load after: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  await server.close();
  reportRows('page-render-load', { database: server.database, seconds, connections }, rows);
}

await main();
