import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  TOUR_RECOMMEND_MAX_ITEMS,
  TOUR_THEME_MAX_ITEMS,
  TourItemsResponseSchema,
  TourPopularCitiesResponseSchema,
  TourThemesResponseSchema,
} from '@minda/contracts/tours';
import { apiPaths, withQuery } from '@minda/contracts/paths';
import { TOUR_RECOMMEND_CITY_CODES } from '@minda/contracts/rules/city-codes';
import { cities } from '../../db/schema/geography.ts';
import { popularCities } from '../../db/schema/content.ts';
import { tourRecommendations, tourThemeItems, tours } from '../../db/schema/tours.ts';
import { setupTestApp } from '../../test/test-app.ts';

const t = setupTestApp();

describe('GET main/tour_tickets/popularCities', () => {
  it('lists tour popular cities in order, with the city image as imgPathGuideBook', async () => {
    const res = await t.get(apiPaths.tours.popularCities.href());
    expect(res.statusCode).toBe(200);
    const { data } = TourPopularCitiesResponseSchema.parse(res.json());
    const expected = await t.db
      .select({ code: popularCities.cityCode, image: cities.imagePath })
      .from(popularCities)
      .innerJoin(cities, eq(cities.code, popularCities.cityCode))
      .where(eq(popularCities.productLine, 'tour'))
      .orderBy(asc(popularCities.sort), asc(popularCities.cityCode));
    expect(expected.length).toBeGreaterThan(0);
    expect(data.map((c) => [c.category, c.imgPathGuideBook])).toEqual(expected.map((c) => [c.code, c.image]));
  });
});

describe('GET main/tour_tickets/themeItems', () => {
  it('returns theme groups and themes in order with up to 12 items per theme', async () => {
    const res = await t.get(apiPaths.tours.themeItems.href());
    expect(res.statusCode).toBe(200);
    const { data } = TourThemesResponseSchema.parse(res.json());
    expect(data.length).toBeGreaterThan(0);
    const groupSorts = data.map((g) => g.sort);
    expect(groupSorts).toEqual([...groupSorts].sort((a, b) => a - b));

    const counts = await t.db
      .select({ themeNo: tourThemeItems.themeNo, count: sql<number>`count(*)::int` })
      .from(tourThemeItems)
      .innerJoin(tours, and(eq(tours.itemNo, tourThemeItems.itemNo), eq(tours.isActive, true)))
      .groupBy(tourThemeItems.themeNo);
    const expected = new Map(counts.map((c) => [c.themeNo, Math.min(c.count, TOUR_THEME_MAX_ITEMS)]));
    for (const group of data) {
      expect(group.themeGroupName).toMatch(/[가-힣]/);
      for (const theme of group.themeItems) {
        expect(theme.items.length).toBe(expected.get(theme.themeNo));
        expect(theme.items.every((item) => item.isWish === false)).toBe(true);
      }
    }
  });
});

describe('tour caps', () => {
  it('keeps the first 12 items of a theme by item sort', async () => {
    const count = sql<number>`count(*)::int`;
    const [big] = await t.db
      .select({ themeNo: tourThemeItems.themeNo, count })
      .from(tourThemeItems)
      .groupBy(tourThemeItems.themeNo)
      .orderBy(desc(count))
      .limit(1);
    expect(big!.count).toBeGreaterThanOrEqual(TOUR_THEME_MAX_ITEMS - 1);
    const inTheme = t.db.select({ itemNo: tourThemeItems.itemNo }).from(tourThemeItems).where(eq(tourThemeItems.themeNo, big!.themeNo));
    const extra = await t.db.select({ itemNo: tours.itemNo }).from(tours).where(notInArray(tours.itemNo, inTheme)).orderBy(asc(tours.itemNo)).limit(2);
    await t.db.insert(tourThemeItems).values(extra.map((e, i) => ({ themeNo: big!.themeNo, itemNo: e.itemNo, sort: -100 + i })));
    // Written with SQL behind the services (as a catalogue import would be): the public cache must be told.
    t.app.publicCache.clear();

    const { data } = TourThemesResponseSchema.parse((await t.get(apiPaths.tours.themeItems.href())).json());
    const theme = data.flatMap((g) => g.themeItems).find((th) => th.themeNo === big!.themeNo)!;
    expect(theme.items).toHaveLength(12);
    expect(theme.items.slice(0, 2).map((i) => i.itemNo)).toEqual(extra.map((e) => e.itemNo));
  });

  it('answers at most 20 recommendations', async () => {
    const inList = t.db.select({ itemNo: tourRecommendations.itemNo }).from(tourRecommendations);
    const extra = await t.db.select({ itemNo: tours.itemNo }).from(tours).where(notInArray(tours.itemNo, inList)).orderBy(asc(tours.itemNo)).limit(3);
    await t.db.insert(tourRecommendations).values(extra.map((e, i) => ({ itemNo: e.itemNo, sort: -100 + i })));
    t.app.publicCache.clear();
    const items = TourItemsResponseSchema.parse((await t.get(apiPaths.tours.recommendItems.href())).json()).data;
    expect(items).toHaveLength(20);
    expect(items.slice(0, 3).map((i) => i.itemNo)).toEqual(extra.map((e) => e.itemNo));
  });
});

describe('GET main/tour_tickets/recommendItems', () => {
  const recommend = async (cityCode?: string) => {
    const res = await t.get(withQuery(apiPaths.tours.recommendItems.href(), { cityCode }));
    expect(res.statusCode).toBe(200);
    return TourItemsResponseSchema.parse(res.json()).data;
  };

  it('returns the recommended tours in the operator order, at most 20', async () => {
    const items = await recommend();
    const expected = await t.db
      .select({ itemNo: tourRecommendations.itemNo })
      .from(tourRecommendations)
      .innerJoin(tours, and(eq(tours.itemNo, tourRecommendations.itemNo), eq(tours.isActive, true)))
      .orderBy(asc(tourRecommendations.sort), asc(tourRecommendations.itemNo))
      .limit(TOUR_RECOMMEND_MAX_ITEMS);
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((i) => i.itemNo)).toEqual(expected.map((e) => e.itemNo));
  });

  it('filters by a known tour city only', async () => {
    const london = '001001001';
    expect(TOUR_RECOMMEND_CITY_CODES).toContain(london);
    const items = await recommend(london);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.category === london)).toBe(true);
    expect(await recommend('999999999')).toEqual(await recommend());
  });

  it('refuses a malformed city code with a Korean 400', async () => {
    const res = await t.get(withQuery(apiPaths.tours.recommendItems.href(), { cityCode: '12' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/도시 코드/);
  });
});

describe('GET main/tour_tickets/recentlyViewed', () => {
  it('returns the tours in the asked order and skips unknown ids', async () => {
    const res = await t.get(withQuery(apiPaths.tours.recentlyViewed.href(), { itemNos: '5002,424242,5001' }));
    expect(res.statusCode).toBe(200);
    const { data } = TourItemsResponseSchema.parse(res.json());
    expect(data.map((i) => i.itemNo)).toEqual([5002, 5001]);
  });

  it('refuses a malformed id list with a Korean 400', async () => {
    const res = await t.get(withQuery(apiPaths.tours.recentlyViewed.href(), { itemNos: '5001,,5002' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/itemNos/);
  });
});
