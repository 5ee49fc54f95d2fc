import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, apiUrl, withQuery } from '@minda/contracts/paths';
import { TotalSearchResponseSchema } from '@minda/contracts/search';
import { storesDuring } from '../../test/cache-stores.ts';
import { loginAs, visitorHeaders, type CallerHeaders } from '../../test/login-as.ts';
import { untilSearchChangeHeard as soon } from '../../test/search-changed.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { rowsOf } from '../../platform/sql.ts';

const t = setupTestApp();

async function search(query: Record<string, string | number>, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: apiUrl(withQuery(apiPaths.search.total.href(), query)), headers });
  expect(res.statusCode, res.body).toBe(200);
  return TotalSearchResponseSchema.parse(res.json()).data;
}

const count = async (statement: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await t.db.execute(statement))[0]!.n;

/** Products of a line in Paris or with 파리 in their name: the keyword matches by name or by city. */
const expectedParis = {
  minbak: () => count(sql`select count(*)::int as n from stays where is_active and (name like '%파리%' or city_code = '001002001')`),
  tour: () => count(sql`select count(*)::int as n from tours where is_active and (name like '%파리%' or city_code = '001002001')`),
  hotel: () => count(sql`select count(*)::int as n from hotels where name_ko like '%파리%' or city_code = '001002001'`),
};

