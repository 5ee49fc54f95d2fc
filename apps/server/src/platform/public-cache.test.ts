import { randomUUID } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, apiUrl, withQuery } from '@minda/contracts/paths';
import { BOOKING_STATUS, dayIn } from '@minda/contracts/rules/bookings';
import { shiftDay } from '@minda/contracts/rules/search-widget';
import { bookings } from '../db/schema/bookings.ts';
import { hotelRoomNights } from '../db/schema/hotels.ts';
import { stayRoomNights, stays } from '../db/schema/stays.ts';
import { tourThemeItems, tours } from '../db/schema/tours.ts';
import { users } from '../db/schema/users.ts';
import { hashPassword } from './passwords.ts';
import { answerVisitorHit, cacheTags, PublicCache, publicDataChanged, serverWithShortcut } from './public-cache.ts';
import { hotelLikes, stayWishes, tourWishes } from '../db/schema/wishes.ts';
import { insertBooking } from '../test/bookings.ts';
import { storesDuring } from '../test/cache-stores.ts';
import { loginAs, visitorHeaders, type CallerHeaders, type LoggedIn } from '../test/login-as.ts';
import { createTestApp, setupTestApp, type TestApp } from '../test/test-app.ts';
import { redisReachable, TEST_REDIS_URL } from '../test/test-redis.ts';

const STAY = 1001;
const stayPage = apiPaths.stays.property.href(STAY);
const themes = apiPaths.stays.themeItems.href();
const recommend = apiPaths.stays.recommendItems.href();
const tourRecommend = apiPaths.tours.recommendItems.href();
const banners = withQuery(apiPaths.content.banners.mobile.href(), { type: 'main' });

type Card = { goodsNo?: number; itemNo?: number; isWish?: boolean; wishCount?: number };
/** Every object of an answer that names a stay or a tour, wherever it sits. */
function products(value: unknown, found: Card[] = []): Card[] {
  if (Array.isArray(value)) value.forEach((v) => products(v, found));
  else if (value && typeof value === 'object') {
    if ('goodsNo' in value || 'itemNo' in value) found.push(value as Card);
    Object.values(value).forEach((v) => products(v, found));
  }
  return found;
}

