import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { initialsOf, searchKeys } from '@minda/contracts/rules/hangul';
import { HotelSuggestionsResponseSchema, StaySuggestionsResponseSchema, TourSuggestionsResponseSchema } from '@minda/contracts/search';
import { setupTestApp } from '../../test/test-app.ts';
import { rebuildSearchIndex } from '../../db/seed/search-index.ts';
import { untilSearchChangeHeard as soon } from '../../test/search-changed.ts';
import { rowsOf } from '../../platform/sql.ts';

const t = setupTestApp();

// Written out: withQuery drops empty values, and an empty searchInput is a case of its own.
const get = (path: string, searchInput: string) => t.app.inject({ method: 'GET', url: `${apiUrl(path)}?searchInput=${encodeURIComponent(searchInput)}` });

async function stays(searchInput: string) {
  const res = await get(apiPaths.search.citiesAndStays.href(), searchInput);
  expect(res.statusCode, res.body).toBe(200);
  return StaySuggestionsResponseSchema.parse(res.json()).data;
}
async function tours(searchInput: string) {
  const res = await get(apiPaths.search.citiesAndTourTickets.href(), searchInput);
  expect(res.statusCode, res.body).toBe(200);
  return TourSuggestionsResponseSchema.parse(res.json()).data;
}
async function hotels(searchInput: string) {
  const res = await get(apiPaths.search.citiesAndHotels.href(), searchInput);
  expect(res.statusCode, res.body).toBe(200);
  return HotelSuggestionsResponseSchema.parse(res.json()).data;
}

const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(statement));
const cityNames = (list: { catnm: string }[]) => list.map((c) => c.catnm);

