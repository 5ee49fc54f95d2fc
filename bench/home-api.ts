/**
 * Loads the mobile home's API calls with autocannon and prints req/s and latency percentiles beside a
 * bare Fastify route measured in the same run, so the ratio means something on a noisy machine.
 *
 *   npm run bench:home                       # PGlite in a temp dir (the embedded default)
 *   BENCH_DATABASE_URL=postgres://... npm run bench:home
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 npm run bench:home
 */
import os from 'node:os';
import { apiPaths, apiUrl, withQuery } from '@minda/contracts/paths';
import { benchConnections as connections, benchSeconds as seconds, load, reportRows, startBareRoute, startSeededApp, type Row } from './autocannon-kit.ts';

/** The calls the mobile home makes on load (spec 1 §2.1), as a visitor. */
const HOME_CALLS = [
  withQuery(apiUrl(apiPaths.content.banners.mobile.href()), { type: 'main' }),
  apiUrl(apiPaths.stays.recommendItems.href()),
  apiUrl(apiPaths.tours.recommendItems.href()),
  apiUrl(apiPaths.stays.popularCities.href()),
  apiUrl(apiPaths.content.popupNotice.href()),
  apiUrl(apiPaths.auth.user.href()),
];

async function main() {
  const { handle, app, url: appUrl, close } = await startSeededApp('minda-bench-');
  const bare = await startBareRoute();
  const bareUrl = bare.url;

  // Log in once so the member mix exercises isWish for a real caller.
  const login = await app.inject({ method: 'GET', url: '/healthz' });
  const xsrf = String(login.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const anon = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const res = await app.inject({
    method: 'PUT',
    url: apiUrl(apiPaths.auth.token.href()),
    headers: { cookie: anon, 'x-xsrf-token': xsrf },
    payload: { loginId: 'member', password: 'minda1234!' },
  });
  const token = res.statusCode === 200 ? (res.json() as { data: { accessToken: string } }).data.accessToken : undefined;

  console.log(`database: ${handle.kind}; ${connections} connections, ${seconds} s per row; node ${process.version}, ${os.cpus().length} cores`);
  const rows: Row[] = [];
  rows.push(await load('bare Fastify route', bareUrl, ['/bare']));
  rows.push(await load('mobile home mix (visitor)', appUrl, HOME_CALLS));
  if (token) rows.push(await load('mobile home mix (member)', appUrl, HOME_CALLS, { headers: { authorization: `Bearer ${token}` } }));
  else console.log('(member mix skipped: demo login failed with', res.statusCode, ')');
  for (const call of HOME_CALLS) rows.push(await load(call, appUrl, [call]));

  await bare.close();
  await close();
  reportRows('home-api', { database: handle.kind, connections, seconds }, rows);
}

await main();