/** A GET over a real socket, its body's bytes as sent (no decoding), in the shape of an inject answer. */
function getOverSocket(port: number, path: string, headers: Record<string, string>): Promise<{ statusCode: number; headers: IncomingHttpHeaders; rawPayload: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, rawPayload: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** An answer's body as the browser reads it, whatever its encoding. */
function decoded(answer: { headers: IncomingHttpHeaders | Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(answer.rawPayload).toString();
  return answer.rawPayload.toString();
}

describe('public cache: the server’s shortcut', () => {
  it('answers a visitor’s repeated call before the app sees it, and hands everything else on', async () => {
    const cache = new PublicCache();
    const body = JSON.stringify({ data: { goodsNo: 1 } });
    cache.set('page', body, {});
    cache.addresses.set('/api/v2/page', 'page');
    const handed: string[] = [];
    const server = serverWithShortcut(
      (request, response) => {
        handed.push(`${request.method} ${request.url}`);
        response.end('app');
      },
      {},
      () => (request, response) => answerVisitorHit(cache, [['x-frame-options', 'DENY']], request, response),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const browser = { cookie: 'XSRF-TOKEN=t' };
      const hit = await getOverSocket(port, '/api/v2/page', browser);
      expect([hit.statusCode, hit.rawPayload.toString(), hit.headers['x-frame-options'], hit.headers['cache-control']]).toEqual([200, body, 'DENY', 'public, max-age=30, stale-while-revalidate=300']);
      expect(handed).toEqual([]);
      // A first call (no XSRF cookie yet), a bearer token, another address, a dropped entry: the app's.
      await getOverSocket(port, '/api/v2/page', {});
      await getOverSocket(port, '/api/v2/page', { ...browser, authorization: 'Bearer x' });
      await getOverSocket(port, '/api/v2/other', browser);
      cache.invalidate([cacheTags.stay(1)]);
      expect((await getOverSocket(port, '/api/v2/page', browser)).rawPayload.toString()).toBe('app');
      expect(handed).toEqual(['GET /api/v2/page', 'GET /api/v2/page', 'GET /api/v2/other', 'GET /api/v2/page']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('public cache: what a write drops', () => {
  it('drops an answer ranking the whole line with a change to any product of it, shown or not', () => {
    const cache = new PublicCache();
    cache.set('results', JSON.stringify({ data: { content: [{ goodsNo: 1 }] } }), { tags: [cacheTags.anyOf('stay')] });
    cache.set('page', JSON.stringify({ data: { goodsNo: 1 } }), {});
    cache.invalidate([cacheTags.tour(7)]);
    expect([cache.get('results'), cache.get('page')].every(Boolean)).toBe(true);
    cache.invalidate([cacheTags.stay(2)]);
    expect(cache.get('results')).toBeUndefined();
    expect(cache.get('page')).toBeDefined();
  });
});

describe('public cache: bounded', () => {
  it('keeps typed-key answers (suggestions) apart: 10,000 of them push no catalogue answer out, and the oldest goes beyond', () => {
    const cache = new PublicCache();
    cache.set('page', JSON.stringify({ data: { goodsNo: 1 } }), {});
    for (let i = 0; i <= 10_000; i++) cache.set(`typed ${i}`, '{"data":[]}', { typedKeys: true });
    expect(cache.get('page')).toBeDefined();
    expect(cache.get('typed 0')).toBeUndefined();
    expect(cache.get('typed 1')).toBeDefined();
    expect(cache.get('typed 10000')).toBeDefined();
    expect(cache.size).toBe(10_001);
  });

  it('bounds typed-key answers by their length too: large ones (keyword searches) push the oldest out sooner, and a dropped one frees its room', () => {
    const cache = new PublicCache();
    cache.set('page', JSON.stringify({ data: { goodsNo: 1 } }), {});
    const store = (from: number, to: number) => {
      for (let i = from; i < to; i++) cache.set(`search ${i}`, JSON.stringify({ data: { n: i, text: 'x'.repeat(1_000_000) } }), { typedKeys: true, tags: ['search:stay'] });
    };
    const kept = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i).filter((i) => cache.get(`search ${i}`));
    store(0, 20);
    const room = kept(0, 20).length;
    expect(room).toBeGreaterThan(1);
    expect(room).toBeLessThan(20);
    // The newest are kept, and the catalogue's answer too.
    expect(kept(0, 20)).toEqual(Array.from({ length: room }, (_, i) => 20 - room + i));
    expect(cache.get('page')).toBeDefined();
    // Dropped by their tag: the same number fits again.
    cache.invalidate(['search:stay']);
    store(20, 20 + room);
    expect(kept(20, 20 + room)).toHaveLength(room);
  });
});

describe('public cache: one instance', () => {
  const t = setupTestApp();
  let visitor: CallerHeaders;
  let member: LoggedIn;
  let traveler: LoggedIn;

  const get = (path: string, headers: CallerHeaders = visitor) => t.call('GET', path, headers);
  /** The test app listening on a free port (once), as main.ts makes it listen. */
  const listening = async () => {
    if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
    return (t.app.server.address() as AddressInfo).port;
  };

  beforeAll(async () => {
    visitor = await visitorHeaders(t.app);
    member = await loginAs(t.app, 'member');
    traveler = await loginAs(t.app, 'traveler01');
    for (const table of [stayWishes, tourWishes, hotelLikes]) await t.db.delete(table).where(inArray(table.userId, [member.userId, traveler.userId]));
    t.app.publicCache.clear();
  });

  it('answers from the cache exactly what the route computed, plain and compressed, and counts each answer once', async () => {
    t.app.publicCache.clear();
    const counted = { ...t.app.publicCache.answers };
    const computed = await get(stayPage);
    expect(computed.statusCode).toBe(200);
    expect(computed.json().data).toMatchObject({ goodsNo: 1001, isWish: false });
    const cached = await get(stayPage);
    expect(cached.body).toBe(computed.body);
    expect(cached.headers.etag).toBe(computed.headers.etag);
    const br = await get(stayPage, { ...visitor, 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(computed.body);
    expect(t.app.publicCache.answers).toEqual({ hits: counted.hits + 2, misses: counted.misses + 1 });
  });

  it('shows a new review grade on the next GET: the review service drops the cached stay', async () => {
    const bookNo = (await insertBooking(t.db, { memberId: member.userId, status: BOOKING_STATUS.confirmed, startDate: shiftDay(dayIn(new Date(), 'Asia/Seoul'), -4), endDate: shiftDay(dayIn(new Date(), 'Asia/Seoul'), -2), depositDeadline: null })).bookNo;
    const [{ goodsNo }] = (await t.db.select({ goodsNo: bookings.goodsNo }).from(bookings).where(eq(bookings.bookNo, bookNo))) as [{ goodsNo: number }];
    expect(goodsNo).toBe(1001);
    // Zeroed behind the cache's back, so only an invalidation can make the recomputed grade appear.
    await t.db.update(stays).set({ reviewGrade: 0, reviewCount: 0 }).where(eq(stays.goodsNo, goodsNo));
    t.app.publicCache.clear();
    const page = apiPaths.stays.property.href(goodsNo);
    expect((await get(page)).json().data).toMatchObject({ reviewCount: 0, reviewGrade: 0 });
    expect((await get(page)).json().data).toMatchObject({ reviewCount: 0, reviewGrade: 0 });

    const written = await t.call('POST', apiPaths.reviews.write.href(), { ...member.headers, 'idempotency-key': randomUUID() }, {
      bookNo,
      rating: 3,
      locationRating: 4,
      facilityRating: 4,
      staffRating: 5,
      content: '위치가 좋고 조용했어요. 다음에도 다시 묵고 싶은 숙소입니다.',
    });
    expect(written.statusCode).toBe(200);
    // The seed's 4 published reviews of this stay and the new one (3 stars): the grade the service recomputed.
    expect((await get(page)).json().data).toMatchObject({ goodsNo: 1001, reviewCount: 5, reviewGrade: 4.4 });

    // Edited to 5 stars, then deleted: each write drops the cached page again (zeroed behind its back first).
    const reviewId = written.json().data.id as number;
    await t.db.update(stays).set({ reviewGrade: 0, reviewCount: 0 }).where(eq(stays.goodsNo, goodsNo));
    expect((await get(page)).json().data).toMatchObject({ reviewCount: 5, reviewGrade: 4.4 });
    const edited = await t.call('PUT', apiPaths.reviews.review.href(reviewId), member.headers, {
      rating: 5,
      locationRating: 4,
      facilityRating: 4,
      staffRating: 5,
      content: '위치가 좋고 조용했어요. 다음에도 다시 묵고 싶은 숙소입니다. (수정)',
    });
    expect(edited.statusCode).toBe(200);
    expect((await get(page)).json().data).toMatchObject({ reviewCount: 5, reviewGrade: 4.8 });
    await t.db.update(stays).set({ reviewGrade: 0, reviewCount: 0 }).where(eq(stays.goodsNo, goodsNo));
    expect((await t.call('DELETE', apiPaths.reviews.review.href(reviewId), member.headers)).statusCode).toBe(200);
    expect((await get(page)).json().data).toMatchObject({ reviewCount: 4, reviewGrade: 4.8 });
  });

  it('drops every list showing a withdrawn member’s wishes: their counts fall with the withdrawal', async () => {
    await t.db.insert(users).values({ loginId: 'leaving01', email: 'leaving01@example.com', nickname: '떠나는회원', passwordHash: await hashPassword('minda1234!'), role: 'member' });
    const leaving = await loginAs(t.app, 'leaving01');
    expect((await t.call('POST', apiPaths.wishes.stays.href(), leaving.headers, { goodsNo: STAY })).statusCode).toBe(200);
    const before = (await get(stayPage)).json().data.wishCount as number;
    expect((await get(stayPage)).json().data.wishCount).toBe(before);
    const res = await t.call('POST', apiPaths.members.withdrawal.href(), leaving.headers, { password: 'minda1234!' });
    expect(res.statusCode).toBe(200);
    expect((await get(stayPage)).json().data.wishCount).toBe(before - 1);
  });

  it('shows nothing a booking changes: every night sold out behind the cache, the cached answers are still what is computed afresh', async () => {
    const paths = [stayPage, themes, recommend, tourRecommend, banners, apiPaths.stays.popularCities.href(), apiPaths.hotels.themeProperties.href(), apiPaths.tours.themeItems.href()];
    const cached = await Promise.all(paths.map(async (p) => (await get(p)).body));
    // Bookings and cancellations hold and free per-night rooms and per-day seats, which none of the cached
    // answers shows, so they invalidate nothing (decision 031). If one ever shows them, its writers must call
    // publicDataChanged, and this comparison fails until the answer's route leaves the cache or they do.
    await t.db.update(stayRoomNights).set({ unitsAvailable: 0 });
    await t.db.update(hotelRoomNights).set({ unitsAvailable: 0 });
    t.app.publicCache.clear();
    const fresh = await Promise.all(paths.map(async (p) => (await get(p)).body));
    expect(fresh).toEqual(cached);
  });

  it('computes identical misses once: the requests that arrive meanwhile get the bytes the first one stored', async () => {
    t.app.publicCache.clear();
    const checkInAt = shiftDay(dayIn(new Date(), 'Asia/Seoul'), 120);
    const results = withQuery(apiPaths.stays.search.href(), { cityCode: '001002001', checkInAt, checkOutAt: shiftDay(checkInAt, 2), occupancy: 2 });
    const { result: answers, stored } = await storesDuring(t.app.publicCache, () => Promise.all(Array.from({ length: 8 }, () => get(results))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(stored).toBe(1);
  });

  it('overlays a member’s wishes on the visitor’s answer: the same bytes but for that member’s isWish', async () => {
    for (const path of [stayPage, themes, recommend]) {
      // The last card of each answer: one the visitor's answer shows unwished.
      const wished = products((await get(path)).json()).at(-1)!.goodsNo!;
      await t.call('POST', apiPaths.wishes.stays.href(), member.headers, { goodsNo: wished });
      for (const round of ['nothing cached', 'the visitor’s answer cached']) {
        if (round === 'nothing cached') t.app.publicCache.clear();
        const forMember = await get(path, member.headers);
        const forVisitor = await get(path);
        expect(forMember.body, `${path}, ${round}`).not.toBe(forVisitor.body);
        // Unflag the member's wish in the member's answer: what is left is the visitor's answer, byte for byte.
        const unflagged = forMember.json() as unknown;
        const cards = products(unflagged).filter((c) => c.goodsNo === wished);
        expect(cards.length, path).toBeGreaterThan(0);
        expect(cards.every((c) => c.isWish === true), path).toBe(true);
        for (const c of cards) c.isWish = false;
        expect(JSON.stringify(unflagged), `${path}, ${round}`).toBe(forVisitor.body);
        // Another member sees it unwished: the visitor's bytes.
        expect((await get(path, traveler.headers)).body, path).toBe(forVisitor.body);
      }
    }
  });

  it('follows wishing and unwishing through the API: the member’s flags and everyone’s count', async () => {
    await get(stayPage);
    const before = (await get(stayPage, traveler.headers)).json().data as { wishCount: number; isWish: boolean };
    expect(before.isWish).toBe(false);
    expect((await t.call('POST', apiPaths.wishes.stays.href(), traveler.headers, { goodsNo: STAY })).statusCode).toBe(200);
    expect((await get(stayPage, traveler.headers)).json().data).toMatchObject({ isWish: true, wishCount: before.wishCount + 1 });
    expect((await get(stayPage)).json().data).toMatchObject({ isWish: false, wishCount: before.wishCount + 1 });
    expect((await t.call('DELETE', apiPaths.wishes.stay.href(STAY), traveler.headers)).statusCode).toBe(200);
    expect((await get(stayPage, traveler.headers)).json().data).toMatchObject({ isWish: false, wishCount: before.wishCount });

    // A tour wish, on a list the tour home shows.
    const tour = products((await get(tourRecommend)).json())[0]!;
    const tourCity = (await get(apiPaths.tours.item.href(tour.itemNo!))).json().data.category as string;
    expect((await t.call('POST', apiPaths.wishes.tours.href(), traveler.headers, { itemNo: tour.itemNo, category: tourCity })).statusCode).toBe(200);
    expect(products((await get(tourRecommend, traveler.headers)).json()).find((c) => c.itemNo === tour.itemNo)).toMatchObject({ isWish: true, wishCount: tour.wishCount! + 1 });
    expect((await t.call('DELETE', apiPaths.wishes.tour.href(tour.itemNo!), traveler.headers)).statusCode).toBe(200);
    expect(products((await get(tourRecommend, traveler.headers)).json()).find((c) => c.itemNo === tour.itemNo)).toMatchObject({ isWish: false, wishCount: tour.wishCount });
  });

  it('reads a results card once across visitors’ searches, and shows its product’s change through a service on the next one', async () => {
    t.app.publicCache.clear();
    const today = dayIn(new Date(), 'Asia/Seoul');
    // Each a search nobody made before: every one ranks in SQL, and only its cards may be kept.
    const search = (days: number, headers: CallerHeaders = visitor) =>
      get(withQuery(apiPaths.stays.search.href(), { cityCode: '001002001', checkInAt: shiftDay(today, days), checkOutAt: shiftDay(today, days + 2), occupancy: 2 }), headers);
    type StayCard = Card & { goodsNo: number; goodsImgPath: string; categoryName: string };
    const cardOf = async (days: number, goodsNo: number, headers?: CallerHeaders) =>
      ((await search(days, headers)).json().data.content as StayCard[]).find((c) => c.goodsNo === goodsNo)!;
    const first = ((await search(60)).json().data.content as StayCard[])[0]!;
    expect(first).toMatchObject({ categoryName: '파리', isWish: false });
    const [{ imagePath }] = (await t.db.select({ imagePath: stays.imagePath }).from(stays).where(eq(stays.goodsNo, first.goodsNo))) as [{ imagePath: string }];
    try {
      // Behind the services' backs: the card is the one kept, on another search too (until the TTL).
      await t.db.update(stays).set({ imagePath: 'stay/changed-behind.svg' }).where(eq(stays.goodsNo, first.goodsNo));
      expect(await cardOf(61, first.goodsNo)).toEqual(first);
      // A wish through the service drops the product: the next search reads its card again, count and picture.
      expect((await t.call('POST', apiPaths.wishes.stays.href(), traveler.headers, { goodsNo: first.goodsNo })).statusCode).toBe(200);
      expect(await cardOf(62, first.goodsNo)).toMatchObject({ goodsImgPath: 'stay/changed-behind.svg', wishCount: first.wishCount! + 1, isWish: false });
      expect(await cardOf(63, first.goodsNo, traveler.headers)).toMatchObject({ goodsImgPath: 'stay/changed-behind.svg', isWish: true });
    } finally {
      await t.call('DELETE', apiPaths.wishes.stay.href(first.goodsNo), traveler.headers);
      await t.db.update(stays).set({ imagePath }).where(eq(stays.goodsNo, first.goodsNo));
      t.app.publicCache.clear();
    }
  });

  it('keeps a city’s and a theme’s tour lists, and drops them with a change to any tour, shown or not', async () => {
    const tour = products((await get(tourRecommend)).json())[0]!;
    const city = (await get(apiPaths.tours.item.href(tour.itemNo!))).json().data.category as string;
    const [{ themeNo }] = (await t.db.select({ themeNo: tourThemeItems.themeNo }).from(tourThemeItems).limit(1)) as [{ themeNo: number }];
    const byReviews = withQuery(apiPaths.tours.list.href(), { category: city, sort: 'reviews', size: 3 });
    const theme = withQuery(apiPaths.tours.theme.href(themeNo), { size: 3 });
    t.app.publicCache.clear();
    const first = await get(byReviews);
    const themeFirst = await get(theme);
    const shown = products(first.json()).map((c) => c.itemNo!);
    const inTheme = products(themeFirst.json()).map((c) => c.itemNo!);
    expect(shown).toHaveLength(3);
    expect(inTheme.length).toBeGreaterThan(0);

    // Behind the cache: a tour of the city that neither list shows becomes its most reviewed, and the theme's
    // first tour is renamed. The lists are still the cached bytes.
    const [other] = await t.db.select({ itemNo: tours.itemNo, reviewCount: tours.reviewCount }).from(tours)
      .where(and(eq(tours.cityCode, city), eq(tours.isActive, true), notInArray(tours.itemNo, [...shown, ...inTheme]))).limit(1);
    const [renamed] = await t.db.select({ itemNo: tours.itemNo, name: tours.name }).from(tours).where(eq(tours.itemNo, inTheme[0]!));
    await t.db.update(tours).set({ reviewCount: 100_000 }).where(eq(tours.itemNo, other!.itemNo));
    await t.db.update(tours).set({ name: `${renamed!.name} (새 이름)` }).where(eq(tours.itemNo, renamed!.itemNo));
    try {
      expect((await get(byReviews)).body).toBe(first.body);
      expect((await get(theme)).body).toBe(themeFirst.body);
      // What the review service says once it has written a review of that tour: both lists go, though neither
      // showed it, and are computed afresh.
      publicDataChanged([cacheTags.tour(other!.itemNo)]);
      expect(products((await get(byReviews)).json()).map((c) => c.itemNo)).toEqual([other!.itemNo, ...shown.slice(0, 2)]);
      expect((await get(theme)).body).toContain(`${renamed!.name} (새 이름)`);
    } finally {
      await t.db.update(tours).set({ reviewCount: other!.reviewCount }).where(eq(tours.itemNo, other!.itemNo));
      await t.db.update(tours).set({ name: renamed!.name }).where(eq(tours.itemNo, renamed!.itemNo));
      publicDataChanged([cacheTags.tour(other!.itemNo)]);
    }
  });

  it('lets browsers and shared caches keep a visitor’s answer, revalidated by ETag (304)', async () => {
    const first = await get(stayPage);
    expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
    expect(first.headers.vary).toBe('authorization, accept-encoding');
    expect(first.headers.etag).toMatch(/^W\/"[\w-]{22}"$/);
    const again = await get(stayPage, { ...visitor, 'if-none-match': first.headers.etag! });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await get(stayPage, { ...visitor, 'if-none-match': 'W/"something-else"' })).statusCode).toBe(200);
    // An answer without caller flags is the same for everyone, members included.
    expect((await get(banners, member.headers)).headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
  });

  it('never lets a shared cache keep a member’s answer, nor one that sets a cookie', async () => {
    await t.call('POST', apiPaths.wishes.stays.href(), member.headers, { goodsNo: STAY });
    for (const path of [stayPage, themes, recommend, tourRecommend]) {
      for (const round of ['computed', 'cached']) {
        const res = await get(path, member.headers);
        expect(res.headers['cache-control'], `${path} ${round}`).toBe('private, no-cache');
        expect(res.headers.vary, `${path} ${round}`).toContain('authorization');
      }
    }
    const member304 = await get(stayPage, member.headers);
    expect((await get(stayPage, { ...member.headers, 'if-none-match': member304.headers.etag! })).statusCode).toBe(304);
    // A member's ETag is not the visitor's: a shared validator would hand one the other's flags.
    expect(member304.headers.etag).not.toBe((await get(stayPage)).headers.etag);
    // A browser's first call gets its XSRF cookie: that answer is its own.
    const cookieless = await t.app.inject({ method: 'GET', url: apiUrl(stayPage) });
    expect(cookieless.headers['set-cookie']).toBeDefined();
    expect(cookieless.headers['cache-control']).toBe('private, no-cache');
    // Member-only answers carry no public caching at all.
    expect((await get(apiPaths.auth.user.href(), member.headers)).headers['cache-control'] ?? '').not.toContain('public');
  });

  it.each([
    // A small answer (sent plain whatever the client accepts) and a large one (sent compressed when accepted).
    ['a small answer', apiUrl(banners), apiUrl(banners).replace('type=main', 'type=ma%69n'), false],
    ['a large answer', apiUrl(recommend), `${apiUrl(recommend)}?from=test`, true],
  ])('sends a browser’s repeated call (%s), written straight to the socket, with the long way’s headers and bytes', async (_what, path, longWay, compressible) => {
    // Through inject (Fastify's onRequest hook) and over a real socket (the listening server's shortcut).
    const port = await listening();
    for (const send of [(url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers }), (url: string, headers: Record<string, string>) => getOverSocket(port, url, headers)]) {
      t.app.publicCache.clear();
      // longWay is the same entry by another spelling of its address: not in the fast path's index, so it takes the long way.
      const withCookies = { cookie: visitor.cookie ?? '' };
      expect(withCookies.cookie).toContain('XSRF-TOKEN=');
      await send(path, withCookies);
      for (const encoding of [undefined, 'br', 'gzip']) {
        const headers = encoding ? { ...withCookies, 'accept-encoding': encoding } : withCookies;
        const fast = await send(path, headers);
        const slow = await send(longWay, headers);
        expect(fast.statusCode).toBe(200);
        // The same answer; its compressed bytes may be the quick level's on one and the best level's on the other.
        expect(decoded(fast)).toBe(decoded(slow));
        expect(slow.headers['content-length']).toBe(String(slow.rawPayload.length));
        const { date: _fastDate, 'content-length': _fastLength, ...fastHeaders } = fast.headers;
        const { date: _slowDate, 'content-length': _slowLength, ...slowHeaders } = slow.headers;
        expect(fastHeaders).toEqual(slowHeaders);
        expect(fast.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
        expect(fast.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(fast.headers['x-frame-options']).toBe('DENY');
        expect(fast.headers['content-encoding']).toBe(compressible ? encoding : undefined);
        expect(fast.headers['content-length']).toBe(String(fast.rawPayload.length));
        expect(fast.headers['set-cookie']).toBeUndefined();
      }
      const etag = (await send(path, withCookies)).headers.etag!;
      const revalidate = { ...withCookies, 'if-none-match': etag };
      const revalidated = await send(path, revalidate);
      const revalidatedLongWay = await send(longWay, revalidate);
      expect([revalidated.statusCode, revalidatedLongWay.statusCode]).toEqual([304, 304]);
      expect(revalidated.rawPayload.length).toBe(0);
      const { date: _fast304Date, ...fast304Headers } = revalidated.headers;
      const { date: _slow304Date, ...slow304Headers } = revalidatedLongWay.headers;
      expect(fast304Headers).toEqual(slow304Headers);
      expect(fast304Headers.etag).toBe(etag);
    }
  });

  it('sends a cached answer compressed quickly at first and smaller once its best level is made, the same JSON either way', async () => {
    const port = await listening();
    t.app.publicCache.clear();
    const browser = { cookie: visitor.cookie ?? '', 'accept-encoding': 'gzip, deflate, br' };
    // The first ask is compressed at the quick level on the request, into the entry its hits send.
    const computed = await getOverSocket(port, apiUrl(recommend), browser);
    expect(computed.headers['content-encoding']).toBe('br');
    const json = decoded(computed);
    const firstHit = await getOverSocket(port, apiUrl(recommend), browser);
    expect(firstHit.headers['content-encoding']).toBe('br');
    expect(decoded(firstHit)).toBe(json);
    // The best level is made off the request (it may be ready by the first hit); the asks after get it, with its own
    // length, by either way in.
    await expect.poll(async () => (await getOverSocket(port, apiUrl(recommend), browser)).rawPayload.length).toBeLessThan(computed.rawPayload.length);
    for (const later of [await getOverSocket(port, apiUrl(recommend), browser), await t.app.inject({ method: 'GET', url: apiUrl(recommend), headers: browser })]) {
      expect(later.headers['content-length']).toBe(String(later.rawPayload.length));
      expect(later.rawPayload.length).toBeLessThan(computed.rawPayload.length);
      expect(decoded(later)).toBe(json);
    }
  });

  it('shares the visitor’s “who is signed in” (nobody) among visitors, privately, and never with a member', async () => {
    t.app.publicCache.clear();
    const port = await listening();
    const path = apiUrl(apiPaths.auth.user.href());
    const browser = { cookie: visitor.cookie ?? '' };
    const first = await t.app.inject({ method: 'GET', url: path, headers: browser });
    // The member asks right after the visitor's answer was stored: their own, not the visitor's null.
    const memberAnswer = await get(apiPaths.auth.user.href(), member.headers);
    expect(memberAnswer.json().data).toMatchObject({ nickName: expect.any(String) });
    expect(memberAnswer.headers['cache-control'] ?? '').not.toContain('public');
    for (const again of [await t.app.inject({ method: 'GET', url: path, headers: browser }), await getOverSocket(port, path, browser)]) {
      expect(JSON.parse(again.rawPayload.toString())).toEqual({ data: null });
      expect(again.rawPayload.toString()).toBe(first.body);
      // A login changes the answer: browsers revalidate it, and no shared cache keeps it.
      expect(again.headers['cache-control']).toBe('private, no-cache');
      expect(again.headers.etag).toBe(first.headers.etag);
    }
    expect((await getOverSocket(port, path, { ...browser, 'if-none-match': first.headers.etag! })).statusCode).toBe(304);
    expect((await get(apiPaths.auth.user.href(), member.headers)).json().data).toMatchObject({ nickName: expect.any(String) });
  });

  it('refuses a bad query in Korean (400), and caches nothing for it', async () => {
    const res = await get(withQuery(recommend, { cityCode: 'x' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/[가-힣]/);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});

const redisUp = await redisReachable();
if (!redisUp) console.warn(`[public-cache test] Redis is not reachable at ${TEST_REDIS_URL}: the two-instance test is skipped.`);

describe.skipIf(!redisUp)('public cache: two instances behind one Redis', () => {
  const prefix = `test-${randomUUID().slice(0, 8)}:`;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    [a, b] = await Promise.all([createTestApp({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix }), createTestApp({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('drops on B what a write on A invalidated', async () => {
    const name = async (app: TestApp) => ((await app.get(stayPage)).json().data as { goodsName: string }).goodsName;
    const original = await name(b);
    // The test apps have a database each: change B's row behind its cache, as a shared database would.
    await b.db.update(stays).set({ name: '캐시 무효화 확인 민박' }).where(eq(stays.goodsNo, STAY));
    expect(await name(b)).toBe(original);

    a.app.publicCache.invalidate([`stay:${STAY}`]);
    let seen = original;
    for (let i = 0; i < 50 && seen === original; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await name(b);
    }
    expect(seen).toBe('캐시 무효화 확인 민박');
  });

  it('keeps other answers on B', async () => {
    await b.get(banners);
    const size = b.app.publicCache.size;
    a.app.publicCache.invalidate(['stay:999999']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(b.app.publicCache.size).toBe(size);
  });
});
