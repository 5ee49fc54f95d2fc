import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  HOTEL_THEME_CITY_MAX_PROPERTIES,
  HotelListResponseSchema,
  HotelPopularCitiesResponseSchema,
  HotelThemesResponseSchema,
} from '@minda/contracts/hotels';
import { apiPaths, withQuery } from '@minda/contracts/paths';
import { popularCities } from '../../db/schema/content.ts';
import { cities } from '../../db/schema/geography.ts';
import { hotelRecommendations, hotelThemeProperties, hotels } from '../../db/schema/hotels.ts';
import { setupTestApp } from '../../test/test-app.ts';

const t = setupTestApp();

describe('GET main/hotels/popularCities', () => {
  it('lists hotel popular cities by cityId in order', async () => {
    const res = await t.get(apiPaths.hotels.popularCities.href());
    expect(res.statusCode).toBe(200);
    const { data } = HotelPopularCitiesResponseSchema.parse(res.json());
    const expected = await t.db
      .select({ id: cities.id })
      .from(popularCities)
      .innerJoin(cities, eq(cities.code, popularCities.cityCode))
      .where(eq(popularCities.productLine, 'hotel'))
      .orderBy(asc(popularCities.sort), asc(popularCities.cityCode));
    expect(expected.length).toBeGreaterThan(0);
    expect(data.map((c) => c.cityId)).toEqual(expected.map((c) => c.id));
  });
});

describe('GET main/hotels/themeProperties', () => {
  it('returns themes with properties grouped by city (cityHotels), at most 10 per city', async () => {
    const res = await t.get(apiPaths.hotels.themeProperties.href());
    expect(res.statusCode).toBe(200);
    const { data } = HotelThemesResponseSchema.parse(res.json());
    expect(data.length).toBeGreaterThan(0);

    const counts = await t.db
      .select({ themeId: hotelThemeProperties.themeId, cityId: cities.id, count: sql<number>`count(*)::int` })
      .from(hotelThemeProperties)
      .innerJoin(hotels, eq(hotels.uuid, hotelThemeProperties.propertyUuid))
      .innerJoin(cities, eq(cities.code, hotels.cityCode))
      .groupBy(hotelThemeProperties.themeId, cities.id);
    const expected = new Map(counts.map((c) => [`${c.themeId}/${c.cityId}`, Math.min(c.count, HOTEL_THEME_CITY_MAX_PROPERTIES)]));
    for (const theme of data) {
      for (const city of theme.cityHotels) {
        expect(city.properties.length).toBe(expected.get(`${theme.id}/${city.id}`));
        for (const property of city.properties) {
          expect(property.cityId).toBe(city.id);
          expect(property.cities[0]?.translations).toContainEqual({ language: 'ko-KR', translation: city.cityName });
          expect(property.isWish).toBe(false);
        }
      }
    }
  });
});

describe('hotel caps', () => {
  it('keeps the first 10 properties of a city group by sort', async () => {
    const count = sql<number>`count(*)::int`;
    const [big] = await t.db
      .select({ themeId: hotelThemeProperties.themeId, city: hotels.cityCode, cityId: cities.id, count })
      .from(hotelThemeProperties)
      .innerJoin(hotels, eq(hotels.uuid, hotelThemeProperties.propertyUuid))
      .innerJoin(cities, eq(cities.code, hotels.cityCode))
      .groupBy(hotelThemeProperties.themeId, hotels.cityCode, cities.id)
      .orderBy(desc(count))
      .limit(1);
    const missing = HOTEL_THEME_CITY_MAX_PROPERTIES + 2 - big!.count;
    const inTheme = t.db.select({ uuid: hotelThemeProperties.propertyUuid }).from(hotelThemeProperties).where(eq(hotelThemeProperties.themeId, big!.themeId));
    const extra = await t.db
      .select({ uuid: hotels.uuid })
      .from(hotels)
      .where(and(eq(hotels.cityCode, big!.city), notInArray(hotels.uuid, inTheme)))
      .orderBy(asc(hotels.propertyId))
      .limit(missing);
    expect(extra).toHaveLength(missing);
    await t.db.insert(hotelThemeProperties).values(extra.map((e, i) => ({ themeId: big!.themeId, propertyUuid: e.uuid, sort: -100 + i })));
    // Written with SQL behind the services (as a catalogue import would be): the public cache must be told.
    t.app.publicCache.clear();

    const { data } = HotelThemesResponseSchema.parse((await t.get(apiPaths.hotels.themeProperties.href())).json());
    const group = data.find((th) => th.id === big!.themeId)!.cityHotels.find((c) => c.id === big!.cityId)!;
    expect(group.properties).toHaveLength(10);
    expect(group.properties.slice(0, 3).map((p) => p.propertyUuid)).toEqual(extra.slice(0, 3).map((e) => e.uuid));
  });
});

describe('GET main/hotels/recommendProperties', () => {
  it('returns recommended properties in order, and filters by cityCode or cityId alike', async () => {
    const all = HotelListResponseSchema.parse((await t.get(apiPaths.hotels.recommendProperties.href())).json()).data;
    const expected = await t.db
      .select({ uuid: hotelRecommendations.propertyUuid })
      .from(hotelRecommendations)
      .orderBy(asc(hotelRecommendations.sort), asc(hotelRecommendations.propertyUuid))
      .limit(20);
    expect(all.map((p) => p.propertyUuid)).toEqual(expected.map((e) => e.uuid));

    const first = all[0]!;
    const [city] = await t.db.select({ code: cities.code }).from(cities).where(eq(cities.id, first.cityId));
    const byCode = HotelListResponseSchema.parse((await t.get(withQuery(apiPaths.hotels.recommendProperties.href(), { cityCode: city!.code }))).json()).data;
    const byId = HotelListResponseSchema.parse((await t.get(withQuery(apiPaths.hotels.recommendProperties.href(), { cityId: first.cityId }))).json()).data;
    expect(byCode.length).toBeGreaterThan(0);
    expect(byCode.every((p) => p.cityId === first.cityId)).toBe(true);
    expect(byId).toEqual(byCode);
  });

  it('refuses a malformed cityId with a Korean 400', async () => {
    const res = await t.get(withQuery(apiPaths.hotels.recommendProperties.href(), { cityId: 'paris' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/cityId/);
  });
});

describe('GET main/hotels/recentlyViewed', () => {
  it('returns the properties in the asked order and skips unknown ids', async () => {
    const res = await t.get(withQuery(apiPaths.hotels.recentlyViewed.href(), { propertyIds: '200003,1,200001' }));
    expect(res.statusCode).toBe(200);
    const { data } = HotelListResponseSchema.parse(res.json());
    expect(data.map((p) => p.propertyId)).toEqual([200003, 200001]);
  });
});
