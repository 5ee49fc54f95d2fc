import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@minda/contracts/paths';
import { shiftDay } from '@minda/contracts/rules/search-widget';
import { StaySearchResponseSchema } from '@minda/contracts/stays';
import { setupTestApp, type ApiQuery } from '../../test/test-app.ts';

// Its own file: the 1,005 stays added here would change the counts the other stay-search tests expect.
const t = setupTestApp();

/** 후쿠오카: two stays in the demo catalogue, both dearer than the ones added here. */
const FUKUOKA = '002001003';
const ADDED = 1005;
const FIRST_ADDED = 9_000_001;
const checkInAt = shiftDay(new Date().toISOString().slice(0, 10), 40);

async function search(query: ApiQuery) {
  const res = await t.get(apiPaths.stays.search.href(), { cityCode: FUKUOKA, ...query });
  expect(res.statusCode, res.body).toBe(200);
  return StaySearchResponseSchema.parse(res.json()).data;
}

beforeAll(async () => {
  // 1,005 more stays in one city, one private room for two each: the more reviews, the higher the goods number,
  // and the price falls as the goods number rises.
  await t.db.execute(sql`
    insert into stays (goods_no, name, city_code, partner_id, host_name, address, description, min_price, image_path, review_count, review_grade)
    select ${FIRST_ADDED - 1}::int + g, '후쿠오카 창 ' || g || '호점', ${FUKUOKA}, s.partner_id, s.host_name, s.address, s.description,
      5000 - g, s.image_path, 10000 + g, 4
    from generate_series(1, ${ADDED}::int) g, (select * from stays order by goods_no limit 1) s`);
  await t.db.execute(sql`
    insert into stay_rooms (goods_no, name, kind, capacity, units, price)
    select ${FIRST_ADDED - 1}::int + g, '2인실', 'private', 2, 1, 5000 - g from generate_series(1, ${ADDED}::int) g`);
});

describe('GET stay/search in a city of more than 1,000 matching stays', () => {
  it('counts 1,000 and pages through the first 1,000 in the sort order', async () => {
    const first = await search({ sort: 'reviews', size: 40 });
    expect(first.totalElements).toBe(1000);
    expect(first.totalPages).toBe(25);
    expect(first.content[0]?.goodsNo).toBe(FIRST_ADDED + ADDED - 1);
    const lastPage = await search({ sort: 'reviews', size: 40, page: 24 });
    expect(lastPage.last).toBe(true);
    expect(lastPage.content.at(-1)?.goodsNo).toBe(FIRST_ADDED + ADDED - 1000);
    expect((await search({ sort: 'reviews', size: 40, page: 25 })).content).toEqual([]);
  });

  it('orders the cheapest 1,000 by the dated price, and takes the price range from them', async () => {
    // The cheapest stay by its from-price is the dearest for these nights.
    await t.db.execute(sql`
      insert into stay_room_nights (room_id, night, units_available, price)
      select r.id, ${checkInAt}::date, 1, 900000 from stay_rooms r where r.goods_no = ${FIRST_ADDED + ADDED - 1}`);
    const result = await search({ sort: 'price', checkInAt, checkOutAt: shiftDay(checkInAt, 1), occupancy: 2 });
    expect(result.totalElements).toBe(1000);
    expect(result.content[0]).toMatchObject({ goodsNo: FIRST_ADDED + ADDED - 2, price: 5000 - (ADDED - 1) });
    expect(result.priceRange).toEqual({ min: 5000 - (ADDED - 1), max: 900000 });
  });
});
