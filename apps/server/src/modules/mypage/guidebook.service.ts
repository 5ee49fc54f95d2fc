import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { GuidebookCity, GuidebookDetail, GuidebookSummary } from '@minda/contracts/mypage';
import { GUIDEBOOK_THUMBNAILS, GUIDEBOOK_TYPES, type GuidebookType } from '@minda/contracts/rules/mypage';
import type { Database } from '../../db/client.ts';
import { cities, countries } from '../../db/schema/geography.ts';
import { hotels } from '../../db/schema/hotels.ts';
import { stays } from '../../db/schema/stays.ts';
import { tours } from '../../db/schema/tours.ts';
import { hotelLikes, stayWishes, tourWishes } from '../../db/schema/wishes.ts';
import { hotelRecentlyViewed } from '../hotels/hotels.service.ts';
import { stayRecentlyViewed } from '../stays/stays.service.ts';
import { tourRecentlyViewed } from '../tours/tours.service.ts';

/**
 * The member's wish list read as a guidebook (spec 2 §7.6): the three wish tables joined to their products.
 * Only active products count, the same ones the lists show as cards.
 */
type Line = {
  wishes: PgTable;
  userId: AnyPgColumn;
  wishedAt: AnyPgColumn;
  product: PgTable;
  joinOn: SQL;
  image: AnyPgColumn;
  cityCode: AnyPgColumn;
  /** The id the card lists take (goodsNo, itemNo, hotel propertyId). */
  cardId: AnyPgColumn;
};

const LINES: Record<GuidebookType, Line> = {
  stay: {
    wishes: stayWishes,
    userId: stayWishes.userId,
    wishedAt: stayWishes.createdAt,
    product: stays,
    joinOn: and(eq(stays.goodsNo, stayWishes.goodsNo), eq(stays.isActive, true))!,
    image: stays.imagePath,
    cityCode: stays.cityCode,
    cardId: stays.goodsNo,
  },
  tour: {
    wishes: tourWishes,
    userId: tourWishes.userId,
    wishedAt: tourWishes.createdAt,
    product: tours,
    joinOn: and(eq(tours.itemNo, tourWishes.itemNo), eq(tours.isActive, true))!,
    image: tours.imagePath,
    cityCode: tours.cityCode,
    cardId: tours.itemNo,
  },
  hotel: {
    wishes: hotelLikes,
    userId: hotelLikes.userId,
    wishedAt: hotelLikes.createdAt,
    product: hotels,
    joinOn: and(eq(hotels.uuid, hotelLikes.propertyUuid), eq(hotels.isActive, true))!,
    image: hotels.thumbnailPath,
    cityCode: hotels.cityCode,
    cardId: hotels.propertyId,
  },
};

/** Counts per line and the newest few images of each, in tab order. */
export async function guidebookSummary(db: Database, userId: number): Promise<GuidebookSummary> {
  const types = await Promise.all(
    GUIDEBOOK_TYPES.map(async (type) => {
      const line = LINES[type];
      const [total] = await db.select({ n: count() }).from(line.wishes).innerJoin(line.product, line.joinOn).where(eq(line.userId, userId));
      const images = await db
        .select({ image: sql<string>`${line.image}` })
        .from(line.wishes)
        .innerJoin(line.product, line.joinOn)
        .where(eq(line.userId, userId))
        .orderBy(desc(line.wishedAt), desc(line.cardId))
        .limit(GUIDEBOOK_THUMBNAILS);
      return { type, count: total?.n ?? 0, thumbnails: images.map((row) => row.image) };
    }),
  );
  return { total: types.reduce((sum, t) => sum + t.count, 0), types };
}

/** One page of one line, newest wish first, as the cards of that line's lists (isWish true for the caller). */
export async function guidebookDetail(db: Database, userId: number, query: { type: GuidebookType; page: number; size: number }): Promise<GuidebookDetail> {
  const line = LINES[query.type];
  const [total] = await db.select({ n: count() }).from(line.wishes).innerJoin(line.product, line.joinOn).where(eq(line.userId, userId));
  const ids = (
    await db
      .select({ id: sql<number>`${line.cardId}` })
      .from(line.wishes)
      .innerJoin(line.product, line.joinOn)
      .where(eq(line.userId, userId))
      .orderBy(desc(line.wishedAt), desc(line.cardId))
      .limit(query.size)
      .offset((query.page - 1) * query.size)
  ).map((row) => row.id);
  const totalElements = total?.n ?? 0;
  const totalPages = Math.ceil(totalElements / query.size);
  const paging = { number: query.page - 1, size: query.size, totalElements, totalPages, last: query.page >= totalPages };
  switch (query.type) {
    case 'stay':
      return { type: 'stay', content: await stayRecentlyViewed(db, userId, ids), ...paging };
    case 'tour':
      return { type: 'tour', content: await tourRecentlyViewed(db, userId, ids), ...paging };
    case 'hotel':
      return { type: 'hotel', content: await hotelRecentlyViewed(db, userId, ids), ...paging };
  }
}

/**
 * The guidebook by city (V2/summary): every city with at least one wish, with how many stays, tours and
 * hotels the member keeps there; the city with the most wishes first, then by the cities' own order.
 */
export async function guidebookCities(db: Database, userId: number): Promise<GuidebookCity[]> {
  const perLine = await Promise.all(
    GUIDEBOOK_TYPES.map(async (type) => {
      const line = LINES[type];
      const rows = await db
        .select({ cityCode: sql<string>`${line.cityCode}`, n: count() })
        .from(line.wishes)
        .innerJoin(line.product, line.joinOn)
        .where(eq(line.userId, userId))
        .groupBy(line.cityCode);
      return { type, rows };
    }),
  );
  const counts = new Map<string, Record<GuidebookType, number>>();
  for (const { type, rows } of perLine) {
    for (const row of rows) {
      const entry = counts.get(row.cityCode) ?? { stay: 0, tour: 0, hotel: 0 };
      entry[type] = row.n;
      counts.set(row.cityCode, entry);
    }
  }
  if (counts.size === 0) return [];
  const cityRows = await db
    .select({ code: cities.code, name: cities.nameKo, countryName: countries.nameKo, imgPath: cities.imagePath, sort: cities.sort })
    .from(cities)
    .innerJoin(countries, eq(countries.code, cities.countryCode))
    .where(inArray(cities.code, [...counts.keys()]));
  return cityRows
    .map((city) => {
      const n = counts.get(city.code)!;
      return { city, n, total: n.stay + n.tour + n.hotel };
    })
    .sort((a, b) => b.total - a.total || a.city.sort - b.city.sort || a.city.code.localeCompare(b.city.code))
    .map(({ city, n }) => ({
      cityCode: city.code,
      cityName: city.name,
      countryName: city.countryName,
      imgPath: city.imgPath,
      stayCount: n.stay,
      tourCount: n.tour,
      hotelCount: n.hotel,
    }));
}
