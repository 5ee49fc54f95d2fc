/**
 * Records what every API route answers, so a refactoring can prove that no response changed:
 *
 *   npx tsx tools/record-responses.ts /tmp/before.jsonl     # on the base commit
 *   npx tsx tools/record-responses.ts /tmp/after.jsonl      # after the change
 *   diff /tmp/before.jsonl /tmp/after.jsonl                 # nothing
 *
 * It builds the real app on a freshly migrated and seeded in-memory PGlite and injects a fixed list of
 * requests (a visitor and a logged-in member where the caller matters, unknown ids, bad queries, and the
 * mutating calls in a fixed order), writing one `{method,url,status,contentType,setCookie,body}` line each.
 * URLs are written out literally rather than taken from apiPaths, so the same file runs on every branch
 * whatever the contracts call their paths.
 *
 * Deterministic by construction: the seed is fixed apart from "today" (stay and hotel inventory start on
 * the seed day, review dates count back from the seed's clock), which is pinned to 00:00 UTC of the run's
 * day. Compare two recordings made on the same UTC day. Tokens and cookie values are replaced by
 * placeholders; cookie names and attributes are kept.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedCatalogue } from '../apps/server/src/db/seed/seed-catalogue.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Call = { method: Method; url: string; as?: 'visitor' | 'member' | 'none'; payload?: object };

const DAY_MS = 86_400_000;
const startOfToday = Math.floor(Date.now() / DAY_MS) * DAY_MS;
const day = (offset: number) => new Date(startOfToday + offset * DAY_MS).toISOString().slice(0, 10);

const PARIS = '001002001';
const PARIS_ID = 3;
const STAY = 1001;
const TOUR = 5001;
const NO_SUCH = 999999;
const NO_SUCH_UUID = '00000000-0000-4000-8000-000000000000';
const IN = day(30);
const OUT = day(32);

/** GETs whose answer may depend on the caller run twice: as a visitor and as the seeded member. */
function both(url: string): Call[] {
  return [
    { method: 'GET', url, as: 'visitor' },
    { method: 'GET', url, as: 'member' },
  ];
}
const get = (url: string): Call => ({ method: 'GET', url, as: 'visitor' });

