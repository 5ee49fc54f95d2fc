import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cities, countries } from '../../db/schema/geography.ts';
import { tourRecommendations, tourThemeGroups, tourThemeItems, tourThemes, tours } from '../../db/schema/tours.ts';
import { callerWishFlag, tourWishTarget, type WishCaller } from '../wishes/wishes.service.ts';
import { cardPlaceColumns, cardsByKeys, rankWithin } from '../../platform/sql.ts';
import { cacheTags } from '../../platform/public-cache.ts';

/** Every field of a tour card, with the caller's isWish computed in the same query. */
export function tourItemColumns(userId: WishCaller) {
  return {
    itemNo: tours.itemNo,
    itemName: tours.name,
    salePrice: tours.salePrice,
    itemImgPath: tours.imagePath,
    isWish: callerWishFlag(tourWishTarget, userId),
    reviewGrade: tours.reviewGrade,
    reviewCount: tours.reviewCount,
    wishCount: tours.wishCount,
    category: tours.cityCode,
    ...cardPlaceColumns,
    sort: tours.sort,
    itemCategoryType: tours.itemCategoryType,
  };
}

/** Tour cards with their city and country; the caller adds where, order and paging. */
export function selectTourCards(db: Database, userId: WishCaller) {
  return db
    .select(tourItemColumns(userId))
    .from(tours)
    .innerJoin(cities, eq(cities.code, tours.cityCode))
    .innerJoin(countries, eq(countries.code, cities.countryCode));
}

/** Tour cards with the operator's recommendation joined, as recommendedTourOrder() needs. */
export function selectRecommendableTourCards(db: Database, userId: number | null) {
  return selectTourCards(db, userId).leftJoin(tourRecommendations, eq(tourRecommendations.itemNo, tours.itemNo));
}

/** Theme items, at most `perTheme` per theme, ordered group, theme, item. Empty themes do not appear. */
export async function findThemeItems(db: Database, userId: number | null, perTheme: number) {
  const ranked = db
    .select({
      themeNo: tourThemeItems.themeNo,
      itemNo: tourThemeItems.itemNo,
      itemSort: tourThemeItems.sort,
      rank: rankWithin([tourThemeItems.themeNo], [tourThemeItems.sort, tourThemeItems.itemNo]).as('rank'),
    })
    .from(tourThemeItems)
    .innerJoin(tours, and(eq(tours.itemNo, tourThemeItems.itemNo), eq(tours.isActive, true)))
    .as('ranked');

  return db
    .select({
      themeGroupNo: tourThemeGroups.themeGroupNo,
      themeGroupName: tourThemeGroups.name,
      themeGroupSort: tourThemeGroups.sort,
      themeNo: tourThemes.themeNo,
      themeName: tourThemes.name,
      ...tourItemColumns(userId),
    })
    .from(ranked)
    .innerJoin(tourThemes, eq(tourThemes.themeNo, ranked.themeNo))
    .innerJoin(tourThemeGroups, eq(tourThemeGroups.themeGroupNo, tourThemes.themeGroupNo))
    .innerJoin(tours, eq(tours.itemNo, ranked.itemNo))
    .innerJoin(cities, eq(cities.code, tours.cityCode))
    .innerJoin(countries, eq(countries.code, cities.countryCode))
    .where(lte(ranked.rank, perTheme))
    .orderBy(tourThemeGroups.sort, tourThemeGroups.themeGroupNo, tourThemes.sort, tourThemes.themeNo, ranked.itemSort, ranked.itemNo);
}

/**
 * The recommended order of a tour list: the operator's recommendations first (in their order), then every
 * other tour by its sort; itemNo breaks ties so pages never overlap or skip. The query left-joins
 * tourRecommendations.
 */
export function recommendedTourOrder(): SQL[] {
  return [sql`${tourRecommendations.sort} asc nulls last`, asc(tours.sort), asc(tours.itemNo)];
}

/** Recommended tours in the operator's order, optionally in one city. */
export async function findRecommendItems(db: Database, userId: number | null, cityCode: string | undefined, limit: number) {
  return db
    .select(tourItemColumns(userId))
    .from(tourRecommendations)
    .innerJoin(tours, eq(tours.itemNo, tourRecommendations.itemNo))
    .innerJoin(cities, eq(cities.code, tours.cityCode))
    .innerJoin(countries, eq(countries.code, cities.countryCode))
    .where(and(eq(tours.isActive, true), cityCode === undefined ? undefined : eq(tours.cityCode, cityCode)))
    .orderBy(tourRecommendations.sort, tourRecommendations.itemNo)
    .limit(limit);
}

/** Cards for the given item numbers, in no particular order (the service restores the asked order). */
export const findToursByItemNos = cardsByKeys(
  'tour_cards',
  (db, caller, keysHold) => selectTourCards(db, caller).where(and(keysHold(tours.itemNo), eq(tours.isActive, true))),
  { keyOf: (r) => r.itemNo, tagsOf: (r) => cacheTags.card('tour', r.itemNo) },
);