describe('GET main/search/total', () => {
  it('counts every line and previews the first few of each on the all tab', async () => {
    const data = await search({ keyword: '파리' });
    expect(data.counts).toEqual({ minbak: await expectedParis.minbak(), tour: await expectedParis.tour(), hotel: await expectedParis.hotel() });
    expect(data.counts.minbak).toBeGreaterThan(20);
    expect(data.stays).toHaveLength(4);
    expect(data.tours).toHaveLength(4);
    expect(data.hotels).toHaveLength(4);
    expect(data.totalPages).toBe(1);
    // Relevance: names that match come first.
    expect(data.stays[0]!.goodsName).toContain('파리');
  });

  it('matches on the first 5 words of the keyword and ignores the rest', async () => {
    const paris = (await search({ keyword: '파리' })).counts;
    expect((await search({ keyword: '파리 파리 파리 파리 파리 qqzzxq' })).counts).toEqual(paris);
    expect((await search({ keyword: '파리 파리 파리 파리 qqzzxq' })).counts).toEqual({ minbak: 0, tour: 0, hotel: 0 });
  });

  it('pages one line at a time, without overlap, and sorts by price, grade or reviews', async () => {
    const first = await search({ keyword: '파리', searchCls: 'minbak', sortCls: 'price', Page: 0 });
    const second = await search({ keyword: '파리', searchCls: 'minbak', sortCls: 'price', Page: 1 });
    expect(first.stays).toHaveLength(20);
    expect(first.tours).toEqual([]);
    expect(first.hotels).toEqual([]);
    expect(first.totalPages).toBe(Math.ceil(first.counts.minbak / 20));
    const prices = [...first.stays, ...second.stays].map((s) => s.minPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const ids = [...first.stays, ...second.stays].map((s) => s.goodsNo);
    expect(new Set(ids).size).toBe(ids.length);

    const graded = (await search({ keyword: '파리', searchCls: 'tour', sortCls: 'grade' })).tours.map((x) => x.reviewGrade);
    expect(graded).toEqual([...graded].sort((a, b) => b - a));
    const reviewed = (await search({ keyword: '파리', searchCls: 'hotel', sortCls: 'review' })).hotels.map((x) => x.reviewCount);
    expect(reviewed).toEqual([...reviewed].sort((a, b) => b - a));
  });

  it('puts sold-out tours last when sorting by price', async () => {
    const { tours, counts } = await search({ keyword: '파리', searchCls: 'tour', sortCls: 'price', Page: 0 });
    const pages = Math.ceil(counts.tour / 20);
    const last = await search({ keyword: '파리', searchCls: 'tour', sortCls: 'price', Page: pages - 1 });
    const all = pages === 1 ? tours : [...tours, ...last.tours];
    const soldOut = all.findIndex((x) => x.salePrice === 0);
    if (soldOut >= 0) expect(all.slice(soldOut).every((x) => x.salePrice === 0)).toBe(true);
    expect(all[0]!.salePrice).toBeGreaterThan(0);
  });

  it('answers a page past the end with no cards and the real count', async () => {
    const data = await search({ keyword: '파리', searchCls: 'hotel', Page: 99 });
    expect(data.hotels).toEqual([]);
    expect(data.counts.hotel).toBe(await expectedParis.hotel());
  });

  it('narrows to a city code, and ignores the tab names the header sends as category', async () => {
    const nice = await search({ keyword: '프랑스', category: '001002002' });
    expect(nice.category).toBe('001002002');
    expect(nice.stays.length).toBeGreaterThan(0);
    for (const s of nice.stays) expect(s.category).toBe('001002002');
    const fromHeader = await search({ keyword: '파리', category: 'tour' });
    expect(fromHeader.category).toBe('');
    expect(fromHeader.counts).toEqual((await search({ keyword: '파리' })).counts);
  });

  it('needs every word of the keyword to match, by name or city', async () => {
    const data = await search({ keyword: '런던 민박', searchCls: 'minbak' });
    const expected = await count(sql`select count(*)::int as n from stays where is_active and name like '%민박%' and (name like '%런던%' or city_code = '001001001')`);
    expect(data.counts.minbak).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    for (const s of data.stays) {
      expect(s.goodsName).toContain('민박');
      expect(s.goodsName.includes('런던') || s.category === '001001001').toBe(true);
    }
  });

  it('matches like the suggestions: initials and English-keyboard typing', async () => {
    const typed = await search({ keyword: 'vkfl' });
    expect(typed.counts).toEqual((await search({ keyword: '파리' })).counts);
    const english = await search({ keyword: 'Eiffel', searchCls: 'hotel' });
    expect(english.hotels.some((h) => h.nameTranslations['en-US'].includes('Eiffel'))).toBe(true);
  });

  it('shows the caller’s wish hearts on the cards', async () => {
    const member = await loginAs(t.app, 'member');
    const { stays } = await search({ keyword: '파리', searchCls: 'minbak' });
    const target = stays.find((s) => !s.isWish)!;
    const wish = await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.wishes.stays.href()), headers: member.headers, payload: { goodsNo: target.goodsNo } });
    expect(wish.statusCode, wish.body).toBe(200);
    const mine = await search({ keyword: '파리', searchCls: 'minbak' }, member.headers);
    expect(mine.stays.find((s) => s.goodsNo === target.goodsNo)?.isWish).toBe(true);
    const visitor = await search({ keyword: '파리', searchCls: 'minbak' });
    expect(visitor.stays.find((s) => s.goodsNo === target.goodsNo)?.isWish).toBe(false);
  });

  it('answers nothing for an empty keyword and refuses bad parameters in Korean', async () => {
    const empty = await search({});
    expect(empty.counts).toEqual({ minbak: 0, tour: 0, hotel: 0 });
    expect(empty.totalPages).toBe(0);
    for (const bad of [{ searchCls: 'cars' }, { sortCls: 'cheapest' }, { Page: -1 }, { category: '12' }, { keyword: '가'.repeat(51) }]) {
      const res = await t.app.inject({ method: 'GET', url: apiUrl(withQuery(apiPaths.search.total.href(), { keyword: '파리', ...bad })) });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.message).toMatch(/[가-힣]/);
    }
  });
});