function readCalls(hotel: string): Call[] {
  return [
    // system
    { method: 'GET', url: '/healthz', as: 'none' },
    { method: 'GET', url: '/api/v2/openapi.json', as: 'none' },
    { method: 'GET', url: '/api/v2/no/such/route', as: 'none' },
    // stays: homes and lists
    get('/api/v2/main/stays/popularCities'),
    ...both('/api/v2/main/stays/themeItems'),
    ...both('/api/v2/main/stays/recommendItems'),
    ...both(`/api/v2/main/stays/recommendItems?cityCode=${PARIS}`),
    get('/api/v2/main/stays/recommendItems?cityCode=abc'),
    ...both('/api/v2/main/stays/recentlyViewed?goodsNos=1003,999999,1001,1002,1001'),
    get('/api/v2/main/stays/recentlyViewed?goodsNos='),
    get('/api/v2/main/stays/recentlyViewed?goodsNos=a,b'),
    ...both('/api/v2/stay/minda_only'),
    ...both('/api/v2/main/stay-plus/items'),
    get(`/api/v2/main/stay-plus/items?cityCode=${PARIS}&page=1`),
    get('/api/v2/main/stay-plus/items?page=x'),
    // stays: promotions
    ...['london', 'paris', 'newyork', 'la', 'italia'].flatMap((slug) => both(`/api/v2/main/stays/cityThemes/${slug}`)),
    get('/api/v2/main/stays/cityThemes/nowhere'),
    ...both('/api/v2/main/stays/sale'),
    get('/api/v2/main/stays/sale?page=2'),
    get('/api/v2/main/stays/sale?page=-1'),
    ...both('/api/v2/main/stays/offSeasonSale'),
    // stays: search, page, rooms, reviews
    ...both(`/api/v2/stay/search?cityCode=${PARIS}&checkInAt=${IN}&checkOutAt=${OUT}&occupancy=2`),
    get(`/api/v2/stay/search?cityCode=${PARIS}&occupancy=2`),
    get(`/api/v2/stay/search?cityCode=${PARIS}&checkInAt=${IN}&checkOutAt=${OUT}&occupancy=3&sort=price&instant=true&page=2`),
    get(`/api/v2/stay/search?cityCode=${PARIS}&checkInAt=${day(14)}&checkOutAt=${day(16)}&occupancy=1&minPrice=10000&maxPrice=300000&breakfast=true`),
    get(`/api/v2/stay/search?cityCode=${PARIS}&checkInAt=${OUT}&checkOutAt=${IN}&occupancy=2`),
    get('/api/v2/stay/search?cityCode=paris&occupancy=x'),
    ...both(`/api/v2/stay/v2/${STAY}/property`),
    get(`/api/v2/stay/v2/${NO_SUCH}/property`),
    get('/api/v2/stay/v2/abc/property'),
    ...both(`/api/v2/stay/v2/${STAY}/property/rooms?checkInAt=${IN}&checkOutAt=${OUT}&occupancy=2`),
    get(`/api/v2/stay/v2/${STAY}/property/rooms?checkInAt=${day(14)}&checkOutAt=${day(16)}&occupancy=4`),
    get(`/api/v2/stay/v2/${STAY}/property/rooms?occupancy=2`),
    get(`/api/v2/stay/v2/${NO_SUCH}/property/rooms?checkInAt=${IN}&checkOutAt=${OUT}&occupancy=2`),
    get(`/api/v2/stay/reviews/${STAY}`),
    get(`/api/v2/stay/reviews/${STAY}?page=1&size=5&sort=high`),
    get(`/api/v2/stay/reviews/${NO_SUCH}`),
    get(`/api/v2/stay/reviews/${STAY}?size=1000`),
    // hotels
    get('/api/v2/main/hotels/popularCities'),
    ...both('/api/v2/main/hotels/themeProperties'),
    ...both('/api/v2/main/hotels/recommendProperties'),
    get(`/api/v2/main/hotels/recommendProperties?cityId=${PARIS_ID}`),
    get(`/api/v2/main/hotels/recommendProperties?cityCode=${PARIS}`),
    get('/api/v2/main/hotels/recommendProperties?cityId=paris'),
    ...both('/api/v2/main/hotels/recentlyViewed?propertyIds=200003,1,200001'),
    ...both(`/api/v2/hotel/search?cityId=${PARIS_ID}&checkInAt=${IN}&checkOutAt=${OUT}&occupancy=2`),
    get(`/api/v2/hotel/search?cityId=${PARIS_ID}&checkInAt=${IN}&checkOutAt=${OUT}&occupancy=2&occupancy=2-5,7&sort=price&page=2`),
    get(`/api/v2/hotel/search?cityId=${PARIS_ID}`),
    get('/api/v2/hotel/search?cityId=x'),
    ...both(`/api/v2/hotel/properties/${hotel}`),
    get(`/api/v2/hotel/properties/${NO_SUCH_UUID}`),
    get('/api/v2/hotel/properties/not-a-uuid'),
    get(`/api/v2/hotel/properties/${hotel}/rooms?checkInAt=${IN}&checkOutAt=${OUT}&occupancy=2`),
    get(`/api/v2/hotel/properties/${hotel}/rooms`),
    get(`/api/v2/hotel/properties/${hotel}/rooms?checkInAt=${OUT}&checkOutAt=${IN}`),
    get(`/api/v2/hotel/cities/${PARIS_ID}/neighborhoods`),
    get(`/api/v2/hotel/cities/${PARIS_ID}/pois`),
    get(`/api/v2/hotel/cities/${NO_SUCH}/pois`),
    get('/api/v2/hotel/cities/x/neighborhoods'),
    get(`/api/v2/hotel/reviews/${hotel}`),
    get(`/api/v2/hotel/reviews/${NO_SUCH_UUID}`),
    get('/api/v2/hotel/reviews/not-a-uuid'),
    // tours
    get('/api/v2/main/tour_tickets/popularCities'),
    ...both('/api/v2/main/tour_tickets/themeItems'),
    ...both('/api/v2/main/tour_tickets/recommendItems'),
    get(`/api/v2/main/tour_tickets/recommendItems?cityCode=${PARIS}`),
    get('/api/v2/main/tour_tickets/recommendItems?cityCode=12'),
    ...both('/api/v2/main/tour_tickets/recentlyViewed?itemNos=5002,424242,5001'),
    get('/api/v2/main/tour_tickets/recentlyViewed?itemNos=5001,,5002'),
    ...both(`/api/v2/main/tour_tickets/recommend?category=${PARIS}`),
    get(`/api/v2/main/tour_tickets/recommend?category=${PARIS}&page=2`),
    get('/api/v2/main/tour_tickets/recommend?category=009009009'),
    get('/api/v2/main/tour_tickets/recommend'),
    ...both(`/api/v2/tour_tickets/list?category=${PARIS}`),
    get(`/api/v2/tour_tickets/list?category=${PARIS}&itemCategoryType=TICKET&sort=price&page=1&size=5`),
    get('/api/v2/tour_tickets/list?category=x'),
    ...both('/api/v2/tour_tickets/themes/259/items'),
    get('/api/v2/tour_tickets/themes/211/items?page=1&size=4'),
    get(`/api/v2/tour_tickets/themes/${NO_SUCH}/items`),
    get('/api/v2/tour_tickets/themes/x/items'),
    ...both(`/api/v2/tour_tickets/items/${TOUR}`),
    get('/api/v2/tour_tickets/items/5002'),
    get(`/api/v2/tour_tickets/items/${NO_SUCH}`),
    get('/api/v2/tour_tickets/items/x'),
    get(`/api/v2/tour_tickets/reviews/${TOUR}`),
    get(`/api/v2/tour_tickets/reviews/${TOUR}?page=1&size=3`),
    get(`/api/v2/tour_tickets/reviews/${NO_SUCH}`),
    // search
    ...['파리', 'ㅍㄹ', 'vkfl', 'paris', '', '런던 민박'].flatMap((q) => [
      get(`/api/v2/main/search/citiesAndStays?searchInput=${encodeURIComponent(q)}`),
      get(`/api/v2/main/search/citiesAndHotels?searchInput=${encodeURIComponent(q)}`),
      get(`/api/v2/main/search/citiesAndTourTickets?searchInput=${encodeURIComponent(q)}`),
    ]),
    get('/api/v2/main/search/citiesAndStays'),
    get(`/api/v2/main/search/citiesAndStays?searchInput=${'가'.repeat(51)}`),
    ...both(`/api/v2/main/search/total?keyword=${encodeURIComponent('파리')}`),
    get(`/api/v2/main/search/total?keyword=${encodeURIComponent('파리')}&searchCls=minbak&sortCls=price&Page=1`),
    get('/api/v2/main/search/total?keyword=zzzzqqq'),
    get('/api/v2/main/search/total?Page=-1'),
    // content
    get('/api/v2/main/banners/pc?type=main'),
    get('/api/v2/main/banners/mobile?type=main'),
    get('/api/v2/main/banners/mobile?type=stay'),
    get('/api/v2/main/banners/pc'),
    get('/api/v2/main/banners/pc?type=nope'),
    get('/api/v2/main/popup_notices'),
    get('/api/v2/content/events'),
    get('/api/v2/content/events/336'),
    get('/api/v2/content/events/353'),
    get(`/api/v2/content/events/${NO_SUCH}`),
    get('/api/v2/content/events/x'),
    ...['about', 'clause', 'privacy', 'refund-rule', 'travel-info', 'nothing'].map((slug) => get(`/api/v2/content/pages/${slug}`)),
    ...['tripbuddy', 'sale', 'jobs', 'notice', 'nope'].map((board) => get(`/api/v2/community/${board}/posts`)),
    get('/api/v2/community/tripbuddy/posts?page=1&size=5'),
    get('/api/v2/community/tripbuddy/posts?page=99'),
    get('/api/v2/community/tripbuddy/posts?size=0'),
    get('/api/v2/community/tripbuddy/posts/1'),
    get('/api/v2/community/notice/posts/2'),
    get(`/api/v2/community/tripbuddy/posts/${NO_SUCH}`),
    get('/api/v2/community/tripbuddy/posts/x'),
    // wishes and likes (reads)
    ...both(`/api/v2/stay/${STAY}/like`),
    ...both(`/api/v2/stay/${STAY}/like/count`),
    get(`/api/v2/stay/${NO_SUCH}/like/count`),
    get('/api/v2/stay/x/like'),
    // members and auth (reads)
    ...both('/api/v2/member/reviews'),
    ...both('/api/v2/auth/api/user'),
  ];
}