describe('suggestions: what matches', () => {
  it('finds a city by a one-syllable Hangul query (런 → 런던)', async () => {
    const data = await stays('런');
    expect(data.cities[0]).toEqual({ city: '001001001', catnm: '런던', display: '런던, 영국' });
    expect(data.products.length).toBeGreaterThan(0);
    for (const p of data.products) expect(p.goodsnm).toContain('런');
  });

  it('finds the city and the products with 파리 in their name by a two-syllable query', async () => {
    const data = await stays('파리');
    expect(data.cities[0]).toEqual({ city: '001002001', catnm: '파리', display: '파리, 프랑스' });
    expect(data.products).toHaveLength(10);
    for (const p of data.products) expect(p.goodsnm).toContain('파리');
    const trips = (await tours('파리')).trips;
    expect(trips.length).toBeGreaterThan(0);
    for (const trip of trips) expect(trip.itemnm).toContain('파리');
    const properties = (await hotels('파리')).properties;
    expect(properties.length).toBeGreaterThan(0);
    for (const p of properties) expect(p.name).toContain('파리');
  });

  it('finds a name with the query inside a word, not only at its start', async () => {
    const [inside] = await query<{ name: string }>(sql`select name_ko as name from hotels where name_ko like '%파리%' and name_ko not like '파리%' order by property_id limit 1`);
    expect(inside).toBeDefined();
    const names = (await hotels('파리')).properties.map((p) => p.name);
    // Names that start with 파리 come before the ones that only contain it.
    const firstInside = names.findIndex((n) => !n.startsWith('파리'));
    expect(firstInside).toBeGreaterThan(0);
    for (const n of names.slice(firstInside)) expect(n.startsWith('파리')).toBe(false);
  });

  it('finds cities by their initial consonants (ㄹㄷ → 런던, ㅍㄹ → 파리), start-of-name first', async () => {
    expect(cityNames((await stays('ㄹㄷ')).cities)[0]).toBe('런던');
    expect(cityNames((await stays('ㅍㄹ')).cities)[0]).toBe('파리');
    for (const p of (await stays('ㄹㄷ')).products) expect(initialsOf(p.goodsnm)).toContain('ㄹㄷ');
  });

  it('finds Korean typed with the keyboard in English mode (fjsejs → 런던, vkfl → 파리)', async () => {
    expect(cityNames((await stays('fjsejs')).cities)[0]).toBe('런던');
    expect(cityNames((await stays('vkfl')).cities)[0]).toBe('파리');
    expect(cityNames((await tours('vkfl')).cities)[0]).toBe('파리');
    expect((await hotels('vkfl')).cities[0]?.name).toBe('파리');
  });

  it('still finds 런던 for fjseks (런단: the last keys slipped) by retrying the query shortened', async () => {
    expect(cityNames((await stays('fjseks')).cities)[0]).toBe('런던');
  });

  it('finds names while the last syllable is half typed (런ㄷ, 파ㄹ, 러)', async () => {
    expect(cityNames((await stays('런ㄷ')).cities)).toEqual(['런던']);
    expect(cityNames((await stays('파ㄹ')).cities)[0]).toBe('파리');
    expect(cityNames((await stays('러')).cities)).toContain('런던');
    expect((await stays('런ㄷ')).products.every((p) => p.goodsnm.startsWith('런던'))).toBe(true);
  });

  it('finds English names case-insensitively and answers in English', async () => {
    const data = await stays('PaRiS');
    expect(data.cities[0]).toEqual({ city: '001002001', catnm: '파리', display: 'Paris, France' });
    const hotelData = await hotels('eiffel');
    expect(hotelData.pointOfInterests.map((p) => p.name)).toContain('Eiffel Tower');
    expect((await hotels('LONDON')).cities[0]?.name).toBe('London');
  });

  it('finds cities by their country (프랑스 → 파리)', async () => {
    const names = cityNames((await stays('프랑스')).cities);
    expect(names).toContain('파리');
    expect(names).toContain('니스');
  });

  it('suggests hotel cities, neighbourhoods, points of interest and properties with their ids', async () => {
    const [marais] = await query<{ id: number; cityId: number; name: string }>(
      sql`select n.id, c.id as "cityId", n.name_ko as name from neighborhoods n join cities c on c.code = n.city_code where c.code = '001002001' order by n.id limit 1`,
    );
    const data = await hotels(marais!.name);
    expect(data.neighborhoods).toContainEqual({ cityId: marais!.cityId, neighborhoodId: marais!.id, name: marais!.name });
    const [property] = await query<{ uuid: string; propertyId: number; name: string }>(
      sql`select uuid, property_id as "propertyId", name_ko as name from hotels order by property_id limit 1`,
    );
    expect((await hotels(property!.name)).properties[0]).toEqual(property);
    // A full list: each shown hotel carries its own page's uuid.
    const listed = (await hotels('호텔')).properties;
    expect(listed).toHaveLength(10);
    const owners = await query<{ uuid: string; propertyId: number }>(
      sql`select uuid, property_id as "propertyId" from hotels where property_id in (${sql.join(listed.map((p) => sql`${p.propertyId}`), sql`, `)})`,
    );
    expect(listed.map((p) => p.uuid)).toEqual(listed.map((p) => owners.find((o) => o.propertyId === p.propertyId)?.uuid));
    const [paris] = await query<{ id: number }>(sql`select id from cities where code = '001002001'`);
    expect((await hotels('파리')).cities[0]).toEqual({ cityId: paris!.id, name: '파리' });
  });

  it('suggests tour cities by the theme of their tours (공항 → cities with airport pickups)', async () => {
    const expected = await query<{ code: string }>(sql`select distinct t.city_code as code from tour_theme_items ti
      join tour_themes th on th.theme_no = ti.theme_no join tours t on t.item_no = ti.item_no and t.is_active where th.name like '%공항%'`);
    const data = await tours('공항');
    expect(data.citiesByKeywordTheme.length).toBe(Math.min(expected.length, 5));
    for (const c of data.citiesByKeywordTheme) expect(expected.map((e) => e.code)).toContain(c.city);
  });
});