describe('GET main/search/total: cached', () => {
  it('answers a repeated search from the cache, which browsers may keep too', async () => {
    const browser = await visitorHeaders(t.app);
    const url = apiUrl(withQuery(apiPaths.search.total.href(), { keyword: '런던 민박' }));
    const get = () => t.app.inject({ method: 'GET', url, headers: browser });
    t.app.publicCache.clear();
    const first = await storesDuring(t.app.publicCache, get);
    expect([first.result.statusCode, first.stored]).toEqual([200, 1]);
    expect(first.result.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
    const again = await storesDuring(t.app.publicCache, get);
    expect(again.stored).toBe(0);
    expect(again.result.body).toBe(first.result.body);
    expect(again.result.headers.etag).toBe(first.result.headers.etag);
    expect((await t.app.inject({ method: 'GET', url, headers: { ...browser, 'if-none-match': first.result.headers.etag! } })).statusCode).toBe(304);
  });

  // Written straight to the database, as an operator's SQL or another instance would: the search follows the
  // database's announcement (search_changed), hence the polls.
  it('shows a stay and a hotel renamed, and the stay deactivated, by SQL on the next call', async () => {
    const [stay] = rowsOf<{ goodsNo: number }>(await t.db.execute(sql`select goods_no as "goodsNo" from stays where is_active order by goods_no desc limit 1`));
    const [hotel] = rowsOf<{ uuid: string }>(await t.db.execute(sql`select uuid from hotels order by property_id desc limit 1`));
    const galaxy = async () => {
      const data = await search({ keyword: '은하수' });
      return { stays: data.stays.map((s) => [s.goodsNo, s.goodsName]), hotels: data.hotels.map((h) => [h.propertyUuid, h.nameTranslations['ko-KR']]) };
    };
    expect(await galaxy()).toEqual({ stays: [], hotels: [] });
    // One write at a time: each poll ends once its announcement has dropped the cached answer.
    await t.db.execute(sql`update hotels set name_ko = '은하수 호텔' where uuid = ${hotel!.uuid}`);
    await expect.poll(galaxy, soon).toEqual({ stays: [], hotels: [[hotel!.uuid, '은하수 호텔']] });
    await t.db.execute(sql`update stays set name = '은하수 게스트하우스' where goods_no = ${stay!.goodsNo}`);
    await expect.poll(galaxy, soon).toEqual({ stays: [[stay!.goodsNo, '은하수 게스트하우스']], hotels: [[hotel!.uuid, '은하수 호텔']] });
    // The answer showing the stay's name is cached now: a rename drops it.
    expect((await storesDuring(t.app.publicCache, galaxy)).stored).toBe(0);
    await t.db.execute(sql`update stays set name = '은하수 별빛 게스트하우스' where goods_no = ${stay!.goodsNo}`);
    await expect.poll(galaxy, soon).toEqual({ stays: [[stay!.goodsNo, '은하수 별빛 게스트하우스']], hotels: [[hotel!.uuid, '은하수 호텔']] });
    await t.db.execute(sql`update stays set is_active = false where goods_no = ${stay!.goodsNo}`);
    await expect.poll(galaxy, soon).toEqual({ stays: [], hotels: [[hotel!.uuid, '은하수 호텔']] });
  });

  it('shows a member the hearts of their stay, tour and hotel wishes on the cached answer, and a visitor none', async () => {
    const member = await loginAs(t.app, 'traveler01');
    const ask = async (headers: CallerHeaders = {}) => {
      const data = await search({ keyword: '파리' }, headers);
      return [...data.stays, ...data.tours, ...data.hotels];
    };
    t.app.publicCache.clear();
    const { stays, tours, hotels } = await search({ keyword: '파리' });
    const [stay, tour, hotel] = [stays.at(-1)!, tours.at(-1)!, hotels.at(-1)!];
    expect([stay.isWish, tour.isWish, hotel.isWish]).toEqual([false, false, false]);
    const wishes = [
      await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.wishes.stays.href()), headers: member.headers, payload: { goodsNo: stay.goodsNo } }),
      await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.wishes.tours.href()), headers: member.headers, payload: { itemNo: tour.itemNo, category: tour.category } }),
      await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.wishes.hotelLike.href(hotel.propertyUuid)), headers: member.headers }),
    ];
    expect(wishes.map((w) => w.statusCode)).toEqual([200, 200, 200]);
    // The wishes dropped the answer (the counts moved): a visitor's call stores it again, the member's is overlaid on it.
    const visitor = await storesDuring(t.app.publicCache, () => ask());
    expect(visitor.stored).toBe(1);
    const mine = await storesDuring(t.app.publicCache, () => ask(member.headers));
    expect(mine.stored).toBe(0);
    const wished = (c: object) => ('goodsNo' in c && c.goodsNo === stay.goodsNo) || ('itemNo' in c && c.itemNo === tour.itemNo) || ('propertyUuid' in c && c.propertyUuid === hotel.propertyUuid);
    expect(mine.result.filter(wished).map((c) => c.isWish)).toEqual([true, true, true]);
    expect(visitor.result.filter(wished).map((c) => c.isWish)).toEqual([false, false, false]);
    expect((await ask()).filter(wished).map((c) => c.isWish)).toEqual([false, false, false]);
    // Everything else is the visitor's answer.
    expect(mine.result.map((c) => ({ ...c, isWish: false }))).toEqual(visitor.result);
  });
});