/** State-changing calls, in an order where each one's effect shows in the next reads. */
function writeCalls(hotel: string): Call[] {
  const stayLog = { category: PARIS, categoryName: '파리' };
  return [
    { method: 'POST', url: '/api/v2/main/stays/wishList', as: 'visitor', payload: { goodsNo: STAY } },
    { method: 'POST', url: '/api/v2/main/stays/wishList', as: 'member', payload: { goodsNo: STAY } },
    { method: 'POST', url: '/api/v2/main/stays/wishList', as: 'member', payload: { goodsNo: NO_SUCH } },
    { method: 'POST', url: '/api/v2/main/stays/wishList', as: 'member', payload: { goodsNo: 'x' } },
    { method: 'GET', url: `/api/v2/stay/${STAY}/like`, as: 'member' },
    { method: 'DELETE', url: `/api/v2/main/stays/wishList/${STAY}`, as: 'member' },
    { method: 'DELETE', url: `/api/v2/main/stays/wishList/${NO_SUCH}`, as: 'member' },
    { method: 'POST', url: `/api/v2/stay/${STAY}/like`, as: 'member' },
    { method: 'POST', url: `/api/v2/stay/${STAY}/like`, as: 'visitor' },
    { method: 'GET', url: `/api/v2/stay/${STAY}/like/count`, as: 'visitor' },
    { method: 'DELETE', url: `/api/v2/stay/${STAY}/like`, as: 'member' },
    { method: 'POST', url: '/api/v2/main/tour_tickets/guidebook', as: 'member', payload: { category: PARIS, itemNo: TOUR } },
    { method: 'POST', url: '/api/v2/main/tour_tickets/guidebook', as: 'member', payload: { category: PARIS, itemNo: NO_SUCH } },
    { method: 'POST', url: '/api/v2/main/tour_tickets/guidebook', as: 'visitor', payload: { category: PARIS, itemNo: TOUR } },
    { method: 'GET', url: `/api/v2/tour_tickets/items/${TOUR}`, as: 'member' },
    { method: 'DELETE', url: `/api/v2/main/tour_tickets/guidebook/${TOUR}`, as: 'member' },
    { method: 'POST', url: `/api/v2/main/hotels/${hotel}/like`, as: 'member' },
    { method: 'POST', url: `/api/v2/main/hotels/${NO_SUCH_UUID}/like`, as: 'member' },
    { method: 'POST', url: `/api/v2/main/hotels/${hotel}/like`, as: 'visitor' },
    { method: 'GET', url: `/api/v2/hotel/properties/${hotel}`, as: 'member' },
    { method: 'DELETE', url: `/api/v2/main/hotels/${hotel}/like`, as: 'member' },
    { method: 'POST', url: '/api/v2/common/notification/stay/log', as: 'visitor', payload: stayLog },
    { method: 'POST', url: '/api/v2/common/notification/stay/log', as: 'member', payload: stayLog },
    { method: 'POST', url: '/api/v2/common/notification/tour-ticket/log', as: 'visitor', payload: stayLog },
    { method: 'POST', url: '/api/v2/common/notification/stay/log', as: 'visitor', payload: {} },
    { method: 'POST', url: '/api/v2/common/notification/stay/log', as: 'none', payload: stayLog },
    // accounts
    { method: 'PUT', url: '/api/v2/auth/token', as: 'visitor', payload: { loginId: 'member', password: 'wrong-password' } },
    { method: 'PUT', url: '/api/v2/auth/token', as: 'visitor', payload: { loginId: 'nobody-here', password: 'minda1234!' } },
    { method: 'PUT', url: '/api/v2/auth/token', as: 'visitor', payload: { loginId: '' } },
    { method: 'PUT', url: '/api/v2/auth/token', as: 'none', payload: { loginId: 'member', password: 'minda1234!' } },
    { method: 'PUT', url: '/api/v2/auth/token', as: 'visitor', payload: { loginId: 'traveler01', password: 'minda1234!' } },
    { method: 'PUT', url: '/api/v2/auth/register', as: 'visitor', payload: { loginId: 'recorder01', password: 'minda1234!', passwordConfirm: 'minda1234!', nickname: '기록자', email: 'recorder01@example.com' } },
    { method: 'PUT', url: '/api/v2/auth/register', as: 'visitor', payload: { loginId: 'member', password: 'minda1234!', passwordConfirm: 'minda1234!', nickname: '중복', email: 'dup@example.com' } },
    { method: 'PUT', url: '/api/v2/auth/register', as: 'visitor', payload: { loginId: 'a' } },
    { method: 'POST', url: '/api/v2/auth/token', as: 'member' },
    { method: 'POST', url: '/api/v2/auth/token', as: 'visitor' },
    { method: 'POST', url: '/cust/ajax/ajax_set_access_token.php', as: 'member' },
    { method: 'POST', url: '/cust/ajax/ajax_set_access_token.php', as: 'visitor' },
    { method: 'DELETE', url: '/api/v2/auth/token', as: 'visitor' },
    { method: 'DELETE', url: '/api/v2/auth/token', as: 'member' },
    { method: 'GET', url: '/api/v2/auth/api/user', as: 'member' },
  ];
}