describe('suggestions: ranking, caps and validation', () => {
  it('puts exact and prefix matches first, then word starts, then the rest', async () => {
    const names = (await hotels('파리')).properties.map((p) => p.name);
    const rankOf = (name: string) => (name.startsWith('파리') ? 0 : name.split(' ').some((w) => w.startsWith('파리')) ? 1 : 2);
    const ranks = names.map(rankOf);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks[0]).toBe(0);
  });

  it('caps the lists (5 cities, 5 neighbourhoods, 5 points of interest, 10 products)', async () => {
    const places = await hotels('ㅇ');
    expect([places.cities.length, places.neighborhoods.length, places.pointOfInterests.length, places.properties.length]).toEqual([5, 5, 5, 10]);
    const data = await stays('ㅇ');
    expect(data.cities).toHaveLength(5);
    expect(data.products).toHaveLength(10);
    expect(new Set(data.products.map((p) => p.goodsno)).size).toBe(10);
  });

  it('lists the most reviewed of many names that tie on the matched text, as review counts and sales move', async () => {
    const [partner] = await query<{ id: number }>(sql`select id from users where login_id = 'partner'`);
    // 40 names that all read 달토끼하우스 from the matched word on, added least reviewed first (an index that kept the
    // order of insertion would give the worst ones first).
    const made = Array.from({ length: 40 }, (_, i) => ({ goodsNo: 990100 + i, name: `런던 ${i + 1}번지 달토끼하우스`, reviews: 10 + i * 3 }));
    await t.db.execute(sql`insert into stays (goods_no, name, city_code, partner_id, host_name, address, description, min_price, image_path, review_count)
      values ${sql.join(made.map((m) => sql`(${m.goodsNo}, ${m.name}, '001001001', ${partner!.id}, '김민지', '런던', '설명', 50000, 'stay/default.svg', ${m.reviews})`), sql`, `)}`);
    const best = (list: typeof made) => [...list].sort((a, b) => b.reviews - a.reviews).slice(0, 10).map((m) => ({ goodsno: m.goodsNo, goodsnm: m.name }));
    try {
      await expect.poll(async () => (await stays('달토끼')).products, soon).toEqual(best(made));

      // The least reviewed becomes the most reviewed; the most reviewed goes off sale.
      made[0]!.reviews = 1000;
      await t.db.execute(sql`update stays set review_count = 1000 where goods_no = ${made[0]!.goodsNo}`);
      await t.db.execute(sql`update stays set is_active = false where goods_no = ${made[39]!.goodsNo}`);
      await expect.poll(async () => (await stays('달토끼')).products, soon).toEqual(best(made.slice(0, 39)));
    } finally {
      await t.db.execute(sql`delete from stays where goods_no between 990100 and 990139`);
    }
  });

  it('answers empty lists for empty or blank input', async () => {
    expect(await stays('')).toEqual({ cities: [], products: [] });
    expect(await tours('   ')).toEqual({ cities: [], trips: [], citiesByKeywordTheme: [] });
    expect(await hotels(' ')).toEqual({ cities: [], neighborhoods: [], pointOfInterests: [], properties: [] });
    expect(await stays('%_')).toEqual({ cities: [], products: [] });
  });

  it('asks for the query when searchInput is missing altogether', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiUrl(apiPaths.search.citiesAndStays.href()) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('검색어를 입력해 주세요.');
  });

  it('refuses more than 50 characters with a Korean 400', async () => {
    const res = await get(apiPaths.search.citiesAndStays.href(), '파'.repeat(51));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('검색어는 50자까지 입력할 수 있습니다.');
    expect((await get(apiPaths.search.citiesAndHotels.href(), 'a'.repeat(50))).statusCode).toBe(200);
  });
});

