import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { HotelSuggestionsResponseSchema, StaySuggestionsResponseSchema, TourSuggestionsResponseSchema } from '@minda/contracts/search';
import { buildApp } from '../../app.ts';
import { visitorHeaders } from '../../test/login-as.ts';
import { setupTestApp, TEST_SECRET } from '../../test/test-app.ts';
import { untilSearchChangeHeard as soon } from '../../test/search-changed.ts';
import { rowsOf } from '../../platform/sql.ts';

const t = setupTestApp();

const ask = (path: string, searchInput: string) => t.app.inject({ method: 'GET', url: `${apiUrl(path)}?searchInput=${encodeURIComponent(searchInput)}` });
const stayPath = apiPaths.search.citiesAndStays.href();
const tours = async (q: string) => TourSuggestionsResponseSchema.parse((await ask(apiPaths.search.citiesAndTourTickets.href(), q)).json()).data;
const hotels = async (q: string) => HotelSuggestionsResponseSchema.parse((await ask(apiPaths.search.citiesAndHotels.href(), q)).json()).data;
const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(statement));

// Writes below go straight to the database, as an operator's SQL or another instance would: the suggestions
// follow the database's announcement (search_changed), not a call of the app, hence the polls (`soon`).

describe('suggestions: cached, and dropped when the database announces a change', () => {
  it('answers a repeated suggestion from the cache, which browsers may keep too', async () => {
    // A browser that has its cookies: its answers set none, so they may be shared.
    const browser = await visitorHeaders(t.app);
    const url = `${apiUrl(stayPath)}?searchInput=${encodeURIComponent('런던')}`;
    const first = await t.app.inject({ method: 'GET', url, headers: browser });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
    const again = await t.app.inject({ method: 'GET', url, headers: browser });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    const unchanged = await t.app.inject({ method: 'GET', url, headers: { ...browser, 'if-none-match': first.headers.etag! } });
    expect(unchanged.statusCode).toBe(304);
  });

  it('sends a suggestion of Korean names compressed on its repeats as on its first ask, by its size in bytes', async () => {
    // Korean takes three bytes a character in UTF-8: an answer of fewer than 1,024 characters can pass 1 KB.
    const browser = { ...(await visitorHeaders(t.app)), 'accept-encoding': 'br' };
    const urls = ['파', '런', '로', '민', '하', '호', 'ㅍ', 'ㄹ', '민박', '하우스'].flatMap((q) =>
      [stayPath, apiPaths.search.citiesAndTourTickets.href(), apiPaths.search.citiesAndHotels.href()].map((path) => `${apiUrl(path)}?searchInput=${encodeURIComponent(q)}`));
    let found = false;
    for (const url of urls) {
      const first = await t.app.inject({ method: 'GET', url, headers: browser });
      const json = first.headers['content-encoding'] === 'br' ? brotliDecompressSync(first.rawPayload).toString() : first.body;
      if (json.length >= 1024 || Buffer.byteLength(json) < 1024) continue;
      found = true;
      expect(first.headers['content-encoding']).toBe('br');
      // The repeat is the cache's (the fast path, as the browser has its cookies), with the same header.
      const again = await t.app.inject({ method: 'GET', url, headers: browser });
      expect(again.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(again.rawPayload).toString()).toBe(json);
    }
    expect(found, 'the demo catalogue has a suggestion of 1 KB or more in fewer than 1,024 characters').toBe(true);
  });

  it('shows a tour renamed and then deactivated on the next call', async () => {
    const [tour] = await query<{ itemNo: number }>(sql`select item_no as "itemNo" from tours where is_active order by item_no limit 1`);
    expect((await tours('구름고래')).trips).toEqual([]);
    await t.db.execute(sql`update tours set name = '구름고래 야경 투어' where item_no = ${tour!.itemNo}`);
    await expect.poll(async () => (await tours('구름고래')).trips, soon).toEqual([{ itemno: tour!.itemNo, itemnm: '구름고래 야경 투어' }]);
    await t.db.execute(sql`update tours set is_active = false where item_no = ${tour!.itemNo}`);
    await expect.poll(async () => (await tours('구름고래')).trips, soon).toEqual([]);
  });

  it('shows a neighbourhood renamed in the hotel suggestions', async () => {
    const [area] = await query<{ id: number; cityId: number }>(
      sql`select n.id, c.id as "cityId" from neighborhoods n join cities c on c.code = n.city_code order by n.id limit 1`,
    );
    expect((await hotels('달무리')).neighborhoods).toEqual([]);
    await t.db.execute(sql`update neighborhoods set name_ko = '달무리 골목' where id = ${area!.id}`);
    await expect.poll(async () => (await hotels('달무리')).neighborhoods, soon).toEqual([{ cityId: area!.cityId, neighborhoodId: area!.id, name: '달무리 골목' }]);
  });

  it('drops the theme cities when tours leave a theme, and shows them again when they are back', async () => {
    const themed = sql`theme_no in (select theme_no from tour_themes where name like '%공항%')`;
    const items = await query<{ themeNo: number; itemNo: number; sort: number }>(sql`select theme_no as "themeNo", item_no as "itemNo", sort from tour_theme_items where ${themed}`);
    const cities = (await tours('공항')).citiesByKeywordTheme;
    expect(cities.length).toBeGreaterThan(0);
    await t.db.execute(sql`delete from tour_theme_items where ${themed}`);
    await expect.poll(async () => (await tours('공항')).citiesByKeywordTheme, soon).toEqual([]);
    for (const item of items) {
      await t.db.execute(sql`insert into tour_theme_items (theme_no, item_no, sort) values (${item.themeNo}, ${item.itemNo}, ${item.sort})`);
    }
    await expect.poll(async () => (await tours('공항')).citiesByKeywordTheme, soon).toEqual(cities);
  });

  it('keeps the suggestions when a write changes nothing they show (a price)', async () => {
    const cached = await ask(stayPath, '파리');
    const size = t.app.publicCache.size;
    // Any drop moves the generation (a dropped entry would be recomputed and stored again, the size back).
    const generation = t.app.publicCache.generation;
    await t.db.execute(sql`update stays set min_price = min_price + 1000 where goods_no = (select min(goods_no) from stays)`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.app.publicCache.generation).toBe(generation);
    expect(t.app.publicCache.size).toBe(size);
    expect((await ask(stayPath, '파리')).headers.etag).toBe(cached.headers.etag);
  });
});