type Jar = Map<string, string>;

function absorbCookies(jar: Jar, res: LightMyRequestResponse) {
  for (const c of res.cookies as { name: string; value: string; maxAge?: number }[]) {
    if (c.value === '' || c.maxAge === 0) jar.delete(c.name);
    else jar.set(c.name, c.value);
  }
}
const cookieHeader = (jar: Jar) => [...jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');

/** A browser: its cookies, and the bearer token once logged in. */
class Browser {
  jar: Jar = new Map();
  token: string | undefined;
  constructor(private app: FastifyInstance) {}

  headers(): Record<string, string> {
    const h: Record<string, string> = {};
    if (this.jar.size) h.cookie = cookieHeader(this.jar);
    const xsrf = this.jar.get('XSRF-TOKEN');
    if (xsrf) h['x-xsrf-token'] = xsrf;
    if (this.token) h.authorization = `Bearer ${this.token}`;
    return h;
  }

  async send(method: Method, url: string, payload?: object) {
    const res = await this.app.inject({ method, url, headers: this.headers(), ...(payload ? { payload } : {}) });
    absorbCookies(this.jar, res);
    return res;
  }
}

/** Values that differ from run to run (tokens, session ids) become placeholders; everything else is kept. */
function scrubBody(body: string): string {
  return body
    .replace(/"(accessToken|access_token|token)":"[^"]*"/g, '"$1":"<token>"')
    .replace(/"accessTokenExpire":\d+/g, '"accessTokenExpire":"<time>"')
    .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '<jwt>');
}
function scrubCookies(res: LightMyRequestResponse): string[] {
  const raw = res.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
  return list.map((c) => {
    const [pair, ...attrs] = c.split(';');
    const name = pair!.split('=')[0];
    const value = pair!.slice(name!.length + 1);
    const kept = attrs.map((a) => a.trim()).filter((a) => !/^expires=/i.test(a));
    return [`${name}=${value === '' ? '' : '<value>'}`, ...kept].join('; ');
  });
}

