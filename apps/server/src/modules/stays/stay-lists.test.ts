import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  StayListResponseSchema,
  StayPopularCitiesResponseSchema,
  StayRecommendResponseSchema,
  StayThemesResponseSchema,
} from '@minda/contracts/stays';
import { apiPaths, withQuery } from '@minda/contracts/paths';
import { STAY_RECOMMEND_CITY_CODES } from '@minda/contracts/rules/city-codes';
import { RECOMMEND_MAX_ITEMS, STAY_LIST_MAX_CARDS } from '@minda/contracts/rules/limits';
import { popularCities, stayThemeItems, stayThemes } from '../../db/schema/content.ts';
import { stays } from '../../db/schema/stays.ts';
import { setupTestApp } from '../../test/test-app.ts';

const t = setupTestApp();

describe('GET main/stays/popularCities', () => {
  it('lists the stay popular cities in the operator order', async () => {
    const res = await t.get(apiPaths.stays.popularCities.href());
    expect(res.statusCode).toBe(200);
    const { data } = StayPopularCitiesResponseSchema.parse(res.json());
    const expected = await t.db
      .select({ code: popularCities.cityCode })
      .from(popularCities)
      .where(eq(popularCities.productLine, 'stay'))
      .orderBy(asc(popularCities.sort), asc(popularCities.cityCode));
    expect(expected.length).toBeGreaterThan(0);
    expect(data.map((c) => c.category)).toEqual(expected.map((c) => c.code));
    for (const city of data) {
      expect(city.categoryName).toMatch(/[가-힣]/);
      expect(city.imgPath).not.toMatch(/^https?:/);
    }
  });
});

describe('GET main/stays/themeItems', () => {
  it('returns themes by sort, items grouped by city and capped at 10 cards per city', async () => {
    const res = await t.get(apiPaths.stays.themeItems.href());
    expect(res.statusCode).toBe(200);
    const { data } = StayThemesResponseSchema.parse(res.json());
    expect(data.length).toBeGreaterThan(0);

    const sorts = data.map((theme) => theme.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));

    // What the database holds per (theme, city): the response must show min(count, 10) of them.
    const counts = await t.db
      .select({ themeNo: stayThemeItems.themeNo, city: stays.cityCode, count: sql<number>`count(*)::int` })
      .from(stayThemeItems)
      .innerJoin(stays, and(eq(stays.goodsNo, stayThemeItems.goodsNo), eq(stays.isActive, true)))
      .groupBy(stayThemeItems.themeNo, stays.cityCode);
    const expected = new Map(counts.map((c) => [`${c.themeNo}/${c.city}`, Math.min(c.count, STAY_LIST_MAX_CARDS)]));

    let groups = 0;
    for (const theme of data) {
      for (const group of theme.items) {
        groups += 1;
        expect(group.items.length).toBeGreaterThan(0);
        expect(group.items.length).toBeLessThanOrEqual(STAY_LIST_MAX_CARDS);
        expect(group.items.length).toBe(expected.get(`${theme.no}/${group.category}`));
        expect(group.categoryName).toMatch(/[가-힣]/);
        for (const card of group.items) {
          expect(card.category).toBe(group.category);
          expect(card.categoryName).toBe(group.categoryName);
          expect(card.isWish).toBe(false);
        }
      }
    }
    expect(groups).toBe(expected.size);
  });

  it('shows each group in the theme item order', async () => {
    const { data } = StayThemesResponseSchema.parse((await t.get(apiPaths.stays.themeItems.href())).json());
    const theme = data[0]!;
    const order = await t.db
      .select({ goodsNo: stayThemeItems.goodsNo })
      .from(stayThemeItems)
      .innerJoin(stayThemes, eq(stayThemes.no, stayThemeItems.themeNo))
      .where(eq(stayThemeItems.themeNo, theme.no))
      .orderBy(asc(stayThemeItems.sort), asc(stayThemeItems.goodsNo));
    const position = new Map(order.map((row, i) => [row.goodsNo, i]));
    for (const group of theme.items) {
      const positions = group.items.map((card) => position.get(card.goodsNo)!);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });
});

