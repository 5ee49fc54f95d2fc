import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { apiPaths } from '@minda/contracts/paths';
import { TotalSearchResponseSchema } from '@minda/contracts/search';
import { rowsOf } from '../../platform/sql.ts';
import { untilSearchChangeHeard as soon } from '../../test/search-changed.ts';
import { setupTestApp, type ApiQuery } from '../../test/test-app.ts';

// Its own file: the 1,005 stays added here would change the counts the other total-search tests expect.
const t = setupTestApp();

const FUKUOKA = '002001003';
const FIRST_ADDED = 9_000_001;
const BIG_INSERT_MS = 120_000;

async function search(query: ApiQuery) {
  const res = await t.get(apiPaths.search.total.href(), query);
  expect(res.statusCode, res.body).toBe(200);
  return TotalSearchResponseSchema.parse(res.json()).data;
}

beforeAll(async () => {
  // 1,005 stays in 후쿠오카 named 하카타 (a word no other product has), the more reviews the higher the number.
  await t.db.execute(sql`
    insert into stays (goods_no, name, city_code, partner_id, host_name, address, description, min_price, image_path, review_count)
    select ${FIRST_ADDED - 1}::int + g, '하카타 ' || g || '호점', ${FUKUOKA}, s.partner_id, s.host_name, s.address, s.description,
      s.min_price, s.image_path, 10000 + g
    from generate_series(1, 1005) g, (select * from stays order by goods_no limit 1) s`);
});

