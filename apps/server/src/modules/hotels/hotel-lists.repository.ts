import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cities } from '../../db/schema/geography.ts';
import { hotelRecommendations, hotelThemeProperties, hotelThemes, hotels } from '../../db/schema/hotels.ts';
import { callerWishFlag, hotelWishTarget, type WishCaller } from '../wishes/wishes.service.ts';
import { cardsByKeys, rankWithin } from '../../platform/sql.ts';
import { cacheTags } from '../../platform/public-cache.ts';

/** The columns a hotel card is built from, with the caller's isWish computed in the same query. */
export function hotelPropertyColumns(userId: WishCaller) {
  return {
    propertyUuid: hotels.uuid,
    propertyId: hotels.propertyId,
    nameKo: hotels.nameKo,
    nameEn: hotels.nameEn,
    starRating: hotels.starRating,
    reviewScore: hotels.reviewScore,
    reviewCount: hotels.reviewCount,
    wishCount: hotels.wishCount,
    isWish: callerWishFlag(hotelWishTarget, userId),
    minBasePriceBeforeDiscount: hotels.minBasePriceBeforeDiscount,
    thumbnailPath: hotels.thumbnailPath,
    cityId: cities.id,
    cityNameKo: cities.nameKo,
    cityNameEn: cities.nameEn,
  };
}

export type HotelPropertyRow = Awaited<ReturnType<typeof findByPropertyIds>>[number];

/** Theme properties, at most `perCity` per (theme, city), in theme order then property order. */
export async function findThemeProperties(db: Database, userId: number | null, perCity: number) {
  const ranked = db
    .select({
      themeId: hotelThemeProperties.themeId,
      propertyUuid: hotelThemeProperties.propertyUuid,
      itemSort: hotelThemeProperties.sort,
      rank: rankWithin([hotelThemeProperties.themeId, hotels.cityCode], [hotelThemeProperties.sort, hotelThemeProperties.propertyUuid]).as('rank'),
    })
    .from(hotelThemeProperties)
    .innerJoin(hotels, and(eq(hotels.uuid, hotelThemeProperties.propertyUuid), eq(hotels.isActive, true)))
    .as('ranked');

  return db
    .select({ themeId: hotelThemes.id, themeName: hotelThemes.name, themeSort: hotelThemes.sort, ...hotelPropertyColumns(userId) })
    .from(ranked)
    .innerJoin(hotelThemes, eq(hotelThemes.id, ranked.themeId))
    .innerJoin(hotels, eq(hotels.uuid, ranked.propertyUuid))
    .innerJoin(cities, eq(cities.code, hotels.cityCode))
    .where(lte(ranked.rank, perCity))
    .orderBy(hotelThemes.sort, hotelThemes.id, ranked.itemSort, ranked.propertyUuid);
}

/** Recommended properties in the operator's order, optionally in one city (by code or by id). */
export async function findRecommendProperties(
  db: Database,
  userId: number | null,
  city: { code?: string | undefined; id?: number | undefined },
  limit: number,
) {
  return db
    .select(hotelPropertyColumns(userId))
    .from(hotelRecommendations)
    .innerJoin(hotels, and(eq(hotels.uuid, hotelRecommendations.propertyUuid), eq(hotels.isActive, true)))
    .innerJoin(cities, eq(cities.code, hotels.cityCode))
    .where(and(city.code === undefined ? undefined : eq(cities.code, city.code), city.id === undefined ? undefined : eq(cities.id, city.id)))
    .orderBy(hotelRecommendations.sort, hotelRecommendations.propertyUuid)
    .limit(limit);
}

/** Cards for the given property ids, in no particular order (the service restores the asked order). */
export const findByPropertyIds = cardsByKeys(
  'hotel_cards_by_id',
  (db, caller, keysHold) =>
    db.select(hotelPropertyColumns(caller)).from(hotels).innerJoin(cities, eq(cities.code, hotels.cityCode)).where(and(keysHold(hotels.propertyId), eq(hotels.isActive, true))),
  { keyOf: (r) => r.propertyId, tagsOf: (r) => cacheTags.card('hotel', r.propertyUuid) },
);