describe('search index', () => {
  it('computes the same keystrokes and initials in SQL as contracts/rules/hangul.ts, for every name', async () => {
    const rows = await query<{ display: string; keys: string; initials: string }>(sql`select display, keys, initials from search_terms`);
    expect(rows.length).toBeGreaterThan(1000);
    for (const row of rows) {
      expect(row.keys, row.display).toBe(searchKeys(row.display));
      expect(row.initials, row.display).toBe(initialsOf(row.display));
    }
    const tricky = ['닭갈비 Café  Lumière', '과 의 값 ㅘ ㄳ 얘', 'ÀÉÎ ñ', '뷁 쀍'];
    for (const text of tricky) {
      const [row] = await query<{ keys: string; initials: string }>(sql`select search_keys(${text}) as keys, search_initials(${text}) as initials`);
      expect(row).toEqual({ keys: searchKeys(text), initials: initialsOf(text) });
    }
  });

  it('follows products as they are added, renamed, deactivated and deleted', async () => {
    const [partner] = await query<{ id: number }>(sql`select id from users where login_id = 'partner'`);
    await t.db.execute(sql`insert into stays (goods_no, name, city_code, partner_id, host_name, address, description, min_price, image_path)
      values (990001, '퀸즈웨이 달토끼 하우스', '001001001', ${partner!.id}, '김민지', '런던', '설명', 50000, 'stay/default.svg')`);
    await expect.poll(async () => (await stays('달토끼')).products, soon).toEqual([{ goodsno: 990001, goodsnm: '퀸즈웨이 달토끼 하우스' }]);
    await expect.poll(async () => (await stays('ekfxhRl')).products, soon).toEqual([{ goodsno: 990001, goodsnm: '퀸즈웨이 달토끼 하우스' }]);

    await t.db.execute(sql`update stays set name = '퀸즈웨이 별토끼 하우스' where goods_no = 990001`);
    await expect.poll(async () => (await stays('달토끼')).products, soon).toEqual([]);
    await expect.poll(async () => (await stays('별토끼')).products, soon).toEqual([{ goodsno: 990001, goodsnm: '퀸즈웨이 별토끼 하우스' }]);

    await t.db.execute(sql`update stays set is_active = false where goods_no = 990001`);
    await expect.poll(async () => (await stays('별토끼')).products, soon).toEqual([]);
    await t.db.execute(sql`update stays set is_active = true where goods_no = 990001`);
    await expect.poll(async () => (await stays('별토끼')).products, soon).toHaveLength(1);

    await t.db.execute(sql`delete from stays where goods_no = 990001`);
    await expect.poll(async () => (await stays('별토끼')).products, soon).toEqual([]);
    expect(await query(sql`select 1 from search_terms where kind = 'stay' and ref_id = 990001`)).toEqual([]);
  });

  it('finds a name by its punctuation and the word NULL, each query form reaching the database as text', async () => {
    const [partner] = await query<{ id: number }>(sql`select id from users where login_id = 'partner'`);
    const name = '{달빛}, "NULL" 하우스\\B';
    await t.db.execute(sql`insert into stays (goods_no, name, city_code, partner_id, host_name, address, description, min_price, image_path)
      values (990002, ${name}, '001001001', ${partner!.id}, '김민지', '런던', '설명', 50000, 'stay/default.svg')`);
    const found = [{ goodsno: 990002, goodsnm: name }];
    await expect.poll(async () => (await stays('{달빛}, "null')).products, soon).toEqual(found);
    expect((await stays('"NULL" 하우스\\')).products).toEqual(found);
    expect((await stays('NULL')).products).toEqual(found);
    await t.db.execute(sql`delete from stays where goods_no = 990002`);
  });

  it('suggests a city on a line only while it has something of that line to show', async () => {
    const [city] = await query<{ code: string; name: string }>(sql`select c.code, c.name_ko as name from cities c
      where exists (select 1 from stays s where s.city_code = c.code and s.is_active) and exists (select 1 from tours p where p.city_code = c.code and p.is_active)
      order by (select count(*) from stays s where s.city_code = c.code), c.code limit 1`);
    const active = await query<{ goodsNo: number }>(sql`select goods_no as "goodsNo" from stays where city_code = ${city!.code} and is_active`);
    expect(cityNames((await stays(city!.name)).cities)).toContain(city!.name);

    await t.db.execute(sql`update stays set is_active = false where city_code = ${city!.code}`);
    try {
      await expect.poll(async () => cityNames((await stays(city!.name)).cities), soon).not.toContain(city!.name);
      expect(cityNames((await tours(city!.name)).cities)).toContain(city!.name);
    } finally {
      await t.db.execute(sql`update stays set is_active = true where goods_no in ${sql.raw(`(${active.map((r) => r.goodsNo).join(',')})`)}`);
    }
    await expect.poll(async () => cityNames((await stays(city!.name)).cities), soon).toContain(city!.name);
  });

  it('follows a country renamed (its cities match by the new name)', async () => {
    await t.db.execute(sql`update countries set name_ko = '프랑스공화국' where code = '001002'`);
    expect(cityNames((await stays('프랑스공화국')).cities)).toContain('파리');
    await t.db.execute(sql`update countries set name_ko = '프랑스' where code = '001002'`);
  });

  it('rebuilds to the same index, dropping n-grams of names nothing uses any more', async () => {
    const count = async () => (await query<{ terms: number; grams: number }>(sql`select (select count(*)::int from search_terms) as terms, (select count(*)::int from search_grams) as grams`))[0]!;
    await t.db.execute(sql`update stays set name = name || ' 리뉴얼' where goods_no = (select min(goods_no) from stays)`);
    const before = await count();
    await rebuildSearchIndex(t.db);
    const after = await count();
    expect(after.terms).toBe(before.terms);
    expect(after.grams).toBeLessThan(before.grams);
    expect(cityNames((await stays('ㄹㄷ')).cities)[0]).toBe('런던');
  });
});
