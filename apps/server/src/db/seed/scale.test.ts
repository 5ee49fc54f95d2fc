import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@minda/contracts/paths';
import { shiftDay } from '@minda/contracts/rules/search-widget';
import { HotelSearchResponseSchema } from '@minda/contracts/hotels';
import { StaySuggestionsResponseSchema, TotalSearchResponseSchema } from '@minda/contracts/search';
import { StaySearchResponseSchema } from '@minda/contracts/stays';
import { setupTestApp } from '../../test/test-app.ts';
import type { Database } from '../client.ts';
import { buildIndex, GRAM_LOOKUP_INDEX, rebuildSearchIndex, scaleCatalogue, vacuumCatalogue } from './scale.ts';

const t = setupTestApp();
const PER_LINE = 120;
const rows = async <Row>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
/** An index's definition as the catalogue states it, undefined when there is none. */
const indexDefinition = async (name: string) =>
  (await rows<{ definition: string }>(sql`select indexdef as definition from pg_indexes where indexname = ${name}`))[0]?.definition;

describe('the scale generator (npm run seed -- --scale N)', () => {
  let before: { stays: number; tours: number; hotels: number; maxGoodsNo: number; maxItemNo: number; maxPropertyId: number };
  let lookupIndex: string | undefined;
  beforeAll(async () => {
    lookupIndex = await indexDefinition(GRAM_LOOKUP_INDEX);
    const [counted] = await rows<typeof before>(sql`select (select count(*)::int from stays) as stays, (select count(*)::int from tours) as tours,
      (select count(*)::int from hotels) as hotels, (select max(goods_no) from stays) as "maxGoodsNo", (select max(item_no) from tours) as "maxItemNo",
      (select max(property_id) from hotels) as "maxPropertyId"`);
    if (!counted) throw new Error('no counts');
    before = counted;
    await scaleCatalogue(t.db, { perLine: PER_LINE });
  });

  it('adds stays with distinct names, 1-4 room types each, and 60 nights of inventory per room type', async () => {
    const [stays] = await rows<{ n: number; names: number; roomless: number; minPriceOff: number; nightsOff: number }>(sql`
      select count(*)::int as n, count(distinct name)::int as names,
        count(*) filter (where not exists (select 1 from stay_rooms r where r.goods_no = s.goods_no))::int as roomless,
        count(*) filter (where s.min_price <> (select min(price) from stay_rooms r where r.goods_no = s.goods_no))::int as "minPriceOff",
        count(*) filter (where (select count(*) from stay_room_nights n join stay_rooms r on r.id = n.room_id where r.goods_no = s.goods_no)
          <> 60 * (select count(*) from stay_rooms r where r.goods_no = s.goods_no))::int as "nightsOff"
      from stays s where s.goods_no > ${before.maxGoodsNo}`);
    expect(stays).toEqual({ n: PER_LINE, names: PER_LINE, roomless: 0, minPriceOff: 0, nightsOff: 0 });
    const [rooms] = await rows<{ fewest: number; most: number }>(sql`select min(c)::int as fewest, max(c)::int as most from
      (select count(*) as c from stay_rooms where goods_no > ${before.maxGoodsNo} group by goods_no) x`);
    expect(rooms).toEqual({ fewest: 1, most: 4 });
  });

  it('adds tours with options and hotels with 2-4 room types, every fifth product with two reviews', async () => {
    const [counts] = await rows<{ tours: number; optionless: number; hotels: number; fewestRooms: number; mostRooms: number; reviews: number }>(sql`select
      (select count(*)::int from tours where item_no > ${before.maxItemNo}) as tours,
      (select count(*)::int from tours t where item_no > ${before.maxItemNo} and not exists (select 1 from tour_options o where o.item_no = t.item_no)) as optionless,
      (select count(*)::int from hotels where property_id > ${before.maxPropertyId}) as hotels,
      (select min(c)::int from (select count(r.id) as c from hotels h left join hotel_rooms r on r.property_uuid = h.uuid where h.property_id > ${before.maxPropertyId} group by h.uuid) x) as "fewestRooms",
      (select max(c)::int from (select count(r.id) as c from hotels h left join hotel_rooms r on r.property_uuid = h.uuid where h.property_id > ${before.maxPropertyId} group by h.uuid) x) as "mostRooms",
      (select count(*)::int from reviews where goods_no > ${before.maxGoodsNo}) as reviews`);
    // goods_no 1001.. : every number divisible by 5 among the 120 new ones, two reviews each.
    expect(counts).toEqual({ tours: PER_LINE, optionless: 0, hotels: PER_LINE, fewestRooms: 2, mostRooms: 4, reviews: 48 });
  });

  it('makes products the results answer for: a scaled stay with dates inside the window, a scaled hotel card', async () => {
    const [stay] = await rows<{ goodsNo: number; cityCode: string }>(sql`select goods_no as "goodsNo", city_code as "cityCode" from stays
      where goods_no > ${before.maxGoodsNo} order by goods_no limit 1`);
    const today = new Date().toISOString().slice(0, 10);
    const found = [];
    for (let page = 0; ; page += 1) {
      const res = await t.get(apiPaths.stays.search.href(), { cityCode: stay!.cityCode, checkInAt: shiftDay(today, 3), checkOutAt: shiftDay(today, 5), occupancy: 1, size: 40, page });
      expect(res.statusCode, res.body).toBe(200);
      const data = StaySearchResponseSchema.parse(res.json()).data;
      found.push(...data.content.map((c) => c.goodsNo));
      if (data.last) break;
    }
    expect(found).toContain(stay!.goodsNo);

    const [hotel] = await rows<{ cityId: number }>(sql`select c.id as "cityId" from hotels h join cities c on c.code = h.city_code
      where h.property_id > ${before.maxPropertyId} order by h.property_id limit 1`);
    const hotelIds = [];
    for (let page = 0; ; page += 1) {
      const res = await t.get(apiPaths.hotels.search.href(), { cityId: hotel!.cityId, size: 50, page });
      // The contract checks every card, the scaled hotels' uuids included.
      expect(res.statusCode, res.body).toBe(200);
      const data = HotelSearchResponseSchema.parse(res.json()).data;
      hotelIds.push(...data.content.map((c) => c.propertyId));
      if (data.last) break;
    }
    expect(hotelIds.some((id) => id > before.maxPropertyId)).toBe(true);
  });

  it('leaves the rebuilt search index finding a scaled stay by its name, in the suggestions and the keyword search', async () => {
    const [stay] = await rows<{ goodsNo: number; name: string }>(sql`select goods_no as "goodsNo", name from stays
      where goods_no > ${before.maxGoodsNo} order by goods_no desc limit 1`);
    const suggested = await t.get(apiPaths.search.citiesAndStays.href(), { searchInput: stay!.name });
    expect(suggested.statusCode, suggested.body).toBe(200);
    expect(StaySuggestionsResponseSchema.parse(suggested.json()).data.products).toContainEqual({ goodsno: stay!.goodsNo, goodsnm: stay!.name });
    const searched = await t.get(apiPaths.search.total.href(), { keyword: stay!.name, searchCls: 'minbak' });
    expect(searched.statusCode, searched.body).toBe(200);
    expect(TotalSearchResponseSchema.parse(searched.json()).data.stays.map((c) => c.goodsNo)).toContain(stay!.goodsNo);
  });

  it("builds the grams' lookup index again after the rows, as the migrations define it", async () => {
    expect(lookupIndex).toContain('(kind, rank, gram COLLATE "C", weight DESC NULLS LAST) INCLUDE (keys)');
    expect(await indexDefinition(GRAM_LOOKUP_INDEX)).toBe(lookupIndex);
  });
});