describe('caps and inactive stays', () => {
  it('keeps the first 10 by item sort when a city group has more', async () => {
    const count = sql<number>`count(*)::int`;
    const [big] = await t.db
      .select({ themeNo: stayThemeItems.themeNo, city: stays.cityCode, count })
      .from(stayThemeItems)
      .innerJoin(stays, eq(stays.goodsNo, stayThemeItems.goodsNo))
      .groupBy(stayThemeItems.themeNo, stays.cityCode)
      .orderBy(desc(count))
      .limit(1);
    expect(big!.count).toBe(10);
    const inTheme = t.db.select({ goodsNo: stayThemeItems.goodsNo }).from(stayThemeItems).where(eq(stayThemeItems.themeNo, big!.themeNo));
    const extra = await t.db
      .select({ goodsNo: stays.goodsNo })
      .from(stays)
      .where(and(eq(stays.cityCode, big!.city), notInArray(stays.goodsNo, inTheme)))
      .orderBy(asc(stays.goodsNo))
      .limit(3);
    expect(extra).toHaveLength(3);
    await t.db.insert(stayThemeItems).values(extra.map((e, i) => ({ themeNo: big!.themeNo, goodsNo: e.goodsNo, sort: -100 + i })));
    // Written with SQL behind the services (as a catalogue import would be): the public cache must be told.
    t.app.publicCache.clear();

    const { data } = StayThemesResponseSchema.parse((await t.get(apiPaths.stays.themeItems.href())).json());
    const group = data.find((th) => th.no === big!.themeNo)!.items.find((g) => g.category === big!.city)!;
    expect(group.items).toHaveLength(10);
    expect(group.items.slice(0, 3).map((c) => c.goodsNo)).toEqual(extra.map((e) => e.goodsNo));
  });

  it('never shows an inactive stay', async () => {
    const before = StayRecommendResponseSchema.parse((await t.get(apiPaths.stays.recommendItems.href())).json()).data;
    const hidden = before[0]!;
    await t.db.update(stays).set({ isActive: false }).where(eq(stays.goodsNo, hidden.goodsNo));
    t.app.publicCache.clear();
    try {
      const after = StayRecommendResponseSchema.parse((await t.get(apiPaths.stays.recommendItems.href())).json()).data;
      expect(after.some((item) => item.goodsNo === hidden.goodsNo)).toBe(false);
      // Its category is still full: the next stay moved up instead of leaving a gap.
      expect(after.filter((item) => item.stayCategory === hidden.stayCategory)).toHaveLength(5);
      const themes = StayThemesResponseSchema.parse((await t.get(apiPaths.stays.themeItems.href())).json()).data;
      expect(themes.flatMap((th) => th.items.flatMap((g) => g.items)).some((c) => c.goodsNo === hidden.goodsNo)).toBe(false);
      const recent = await t.get(withQuery(apiPaths.stays.recentlyViewed.href(), { goodsNos: String(hidden.goodsNo) }));
      expect(recent.json()).toEqual({ data: [] });
    } finally {
      await t.db.update(stays).set({ isActive: true }).where(eq(stays.goodsNo, hidden.goodsNo));
      t.app.publicCache.clear();
    }
  });
});

describe('GET main/stays/recommendItems', () => {
  const recommend = async (cityCode?: string) => {
    const res = await t.get(withQuery(apiPaths.stays.recommendItems.href(), { cityCode }));
    expect(res.statusCode).toBe(200);
    return StayRecommendResponseSchema.parse(res.json()).data;
  };

  it('returns at most 5 stays per category, categories in GRADE, SALE, RESERVE_INSTANT, BREAKFAST order', async () => {
    const items = await recommend();
    const order = ['GRADE', 'SALE', 'RESERVE_INSTANT', 'BREAKFAST'];
    const perCategory = new Map<string, number>();
    for (const item of items) perCategory.set(item.stayCategory, (perCategory.get(item.stayCategory) ?? 0) + 1);
    expect([...perCategory.keys()]).toEqual(order.filter((c) => perCategory.has(c)));
    expect(perCategory.size).toBeGreaterThan(1);
    for (const count of perCategory.values()) expect(count).toBeLessThanOrEqual(RECOMMEND_MAX_ITEMS);
    expect(items.every((item) => item.isWish === false)).toBe(true);
  });

  it('filters by a known recommendation city (Paris gives only Paris stays)', async () => {
    const paris = '001002001';
    expect(STAY_RECOMMEND_CITY_CODES).toContain(paris);
    const items = await recommend(paris);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.category === paris)).toBe(true);
  });

  it('ignores a well-formed code outside the known cities', async () => {
    expect(await recommend('999999999')).toEqual(await recommend());
  });

  it('refuses a malformed city code with a Korean 400', async () => {
    const res = await t.get(withQuery(apiPaths.stays.recommendItems.href(), { cityCode: 'abc' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/도시 코드/) });
  });
});

describe('GET main/stays/recentlyViewed', () => {
  it('returns the stays in the asked order and skips unknown ids', async () => {
    const res = await t.get(withQuery(apiPaths.stays.recentlyViewed.href(), { goodsNos: '1003,999999,1001,1002,1001' }));
    expect(res.statusCode).toBe(200);
    const { data } = StayListResponseSchema.parse(res.json());
    expect(data.map((s) => s.goodsNo)).toEqual([1003, 1001, 1002]);
  });

  it('answers an empty list for no ids', async () => {
    const res = await t.get(withQuery(apiPaths.stays.recentlyViewed.href(), { goodsNos: '' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
  });

  it('refuses ids that are not numbers, or too long for any product, with a Korean 400', async () => {
    for (const goodsNos of ['1001,abc', '12345678901']) {
      const res = await t.get(withQuery(apiPaths.stays.recentlyViewed.href(), { goodsNos }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/숫자 목록/);
    }
  });
});