async function main() {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: tsx tools/record-responses.ts <output.jsonl>');
    process.exit(2);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minda-record-'));
  const handle = await openDatabase({ kind: 'pglite' });
  await handle.migrate();
  // Pin the seed's clock to the start of the UTC day so that review dates do not move with the second.
  const realNow = Date.now;
  Date.now = () => startOfToday;
  try {
    await seedCatalogue(handle.db, { imagesDir: null });
  } finally {
    Date.now = realNow;
  }
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web') });
  const app = await buildApp({ config, db: handle.db, secret: 'record-responses-secret-0123456789-abcdefghij' });
  await app.ready();

  const visitor = new Browser(app);
  const member = new Browser(app);
  const none = new Browser(app);
  await visitor.send('GET', '/api/v2/auth/api/user');
  await member.send('GET', '/api/v2/auth/api/user');
  const login = await member.send('PUT', '/api/v2/auth/token', { loginId: 'member', password: 'minda1234!' });
  if (login.statusCode !== 200) throw new Error(`member login failed: ${login.statusCode} ${login.body}`);
  member.token = (login.json() as { data: { accessToken: string } }).data.accessToken;

  // The first recommended hotel: the seed is deterministic, so this is the same property on every run.
  const hotels = await visitor.send('GET', '/api/v2/main/hotels/recommendProperties');
  const hotel = (hotels.json() as { data: { propertyUuid: string }[] }).data[0]!.propertyUuid;

  const lines: string[] = [];
  const statuses = new Map<number, number>();
  for (const call of [...readCalls(hotel), ...writeCalls(hotel)]) {
    const browser = call.as === 'member' ? member : call.as === 'none' ? none : visitor;
    if (call.as === 'none') none.jar.clear();
    const res = await browser.send(call.method, call.url, call.payload);
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    lines.push(
      JSON.stringify({
        method: call.method,
        url: call.url.replace(hotel, '<hotel>'),
        as: call.as ?? 'visitor',
        ...(call.payload ? { payload: call.payload } : {}),
        status: res.statusCode,
        contentType: res.headers['content-type'] ?? null,
        setCookie: scrubCookies(res),
        body: scrubBody(res.body),
      }),
    );
  }
  fs.writeFileSync(out, lines.join('\n') + '\n');
  console.log(`${lines.length} responses written to ${out}; by status: ${[...statuses].sort().map(([s, n]) => `${s}×${n}`).join(', ')}`);
  await app.close();
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
