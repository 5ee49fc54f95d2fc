import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { TourRecommendResponseSchema } from '@minda/contracts/tours';
import { cities } from '../../db/schema/geography.ts';
import { tourRecommendations, tours } from '../../db/schema/tours.ts';
import { loginAs } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';

const t = setupTestApp();

const PARIS = '001002001';

async function page(query: Record<string, string | number>, headers: Record<string, string> = {}) {
  const res = await t.get(apiPaths.tours.recommend.href(), query, headers);
  expect(res.statusCode, res.body).toBe(200);
  return TourRecommendResponseSchema.parse(res.json()).data;
}

/** The city's active tours in the list's order: recommendations first, then sort, then item number. */
async function expectedOrder(cityCode: string): Promise<number[]> {
  const rows = await t.db
    .select({ itemNo: tours.itemNo })
    .from(tours)
    .leftJoin(tourRecommendations, eq(tourRecommendations.itemNo, tours.itemNo))
    .where(and(eq(tours.cityCode, cityCode), eq(tours.isActive, true)))
    .orderBy(sql`${tourRecommendations.sort} asc nulls last`, asc(tours.sort), asc(tours.itemNo));
  return rows.map((r) => r.itemNo);
}

describe('GET main/tour_tickets/recommend', () => {
  it('pages a city with more than 40 tours: 40 on page 0, the rest on the last page, no overlap', async () => {
    const all = await expectedOrder(PARIS);
    expect(all.length).toBeGreaterThan(40);
    expect(all.length).toBeLessThanOrEqual(80);

    const first = await page({ category: PARIS, page: 0, size: 40 });
    expect(first.content).toHaveLength(40);
    expect(first.number).toBe(0);
    expect(first.last).toBe(false);
    expect(first.categoryName).toBe('파리');

    const second = await page({ category: PARIS, page: 1, size: 40 });
    expect(second.number).toBe(1);
    expect(second.last).toBe(true);
    expect([...first.content, ...second.content].map((i) => i.itemNo)).toEqual(all);

    const beyond = await page({ category: PARIS, page: 2 });
    expect(beyond.content).toEqual([]);
    expect(beyond.last).toBe(true);
  });

  it('puts the recommended tours first in operator order, and carries card fields', async () => {
    const recommended = await t.db
      .select({ itemNo: tourRecommendations.itemNo })
      .from(tourRecommendations)
      .innerJoin(tours, eq(tours.itemNo, tourRecommendations.itemNo))
      .where(eq(tours.cityCode, PARIS))
      .orderBy(asc(tourRecommendations.sort));
    expect(recommended.length).toBeGreaterThan(0);
    const first = await page({ category: PARIS });
    expect(first.content.slice(0, recommended.length).map((i) => i.itemNo)).toEqual(recommended.map((r) => r.itemNo));
    for (const item of first.content) {
      expect(item.categoryName).toBe('파리');
      expect(item.category).toBe(PARIS);
      expect(item.isWish).toBe(false);
      expect(item.itemName).toMatch(/[가-힣]/);
    }
  });

  it('defaults to page 0 of 40, honours a smaller size and includes sold-out tours', async () => {
    const dflt = await page({ category: PARIS });
    expect(dflt.number).toBe(0);
    expect(dflt.content).toHaveLength(40);
    const small = await page({ category: PARIS, page: 1, size: 5 });
    expect(small.content.map((i) => i.itemNo)).toEqual(dflt.content.slice(5, 10).map((i) => i.itemNo));
    const all = [...dflt.content, ...(await page({ category: PARIS, page: 1 })).content];
    expect(all.some((i) => i.salePrice === 0)).toBe(true);
  });

  it('computes isWish per caller', async () => {
    const member = await loginAs(t.app, 'member');
    const { content } = await page({ category: PARIS });
    const target = content[3]!;
    const add = await t.app.inject({
      method: 'POST',
      url: apiUrl(apiPaths.wishes.tours.href()),
      headers: member.headers,
      payload: { category: PARIS, itemNo: target.itemNo },
    });
    expect(add.statusCode, add.body).toBe(200);

    const mine = await page({ category: PARIS }, member.headers);
    expect(mine.content.filter((i) => i.isWish).map((i) => i.itemNo)).toContain(target.itemNo);
    expect(mine.content.find((i) => i.itemNo === target.itemNo)?.wishCount).toBe(target.wishCount + 1);

    const visitor = await page({ category: PARIS });
    expect(visitor.content.every((i) => !i.isWish)).toBe(true);
    const other = await loginAs(t.app, 'admin');
    expect((await page({ category: PARIS }, other.headers)).content.find((i) => i.itemNo === target.itemNo)?.isWish).toBe(false);
  });

  it('answers an empty last page with the city name for a city without tours', async () => {
    const [empty] = await t.db
      .select({ code: cities.code, name: cities.nameKo })
      .from(cities)
      .where(sql`not exists (select 1 from ${tours} where ${tours.cityCode} = ${cities.code} and ${tours.isActive})`)
      .limit(1);
    let code = empty?.code;
    let name = empty?.name;
    if (!code) {
      // Every seeded city has tours: hide one small city's tours for this test.
      code = '001011002';
      await t.db.update(tours).set({ isActive: false }).where(eq(tours.cityCode, code));
      name = '체스키크룸로프';
    }
    const result = await page({ category: code });
    expect(result).toEqual({ content: [], number: 0, last: true, categoryName: name });
  });

  it('rejects malformed input with a Korean 400 and an unknown city with a 404', async () => {
    const malformed: Record<string, string | number>[] = [{}, { category: 'paris' }, { category: '00100200' }, { category: PARIS, page: -1 }, { category: PARIS, page: 'x' }, { category: PARIS, size: 41 }, { category: PARIS, size: 0 }];
    for (const query of malformed) {
      const res = await t.get(apiPaths.tours.recommend.href(), query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect((res.json() as { error: { message: string } }).error.message).toMatch(/[가-힣]/);
    }
    const unknown = await t.get(apiPaths.tours.recommend.href(), { category: '009009009' });
    expect(unknown.statusCode).toBe(404);
    expect((unknown.json() as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });
});