describe('the scale generator rebuilding the search index', () => {
  /**
   * The test database, but a statement holding `text` fails as PostgreSQL does with `code`, its first `times` asks
   * (`asked` counts them all).
   */
  const failingOn = (text: string, code: string, times = Infinity) => {
    const db = {
      asked: 0,
      execute: (query: SQL) => {
        if (!new PgDialect().sqlToQuery(query).sql.includes(text)) return t.db.execute(query);
        db.asked++;
        return db.asked <= times ? Promise.reject(Object.assign(new Error('could not extend file'), { code })) : t.db.execute(query);
      },
    };
    return db as Pick<Database, 'execute'> & { asked: number };
  };

  it('leaves an index it has no disk for as it is, says so, and goes on', async () => {
    const said: string[] = [];
    await expect(rebuildSearchIndex(failingOn('search_terms', '53100'), (msg) => said.push(msg))).resolves.toBeUndefined();
    expect(said).toEqual([expect.stringContaining('search_terms: 디스크 공간이 모자라')]);
    // The suggestions still answer off the index as it was.
    const res = await t.get(apiPaths.search.citiesAndStays.href(), { searchInput: '파리' });
    expect(StaySuggestionsResponseSchema.parse(res.json()).data.cities[0]?.catnm).toBe('파리');
  });

  it("builds the grams' lookup index even when the generation fails, so the suggestions keep answering", async () => {
    const hotelsFail = failingOn('insert into hotels', '57014');
    await expect(scaleCatalogue(hotelsFail, { perLine: 3 })).rejects.toThrow('could not extend file');
    expect(await indexDefinition(GRAM_LOOKUP_INDEX)).toContain('(kind, rank, gram COLLATE "C", weight DESC NULLS LAST)');
    const res = await t.get(apiPaths.search.citiesAndStays.href(), { searchInput: '파리' });
    expect(StaySuggestionsResponseSchema.parse(res.json()).data.cities[0]?.catnm).toBe('파리');
  });

  it('builds an index again once a full disk has room, and says how to finish by hand when it never has', async () => {
    const index = { name: 'scale_probe_idx', definition: 'CREATE INDEX scale_probe_idx ON search_grams USING btree (gram)' };
    const fullTwice = failingOn('scale_probe_idx', '53100', 2);
    await expect(buildIndex(fullTwice, index, () => {}, { tries: 3, waitMs: 1 })).resolves.toBeUndefined();
    expect(fullTwice.asked).toBe(3);
    expect(await indexDefinition('scale_probe_idx')).toContain('USING btree (gram)');
    await t.db.execute(sql`drop index scale_probe_idx`);

    const said: string[] = [];
    await expect(buildIndex(failingOn('scale_probe_idx', '53100'), index, (msg) => said.push(msg), { tries: 2, waitMs: 1 })).rejects.toThrow('could not extend file');
    expect(said.at(-1)).toContain(`디스크를 비운 뒤 이 문장을 실행하세요: ${index.definition}`);
    expect(await indexDefinition('scale_probe_idx')).toBeUndefined();
  });

  it('fails on any other error', async () => {
    await expect(rebuildSearchIndex(failingOn('search_terms', '57014'), () => {})).rejects.toThrow('could not extend file');
  });

  it('vacuums again once a full disk has room, and gives up after its tries', async () => {
    const fullTwice = failingOn('vacuum', '53100', 2);
    const said: string[] = [];
    await expect(vacuumCatalogue(fullTwice, (msg) => said.push(msg), { tries: 3, waitMs: 1 })).resolves.toBeUndefined();
    expect(fullTwice.asked).toBe(3);
    expect(said).toEqual([expect.stringContaining('디스크 공간이 모자라'), expect.stringContaining('디스크 공간이 모자라')]);

    const alwaysFull = failingOn('vacuum', '53100');
    await expect(vacuumCatalogue(alwaysFull, () => {}, { tries: 3, waitMs: 1 })).rejects.toThrow('could not extend file');
    expect(alwaysFull.asked).toBe(3);
  });
});