describe('GET main/search/total with more than 1,000 matches', () => {
  it('counts 1,000 by name and by city, and lists the most reviewed first', async () => {
    const byName = await search({ keyword: '하카타', searchCls: 'minbak' });
    expect(byName.counts.minbak).toBe(1000);
    expect(byName.totalPages).toBe(50);
    expect(byName.stays[0]?.goodsNo).toBe(FIRST_ADDED + 1004);
    const byCity = await search({ keyword: '후쿠오카' });
    expect(byCity.counts.minbak).toBe(1000);
    expect(byCity.stays.map((s) => s.goodsNo)).toEqual([FIRST_ADDED + 1004, FIRST_ADDED + 1003, FIRST_ADDED + 1002, FIRST_ADDED + 1001]);
  });

  it('by price and by grade lists the cheapest and the best rated of every match, not of the first 1,000 found', async () => {
    // Prices and grades that follow neither the numbers nor the reviews: the order comes from the sort alone.
    const price = (g: number) => 50_000 + ((g * 7919) % 1005) * 100;
    const grade = (g: number) => ((g * 31) % 50) / 10;
    await t.db.execute(sql`update stays set min_price = 50000 + ((goods_no - ${FIRST_ADDED - 1}) * 7919 % 1005) * 100,
      review_grade = ((goods_no - ${FIRST_ADDED - 1}) * 31 % 50) / 10.0
      where goods_no between ${FIRST_ADDED} and ${FIRST_ADDED + 1004}`);
    const all = Array.from({ length: 1005 }, (_, i) => i + 1);
    const cheapest = [...all].sort((a, b) => price(a) - price(b) || a - b).map((g) => FIRST_ADDED - 1 + g);
    const best = [...all].sort((a, b) => grade(b) - grade(a) || b - a).map((g) => FIRST_ADDED - 1 + g);

    const byPrice = await search({ keyword: '하카타', searchCls: 'minbak', sortCls: 'price' });
    expect(byPrice.counts.minbak).toBe(1000);
    expect(byPrice.stays.map((s) => s.goodsNo)).toEqual(cheapest.slice(0, 20));
    const thirdPage = await search({ keyword: '하카타', searchCls: 'minbak', sortCls: 'price', Page: 2 });
    expect(thirdPage.stays.map((s) => s.goodsNo)).toEqual(cheapest.slice(40, 60));
    const byGrade = await search({ keyword: '하카타', searchCls: 'minbak', sortCls: 'grade' });
    expect(byGrade.stays.map((s) => s.goodsNo)).toEqual(best.slice(0, 20));
    // The pages end with the count's 1,000, and a page past them still says how many there are.
    const past = await search({ keyword: '하카타', searchCls: 'minbak', sortCls: 'price', Page: 50 });
    expect(past.stays).toEqual([]);
    expect(past.counts.minbak).toBe(1000);
  });

  it('answers a narrower keyword exactly', async () => {
    expect((await search({ keyword: '하카타 1004호점' })).counts.minbak).toBe(1);
  });

  it('lists the most reviewed first when products share a name, however its other products are reviewed', async () => {
    // A second 하카타 1호점, the most reviewed of all: its name now weighs 20,000, while the first 1호점 has the fewest
    // reviews of the 1,005 and must stay off the first pages.
    await t.db.execute(sql`
      insert into stays (goods_no, name, city_code, partner_id, host_name, address, description, min_price, image_path, review_count)
      select 9400001, '하카타 1호점', ${FUKUOKA}, s.partner_id, s.host_name, s.address, s.description, s.min_price, s.image_path, 20000
      from (select * from stays order by goods_no limit 1) s`);
    onTestFinished(async () => {
      await t.db.execute(sql`delete from stays where goods_no = 9400001`);
    });
    const mostReviewed = (n: number) => Array.from({ length: n }, (_, i) => FIRST_ADDED + 1004 - i);
    const byReviews = await search({ keyword: '하카타', searchCls: 'minbak', sortCls: 'review' });
    expect(byReviews.counts.minbak).toBe(1000);
    expect(byReviews.stays.map((s) => s.goodsNo)).toEqual([9400001, ...mostReviewed(19)]);
    const all = await search({ keyword: '하카타' });
    expect(all.stays.map((s) => s.goodsNo)).toEqual([9400001, ...mostReviewed(3)]);

    // The eleven least reviewed taken off sale (the first 1호점 among them, its name still on sale through the second):
    // 995 on sale, counted exactly.
    await t.db.execute(sql`update stays set is_active = false where goods_no between ${FIRST_ADDED} and ${FIRST_ADDED + 10}`);
    onTestFinished(async () => {
      await t.db.execute(sql`update stays set is_active = true where goods_no between ${FIRST_ADDED} and ${FIRST_ADDED + 10}`);
    });
    // The same address was answered above and cached: the answer follows once the database's announcement of the
    // write is heard, which PostgreSQL delivers a moment after the commit.
    await expect.poll(async () => (await search({ keyword: '하카타', searchCls: 'minbak', sortCls: 'review' })).counts.minbak, soon).toBe(995);
    const onSale = await search({ keyword: '하카타', searchCls: 'minbak', sortCls: 'review' });
    expect(onSale.stays.map((s) => s.goodsNo)).toEqual([9400001, ...mostReviewed(19)]);
  });

  it('by relevance lists the name matches among the 1,000 most reviewed first, and none beyond them', async () => {
    // In 후쿠오카: three named for both words, one of them the most reviewed of all, and twelve for the city alone (so
    // 후쿠오카, with its city's stays, has more candidates than 하카타's 1,008 names, which are then read whole).
    await t.db.execute(sql`
      insert into stays (goods_no, name, city_code, partner_id, host_name, address, description, min_price, image_path, review_count)
      select 9050000 + g, case when g <= 3 then '하카타 후쿠오카 신관 ' || g else '후쿠오카 게스트하우스 ' || g end, ${FUKUOKA},
        s.partner_id, s.host_name, s.address, s.description, s.min_price, s.image_path, case when g = 2 then 50000 else 0 end
      from generate_series(1, 15) g, (select * from stays order by goods_no limit 1) s`);
    onTestFinished(async () => {
      await t.db.execute(sql`delete from stays where goods_no between 9050001 and 9050015`);
    });
    // The window is the 1,000 most reviewed of the 1,008 matches (each 하카타 stay matches 후쿠오카 by its city): the
    // one named for both words first, then the reviews' order; the two without reviews are on no page.
    const first = await search({ keyword: '하카타 후쿠오카', searchCls: 'minbak' });
    expect(first.counts.minbak).toBe(1000);
    expect(first.stays.map((s) => s.goodsNo)).toEqual([9050002, ...Array.from({ length: 19 }, (_, i) => FIRST_ADDED + 1004 - i)]);
    const last = await search({ keyword: '하카타 후쿠오카', searchCls: 'minbak', Page: 49 });
    expect(last.stays.map((s) => s.goodsNo)).toEqual(Array.from({ length: 20 }, (_, i) => FIRST_ADDED + 25 - i));
  });

  it('walks one city and the few names elsewhere when a word names a city, and a city tab within it', async () => {
    // Outside 후쿠오카 but named for it, more reviewed than any stay there: in the window by its name.
    await t.db.execute(sql`
      insert into stays (goods_no, name, city_code, partner_id, host_name, address, description, min_price, image_path, review_count)
      select 9100001, '후쿠오카 별관 1호점', c.code, s.partner_id, s.host_name, s.address, s.description, s.min_price, s.image_path, 20000
      from (select * from stays order by goods_no limit 1) s, (select code from cities where code <> ${FUKUOKA} order by code limit 1) c`);
    onTestFinished(async () => {
      await t.db.execute(sql`delete from stays where goods_no = 9100001`);
    });
    const both = await search({ keyword: '후쿠오카 호점', searchCls: 'minbak' });
    expect(both.counts.minbak).toBe(1000);
    expect(both.stays.slice(0, 3).map((s) => s.goodsNo)).toEqual([9100001, FIRST_ADDED + 1004, FIRST_ADDED + 1003]);
    const byReviews = await search({ keyword: '호점 후쿠오카', searchCls: 'minbak', sortCls: 'review' });
    expect(byReviews.stays.slice(0, 2).map((s) => s.goodsNo)).toEqual([9100001, FIRST_ADDED + 1004]);
    // The city tab keeps to the city: the stay named for it elsewhere is not listed.
    const inCity = await search({ keyword: '호점', searchCls: 'minbak', category: FUKUOKA });
    expect(inCity.counts.minbak).toBe(1000);
    expect(inCity.stays[0]?.goodsNo).toBe(FIRST_ADDED + 1004);
  });

  it('by relevance on a city word lists the window\'s name matches first, however they are reviewed, and none beyond it', async () => {
    // In 후쿠오카, 30 stays named for it whose reviews interleave with the 하카타 stays'; elsewhere, one named for it with
    // no reviews, behind the 1,000 most reviewed matches, and one the most reviewed of all.
    await t.db.execute(sql`
      insert into stays (goods_no, name, city_code, partner_id, host_name, address, description, min_price, image_path, review_count)
      select 9500000 + g, '후쿠오카 신관 ' || g, ${FUKUOKA}, s.partner_id, s.host_name, s.address, s.description, s.min_price, s.image_path,
        10100 + 30 * g
      from generate_series(1, 30) g, (select * from stays order by goods_no limit 1) s`);
    await t.db.execute(sql`
      insert into stays (goods_no, name, city_code, partner_id, host_name, address, description, min_price, image_path, review_count)
      select 9500000 + g, case when g = 99 then '후쿠오카 별관' else '후쿠오카 외곽 민박' end, c.code, s.partner_id, s.host_name, s.address,
        s.description, s.min_price, s.image_path, case when g = 99 then 20000 else 0 end
      from generate_series(99, 100) g, (select * from stays order by goods_no limit 1) s,
        (select code from cities where code <> ${FUKUOKA} order by code limit 1) c`);
    onTestFinished(async () => {
      await t.db.execute(sql`delete from stays where goods_no between 9500001 and 9500100`);
    });
    const named = [9500099, ...Array.from({ length: 30 }, (_, i) => 9500030 - i)];
    const first = await search({ keyword: '후쿠오카', searchCls: 'minbak' });
    expect(first.counts.minbak).toBe(1000);
    expect(first.stays.map((s) => s.goodsNo)).toEqual(named.slice(0, 20));
    const second = await search({ keyword: '후쿠오카', searchCls: 'minbak', Page: 1 });
    expect(second.stays.map((s) => s.goodsNo)).toEqual([...named.slice(20), ...Array.from({ length: 9 }, (_, i) => FIRST_ADDED + 1004 - i)]);
    const all = await search({ keyword: '후쿠오카' });
    expect(all.stays.map((s) => s.goodsNo)).toEqual(named.slice(0, 4));
  });

  it('by price and by grade on a city word lists the city\'s cheapest and best rated with those named for it elsewhere, page by page', async () => {
    // Elsewhere, named for 후쿠오카: the cheapest of all, and one rated 5.0 at a price among the city's.
    await t.db.execute(sql`
      insert into stays (goods_no, name, city_code, partner_id, host_name, address, description, min_price, image_path, review_count, review_grade)
      select 9600000 + g, '후쿠오카 근교 ' || g, c.code, s.partner_id, s.host_name, s.address, s.description,
        case when g = 1 then 1000 else 60000 end, s.image_path, 5, case when g = 1 then 1.0 else 5.0 end
      from generate_series(1, 2) g, (select * from stays order by goods_no limit 1) s,
        (select code from cities where code <> ${FUKUOKA} order by code limit 1) c`);
    onTestFinished(async () => {
      await t.db.execute(sql`delete from stays where goods_no between 9600001 and 9600002`);
    });
    // Every match, read plainly: the city's active stays and the active ones named for it.
    const matches = rowsOf<{ id: number; price: number; grade: number; reviews: number }>(await t.db.execute(sql`select goods_no as id,
      min_price as price, review_grade::float as grade, review_count as reviews
      from stays where is_active and (city_code = ${FUKUOKA} or name like '%후쿠오카%')`));
    expect(matches.length).toBeGreaterThan(1000);
    const cheapest = [...matches].sort((a, b) => a.price - b.price || a.id - b.id).map((m) => m.id);
    const best = [...matches].sort((a, b) => b.grade - a.grade || b.reviews - a.reviews || a.id - b.id).map((m) => m.id);
    expect(cheapest[0]).toBe(9600001);
    expect(best).toContain(9600002);

    for (const [sortCls, order] of [['price', cheapest], ['grade', best]] as const) {
      const first = await search({ keyword: '후쿠오카', searchCls: 'minbak', sortCls });
      expect(first.counts.minbak).toBe(1000);
      expect(first.stays.map((s) => s.goodsNo)).toEqual(order.slice(0, 20));
      const third = await search({ keyword: '후쿠오카', searchCls: 'minbak', sortCls, Page: 2 });
      expect(third.stays.map((s) => s.goodsNo)).toEqual(order.slice(40, 60));
    }

    // With a second word, the city's stays count only where their names hold it too (1호점: 1, 11, 21, … 1001).
    const narrower = rowsOf<{ id: number; price: number }>(await t.db.execute(sql`select goods_no as id, min_price as price from stays
      where is_active and (city_code = ${FUKUOKA} or name like '%후쿠오카%') and name like '%1호점%'`));
    expect(narrower.length).toBeGreaterThan(100);
    expect(narrower.length).toBeLessThan(1000);
    const byPrice = await search({ keyword: '후쿠오카 1호점', searchCls: 'minbak', sortCls: 'price' });
    expect(byPrice.counts.minbak).toBe(narrower.length);
    expect(byPrice.stays.map((s) => s.goodsNo)).toEqual([...narrower].sort((a, b) => a.price - b.price || a.id - b.id).slice(0, 20).map((m) => m.id));
  });

  it('walks a city\'s hotels and puts those whose English name holds the word first', async () => {
    // 1,005 hotels in 후쿠오카 named for 하카타 in both languages, and three named Fukuoka only in English, reviewed in
    // the middle: 'fukuoka' names the city, so its hotels are walked by reviews, each hotel's two names at once.
    const FIRST_HOTEL = 9_300_001;
    await t.db.execute(sql`
      insert into hotels (uuid, property_id, name_ko, name_en, city_code, address, star_rating, review_count,
        min_base_price_before_discount, thumbnail_path, latitude, longitude, category_id)
      select gen_random_uuid(), ${FIRST_HOTEL - 1}::int + g,
        case when g > 1005 then '하카타 베이 ' || g else '하카타 호텔 ' || g end,
        case when g > 1005 then 'Fukuoka Bay ' || g else 'Hakata Hotel ' || g end,
        ${FUKUOKA}, h.address, h.star_rating, case when g > 1005 then 9495 + g else 10000 + g end,
        h.min_base_price_before_discount, h.thumbnail_path, h.latitude, h.longitude, h.category_id
      from generate_series(1, 1008) g, (select * from hotels order by property_id limit 1) h`);
    onTestFinished(async () => {
      await t.db.execute(sql`delete from hotels where property_id between ${FIRST_HOTEL} and ${FIRST_HOTEL + 1007}`);
    });
    const first = await search({ keyword: 'fukuoka', searchCls: 'hotel' });
    expect(first.counts.hotel).toBe(1000);
    expect(first.hotels.slice(0, 5).map((h) => h.propertyId)).toEqual([
      FIRST_HOTEL + 1007, FIRST_HOTEL + 1006, FIRST_HOTEL + 1005, FIRST_HOTEL + 1004, FIRST_HOTEL + 1003,
    ]);
  });

  it('matches a hotel whose Korean name holds one word and its English name the other', async () => {
    // 1,010 hotels named 하카타 in Korean; in English, 1,005 Bay and, the most reviewed, five Sea. Both words have over
    // 1,000 names, so they are not read whole: the narrower word's names best first, each hotel's two names together.
    const FIRST_HOTEL = 9_800_001;
    await t.db.execute(sql`
      insert into hotels (uuid, property_id, name_ko, name_en, city_code, address, star_rating, review_count,
        min_base_price_before_discount, thumbnail_path, latitude, longitude, category_id)
      select gen_random_uuid(), ${FIRST_HOTEL - 1}::int + g, '하카타 ' || g, case when g > 1005 then 'Sea ' || g else 'Bay ' || g end,
        ${FUKUOKA}, h.address, h.star_rating, 20000 + g, h.min_base_price_before_discount, h.thumbnail_path, h.latitude, h.longitude, h.category_id
      from generate_series(1, 1010) g, (select * from hotels order by property_id limit 1) h`);
    onTestFinished(async () => {
      await t.db.execute(sql`delete from hotels where property_id between ${FIRST_HOTEL} and ${FIRST_HOTEL + 1009}`);
    });
    const bay = Array.from({ length: 1005 }, (_, i) => FIRST_HOTEL + 1004 - i);
    for (const keyword of ['하카타 bay', 'bay 하카타']) {
      const first = await search({ keyword, searchCls: 'hotel' });
      expect(first.counts.hotel).toBe(1000);
      expect(first.hotels.map((h) => h.propertyId)).toEqual(bay.slice(0, 20));
    }
    const last = await search({ keyword: '하카타 bay', searchCls: 'hotel', Page: 49 });
    expect(last.hotels.map((h) => h.propertyId)).toEqual(bay.slice(980, 1000));
  });

  it('finds a Korean word in a hotel\'s English name when that name is written partly in Korean', async () => {
    // 1,001 hotels named 하카타 in Korean and 모지코 Bay in English, and one more named 모지코 in Korean: both words have over
    // 1,000 names, 하카타 the fewest, so its Korean names are read and each hotel's English name checked for 모지코.
    const FIRST_HOTEL = 9_850_001;
    const COUNT = 1001;
    const price = (g: number) => 50_000 + ((g * 53) % COUNT);
    await t.db.execute(sql`
      insert into hotels (uuid, property_id, name_ko, name_en, city_code, address, star_rating, review_count,
        min_base_price_before_discount, thumbnail_path, latitude, longitude, category_id)
      select gen_random_uuid(), ${FIRST_HOTEL - 1}::int + g, case when g <= ${COUNT} then '하카타 ' || g else '모지코 ' || g end,
        case when g <= ${COUNT} then '모지코 Bay ' || g else 'Moji ' || g end, ${FUKUOKA}, h.address, h.star_rating, 20000 + g,
        50000 + g * 53 % ${COUNT}, h.thumbnail_path, h.latitude, h.longitude, h.category_id
      from generate_series(1, ${COUNT + 1}) g, (select * from hotels order by property_id limit 1) h`);
    onTestFinished(async () => {
      await t.db.execute(sql`delete from hotels where property_id between ${FIRST_HOTEL} and ${FIRST_HOTEL + COUNT}`);
    });
    const ids = Array.from({ length: COUNT }, (_, i) => i + 1);
    const mostReviewed = ids.toReversed().map((g) => FIRST_HOTEL - 1 + g);
    const cheapest = ids.toSorted((a, b) => price(a) - price(b) || a - b).map((g) => FIRST_HOTEL - 1 + g);

    const first = await search({ keyword: '하카타 모지코', searchCls: 'hotel' });
    expect(first.counts.hotel).toBe(1000);
    expect(first.hotels.map((h) => h.propertyId)).toEqual(mostReviewed.slice(0, 20));
    const byPrice = await search({ keyword: '모지코 하카타', searchCls: 'hotel', sortCls: 'price' });
    expect(byPrice.counts.hotel).toBe(1000);
    expect(byPrice.hotels.map((h) => h.propertyId)).toEqual(cheapest.slice(0, 20));
  });

  it('on a city word that every product of the city is named for, finds those named for it elsewhere as names and cities change', async () => {
    // Every 하카타 stay renamed for its city too: 후쿠오카 is now over 1,000 names. Elsewhere, one named for both words, the
    // most reviewed of all, and a branch named for 하카타 alone.
    const ELSEWHERE = 9_700_001;
    const city = rowsOf<{ code: string }>(await t.db.execute(sql`select code from cities where code <> ${FUKUOKA} order by code limit 1`))[0]!.code;
    await t.db.execute(sql`update stays set name = '후쿠오카 ' || name where goods_no between ${FIRST_ADDED} and ${FIRST_ADDED + 1004}`);
    await t.db.execute(sql`
      insert into stays (goods_no, name, city_code, partner_id, host_name, address, description, min_price, image_path, review_count)
      select ${ELSEWHERE - 1}::int + g, case when g = 1 then '후쿠오카 하카타 별관' else '하카타 별관 1호점' end, ${city}, s.partner_id, s.host_name,
        s.address, s.description, s.min_price, s.image_path, 20000 - g
      from generate_series(1, 2) g, (select * from stays order by goods_no limit 1) s`);
    onTestFinished(async () => {
      await t.db.execute(sql`update cities set name_ko = '후쿠오카' where code = ${FUKUOKA}`);
      await t.db.execute(sql`delete from stays where goods_no between ${ELSEWHERE} and ${ELSEWHERE + 1}`);
      await t.db.execute(sql`update stays set name = substr(name, 6), city_code = ${FUKUOKA} where goods_no between ${FIRST_ADDED} and ${FIRST_ADDED + 1004}`);
    });
    const firstIds = async (keyword: string) => (await search({ keyword, searchCls: 'minbak' })).stays.slice(0, 3).map((s) => s.goodsNo);
    expect((await search({ keyword: '후쿠오카 하카타', searchCls: 'minbak' })).counts.minbak).toBe(1000);
    expect(await firstIds('후쿠오카 하카타')).toEqual([ELSEWHERE, FIRST_ADDED + 1004, FIRST_ADDED + 1003]);

    // The most reviewed of the city's moves away: its name still holds the city's.
    await t.db.execute(sql`update stays set city_code = ${city} where goods_no = ${FIRST_ADDED + 1004}`);
    await expect.poll(() => firstIds('후쿠오카 하카타'), soon).toEqual([ELSEWHERE, FIRST_ADDED + 1004, FIRST_ADDED + 1003]);
    await expect.poll(() => firstIds('하카타 후쿠오카'), soon).toEqual([ELSEWHERE, FIRST_ADDED + 1004, FIRST_ADDED + 1003]);

    // The city renamed 하카타: the branch named 하카타 elsewhere is now named for the city, and found beside it.
    await t.db.execute(sql`update cities set name_ko = '하카타' where code = ${FUKUOKA}`);
    await expect.poll(() => firstIds('하카타 호점'), soon).toEqual([ELSEWHERE + 1, FIRST_ADDED + 1004, FIRST_ADDED + 1003]);
  });

  // These two insert 4,000 names or more each, whose search index (names, grams, terms) PGlite builds inside the
  // insert on one thread: about 18 s alone, past 30 s beside other suites under CI's load.
  it('on two words of over 5,000 names each lists the most reviewed of the products named for both, and counts them exactly when few', { timeout: BIG_INSERT_MS }, async () => {
    // 5,100 stays named 모지코 료칸, reviewed and priced in no order of their numbers, and 300 named 모지코 alone, the most
    // reviewed and the cheapest of all: each word has over 5,000 names, neither is a city.
    const FIRST = 9_400_001;
    const BOTH = 5100;
    await t.db.execute(sql`
      insert into stays (goods_no, name, city_code, partner_id, host_name, address, description, min_price, image_path, review_count)
      select ${FIRST - 1}::int + g, case when g <= ${BOTH} then '모지코 료칸 ' || g else '모지코 ' || g end, c.code, s.partner_id,
        s.host_name, s.address, s.description, case when g <= ${BOTH} then 50000 + g * 53 % ${BOTH} else 1000 end, s.image_path,
        case when g <= ${BOTH} then g * 37 % ${BOTH} else 100000 + g end
      from generate_series(1, ${BOTH + 300}) g, (select * from stays order by goods_no limit 1) s,
        (select code from cities where code <> ${FUKUOKA} order by code limit 1) c`);
    const reviews = (g: number) => (g * 37) % BOTH;
    const mostReviewed = (from: number) => Array.from({ length: BOTH - from + 1 }, (_, i) => from + i)
      .sort((a, b) => reviews(b) - reviews(a) || a - b).map((g) => FIRST - 1 + g);

    const both = mostReviewed(1);
    const first = await search({ keyword: '모지코 료칸', searchCls: 'minbak' });
    expect(first.counts.minbak).toBe(1000);
    expect(first.stays.map((s) => s.goodsNo)).toEqual(both.slice(0, 20));
    const last = await search({ keyword: '료칸 모지코', searchCls: 'minbak', sortCls: 'review', Page: 49 });
    expect(last.stays.map((s) => s.goodsNo)).toEqual(both.slice(980, 1000));
    // By price the cheapest of all 5,100, wherever they come by reviews.
    const price = (g: number) => 50_000 + ((g * 53) % BOTH);
    const cheapest = Array.from({ length: BOTH }, (_, i) => i + 1).sort((a, b) => price(a) - price(b) || a - b).map((g) => FIRST - 1 + g);
    const byPrice = await search({ keyword: '모지코 료칸', searchCls: 'minbak', sortCls: 'price' });
    expect(byPrice.counts.minbak).toBe(1000);
    expect(byPrice.stays.map((s) => s.goodsNo)).toEqual(cheapest.slice(0, 20));

    // All but 300 renamed: their old names stay in the index, so each word still has over 5,000 names, and the 300 are
    // every match there is.
    await t.db.execute(sql`update stays set name = '벳푸 ' || goods_no where goods_no between ${FIRST} and ${FIRST + BOTH - 301}`);
    const few = mostReviewed(BOTH - 299);
    const counted = await search({ keyword: '모지코 료칸', searchCls: 'minbak', Page: 14 });
    expect(counted.counts.minbak).toBe(300);
    expect(counted.stays.map((s) => s.goodsNo)).toEqual(few.slice(280, 300));
    expect((await search({ keyword: '모지코 료칸', searchCls: 'minbak' })).stays.map((s) => s.goodsNo)).toEqual(few.slice(0, 20));
  });

  it('over more names than are read whole, walks the line in each sort\'s order as prices and grades change, and counts the few on sale', { timeout: BIG_INSERT_MS }, async () => {
    // 4,200 more 하카타 stays elsewhere: over 5,000 names, so the line is walked in the sort's order, not read whole.
    // Their prices interleave with the first 1,005's above 60,000; grades and reviews follow neither.
    const MORE = 4200;
    const FIRST_MORE = 9_200_001;
    await t.db.execute(sql`
      insert into stays (goods_no, name, city_code, partner_id, host_name, address, description, min_price, image_path, review_count, review_grade)
      select ${FIRST_MORE - 1}::int + g, '하카타 별관 ' || g, c.code, s.partner_id, s.host_name, s.address, s.description,
        60000 + (g * 4099 % ${MORE}) * 10, s.image_path, g % 7, (g * 17 % 41) / 10.0
      from generate_series(1, ${MORE}) g, (select * from stays order by goods_no limit 1) s,
        (select code from cities where code <> ${FUKUOKA} order by code limit 1) c`);
    // Then by SQL, as an operator or a review would: one made the cheapest of all, another the best rated.
    await t.db.execute(sql`update stays set min_price = 1000 where goods_no = ${FIRST_MORE + MORE - 1}`);
    await t.db.execute(sql`update stays set review_grade = 5 where goods_no = ${FIRST_MORE + 1999}`);

    type Stay = { id: number; price: number; grade: number; reviews: number };
    const stays: Stay[] = [
      ...Array.from({ length: 1005 }, (_, i) => ({
        id: FIRST_ADDED + i, price: 50_000 + (((i + 1) * 7919) % 1005) * 100, grade: (((i + 1) * 31) % 50) / 10, reviews: 10_000 + i + 1,
      })),
      ...Array.from({ length: MORE }, (_, i) => ({
        id: FIRST_MORE + i, price: 60_000 + (((i + 1) * 4099) % MORE) * 10, grade: (((i + 1) * 17) % 41) / 10, reviews: (i + 1) % 7,
      })),
    ].map((s) => (s.id === FIRST_MORE + MORE - 1 ? { ...s, price: 1000 } : s.id === FIRST_MORE + 1999 ? { ...s, grade: 5 } : s));
    const cheapest = [...stays].sort((a, b) => a.price - b.price || a.id - b.id).map((s) => s.id);
    const best = [...stays].sort((a, b) => b.grade - a.grade || b.reviews - a.reviews || a.id - b.id).map((s) => s.id);

    const byPrice = await search({ keyword: '하카타', searchCls: 'minbak', sortCls: 'price' });
    expect(byPrice.counts.minbak).toBe(1000);
    expect(byPrice.stays.map((s) => s.goodsNo)).toEqual(cheapest.slice(0, 20));
    expect(byPrice.stays[0]?.goodsNo).toBe(FIRST_MORE + MORE - 1);
    const interleaved = await search({ keyword: '하카타', searchCls: 'minbak', sortCls: 'price', Page: 6 });
    expect(interleaved.stays.map((s) => s.goodsNo)).toEqual(cheapest.slice(120, 140));
    const byGrade = await search({ keyword: '하카타', searchCls: 'minbak', sortCls: 'grade' });
    expect(byGrade.stays.map((s) => s.goodsNo)).toEqual(best.slice(0, 20));
    expect(byGrade.stays[0]?.goodsNo).toBe(FIRST_MORE + 1999);

    // By relevance and by reviews the same walk, in the reviews' order: the first 1,005 come first, the window ends
    // with the 1,000th, and a page past it still counts them.
    const mostReviewed = [...stays].sort((a, b) => b.reviews - a.reviews || a.id - b.id).map((s) => s.id);
    const all = await search({ keyword: '하카타' });
    expect(all.counts.minbak).toBe(1000);
    expect(all.stays.map((s) => s.goodsNo)).toEqual(mostReviewed.slice(0, 4));
    const lastPage = await search({ keyword: '하카타', searchCls: 'minbak', Page: 49 });
    expect(lastPage.stays.map((s) => s.goodsNo)).toEqual(mostReviewed.slice(980, 1000));
    const byReviews = await search({ keyword: '하카타', searchCls: 'minbak', sortCls: 'review', Page: 3 });
    expect(byReviews.stays.map((s) => s.goodsNo)).toEqual(mostReviewed.slice(60, 80));
    const past = await search({ keyword: '하카타', searchCls: 'minbak', Page: 50 });
    expect(past.stays).toEqual([]);
    expect(past.counts.minbak).toBe(1000);

    // Off sale but for 995: still over 5,000 names, but too few on sale to say "1,000+" unread, so they are counted.
    await t.db.execute(sql`update stays set is_active = false where goods_no between ${FIRST_MORE} and ${FIRST_MORE + MORE - 1}
      or goods_no between ${FIRST_ADDED} and ${FIRST_ADDED + 9}`);
    const onSale = mostReviewed.filter((id) => id > FIRST_ADDED + 9 && id < FIRST_MORE);
    const fewer = await search({ keyword: '하카타', searchCls: 'minbak', sortCls: 'review', Page: 49 });
    expect(fewer.counts.minbak).toBe(995);
    expect(fewer.stays.map((s) => s.goodsNo)).toEqual(onSale.slice(980, 995));
  });

  it('by price and by grade on a word of 1,000 names lists them in order, where they come first on the line and where they come last', { timeout: BIG_INSERT_MS }, async () => {
    // 1,000 stays named 나가사키, the dearest and the worst rated of the line, and 3,000 cheaper, better rated ones
    // named otherwise; with the 4,200 of the test before back on sale, some 8,700 stays come before them in either order.
    await t.db.execute(sql`update stays set is_active = true where goods_no between 9200001 and 9204200`);
    await t.db.execute(sql`
      insert into stays (goods_no, name, city_code, partner_id, host_name, address, description, min_price, image_path, review_count, review_grade)
      select 9300000 + g, case when g <= 1000 then '나가사키 ' || g else '오이타 온천 ' || g end, c.code, s.partner_id, s.host_name,
        s.address, s.description, case when g <= 1000 then 900000 + (g * 7 % 1000) * 10 else 1000 + g end, s.image_path, g % 5,
        case when g <= 1000 then (g % 3) / 10.0 else 4.9 end
      from generate_series(1, 4000) g, (select * from stays order by goods_no limit 1) s,
        (select code from cities where code <> ${FUKUOKA} order by code limit 1) c`);
    const named = Array.from({ length: 1000 }, (_, i) => ({ id: 9_300_001 + i, price: 900_000 + (((i + 1) * 7) % 1000) * 10, grade: ((i + 1) % 3) / 10, reviews: (i + 1) % 5 }));
    const cheapest = [...named].sort((a, b) => a.price - b.price || a.id - b.id).map((s) => s.id);
    const best = [...named].sort((a, b) => b.grade - a.grade || b.reviews - a.reviews || a.id - b.id).map((s) => s.id);
    for (const [sortCls, order] of [['price', cheapest], ['grade', best]] as const) {
      const first = await search({ keyword: '나가사키', searchCls: 'minbak', sortCls });
      expect(first.counts.minbak).toBe(1000);
      expect(first.stays.map((s) => s.goodsNo)).toEqual(order.slice(0, 20));
      const last = await search({ keyword: '나가사키', searchCls: 'minbak', sortCls, Page: 49 });
      expect(last.stays.map((s) => s.goodsNo)).toEqual(order.slice(980, 1000));
    }

    // The same names first on the line: the cheapest and the best rated of all.
    await t.db.execute(sql`update stays set min_price = min_price - 899500, review_grade = 5 - review_grade where goods_no between 9300001 and 9301000`);
    const first = await search({ keyword: '나가사키', searchCls: 'minbak', sortCls: 'price', Page: 1 });
    expect(first.stays.map((s) => s.goodsNo)).toEqual(cheapest.slice(20, 40));
  });
});