describe('suggestions: two instances on one database, without Redis', () => {
  it('drops the cached suggestions of every instance when the database announces a change', async () => {
    // A second instance on the same database, as two processes behind a load balancer.
    const b = await buildApp({ config: t.config, db: t.db, secret: TEST_SECRET });
    await b.ready();
    try {
      const staysOn = async (app: FastifyInstance, q: string) =>
        StaySuggestionsResponseSchema.parse((await app.inject({ method: 'GET', url: `${apiUrl(stayPath)}?searchInput=${encodeURIComponent(q)}` })).json()).data.products;
      const [stay] = await query<{ goodsNo: number }>(sql`select goods_no as "goodsNo" from stays where is_active order by goods_no desc limit 1`);
      expect(await staysOn(t.app, '은하수')).toEqual([]);
      expect(await staysOn(b, '은하수')).toEqual([]);
      await t.db.execute(sql`update stays set name = '은하수 게스트하우스' where goods_no = ${stay!.goodsNo}`);
      const renamed = [{ goodsno: stay!.goodsNo, goodsnm: '은하수 게스트하우스' }];
      await expect.poll(() => staysOn(b, '은하수'), soon).toEqual(renamed);
      await expect.poll(() => staysOn(t.app, '은하수'), soon).toEqual(renamed);
    } finally {
      await b.close();
    }
  });
});
