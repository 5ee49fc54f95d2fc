import { and, asc, desc, eq, exists, gte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { StayPlusResponseSchema } from '@minda/contracts/stays';
import { stayRooms, stays } from '../../db/schema/stays.ts';
import { loginAs } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';

const t = setupTestApp();

async function page(query: Record<string, string | number> = {}, headers: Record<string, string> = {}) {
  const res = await t.get(apiPaths.stays.plus.href(), query, headers);
  expect(res.statusCode, res.body).toBe(200);
  return StayPlusResponseSchema.parse(res.json()).data;
}

/** The rule written again in SQL with the spec's numbers: graded 4.5+, active, at least one private room. */
async function qualifying(cityCode?: string) {
  const rows = await t.db
    .select({ goodsNo: stays.goodsNo })
    .from(stays)
    .where(
      and(
        eq(stays.isActive, true),
        gte(stays.reviewGrade, 4.5),
        exists(t.db.select({ one: sql`1` }).from(stayRooms).where(and(eq(stayRooms.goodsNo, stays.goodsNo), eq(stayRooms.kind, 'private')))),
        cityCode ? eq(stays.cityCode, cityCode) : undefined,
      ),
    )
    .orderBy(desc(stays.reviewGrade), desc(stays.reviewCount), asc(stays.goodsNo));
  return rows.map((r) => r.goodsNo);
}

describe('GET main/stay-plus/items', () => {
  it('lists exactly the curated stays, best graded first, page by page', async () => {
    const all = await qualifying();
    expect(all.length).toBeGreaterThan(20);
    const seen: number[] = [];
    for (let n = 0; n < 100; n += 1) {
      const p = await page({ page: n });
      expect(p.number).toBe(n);
      seen.push(...p.content.map((s) => s.goodsNo));
      if (p.last) break;
      expect(p.content).toHaveLength(20);
    }
    expect(seen).toEqual(all);
  });

  it('filters by city and gives every city chip with its count', async () => {
    const first = await page();
    expect(first.cities.length).toBeGreaterThan(1);
    const counts = first.cities.map((c) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const city = first.cities[0]!;
    expect(city.count).toBe((await qualifying(city.category)).length);
    const inCity = await page({ cityCode: city.category });
    expect(inCity.content.every((s) => s.category === city.category && s.categoryName === city.categoryName)).toBe(true);
    expect(inCity.content.map((s) => s.goodsNo)).toEqual((await qualifying(city.category)).slice(0, 20));
    const none = await page({ cityCode: '009009009' });
    expect(none).toMatchObject({ content: [], last: true });
  });

  it('computes isWish for the caller', async () => {
    const member = await loginAs(t.app, 'member');
    const target = (await page()).content[0]!;
    const add = await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.wishes.stays.href()), headers: member.headers, payload: { goodsNo: target.goodsNo } });
    expect(add.statusCode, add.body).toBe(200);
    expect((await page({}, member.headers)).content[0]).toMatchObject({ goodsNo: target.goodsNo, isWish: true });
    expect((await page()).content[0]).toMatchObject({ goodsNo: target.goodsNo, isWish: false });
  });

  it('refuses a malformed city or page with a Korean 400', async () => {
    for (const query of [{ cityCode: 'paris' }, { page: -1 }, { page: 'x' }] as Record<string, string | number>[]) {
      const res = await t.get(apiPaths.stays.plus.href(), query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect((res.json() as { error: { message: string } }).error.message).toMatch(/[가-힣]/);
    }
  });
});
