import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { stayThemeItems, stayThemes } from '../../db/schema/content.ts';
import { cities, countries } from '../../db/schema/geography.ts';
import { stayRecommendations, stays } from '../../db/schema/stays.ts';
import { callerWishFlag, stayWishTarget, type WishCaller } from '../wishes/wishes.service.ts';
import { cardPlaceColumns, cardsByKeys, rankWithin } from '../../platform/sql.ts';
import { cacheTags } from '../../platform/public-cache.ts';

/** Every field of a stay card, with the caller's isWish computed in the same query. */
export function stayCardColumns(userId: WishCaller) {
  return {
    goodsNo: stays.goodsNo,
    goodsName: stays.name,
    minPrice: stays.minPrice,
    reviewGrade: stays.reviewGrade,
    reviewCount: stays.reviewCount,
    wishCount: stays.wishCount,
    isWish: callerWishFlag(stayWishTarget, userId),
    bookType: stays.bookType,
    goodsImgPath: stays.imagePath,
    locations: stays.locations,
    category: stays.cityCode,
    ...cardPlaceColumns,
    isAwards: stays.isAwards,
    saleRate: stays.saleRate,
  };
}

/** Stay cards with their city and country; the caller adds where, order and paging. */
export function selectStayCards(db: Database, userId: WishCaller) {
  return db
    .select(stayCardColumns(userId))
    .from(stays)
    .innerJoin(cities, eq(cities.code, stays.cityCode))
    .innerJoin(countries, eq(countries.code, cities.countryCode));
}

/**
 * Theme items, at most `perCity` per (theme, city) chosen by the item's sort, in theme order then item order.
 * Inactive stays are dropped before ranking so they never take a slot.
 */
export async function findThemeItems(db: Database, userId: number | null, perCity: number) {
  const ranked = db
    .select({
      themeNo: stayThemeItems.themeNo,
      goodsNo: stayThemeItems.goodsNo,
      itemSort: stayThemeItems.sort,
      rank: rankWithin([stayThemeItems.themeNo, stays.cityCode], [stayThemeItems.sort, stayThemeItems.goodsNo]).as('rank'),
    })
    .from(stayThemeItems)
    .innerJoin(stays, and(eq(stays.goodsNo, stayThemeItems.goodsNo), eq(stays.isActive, true)))
    .as('ranked');

  return db
    .select({ themeNo: stayThemes.no, themeSort: stayThemes.sort, themeTitle: stayThemes.title, cityId: cities.id, ...stayCardColumns(userId) })
    .from(ranked)
    .innerJoin(stayThemes, eq(stayThemes.no, ranked.themeNo))
    .innerJoin(stays, eq(stays.goodsNo, ranked.goodsNo))
    .innerJoin(cities, eq(cities.code, stays.cityCode))
    .innerJoin(countries, eq(countries.code, cities.countryCode))
    .where(lte(ranked.rank, perCity))
    .orderBy(stayThemes.sort, stayThemes.no, ranked.itemSort, ranked.goodsNo);
}

/**
 * Recommendation items, at most `perCategory` per stay category, optionally only in one city (filtered
 * before ranking, so a city still gets full sections). Categories come in enum order
 * (GRADE, SALE, RESERVE_INSTANT, BREAKFAST).
 */
export async function findRecommendItems(db: Database, userId: number | null, cityCode: string | undefined, perCategory: number) {
  const ranked = db
    .select({
      stayCategory: stayRecommendations.stayCategory,
      goodsNo: stayRecommendations.goodsNo,
      itemSort: stayRecommendations.sort,
      rank: rankWithin([stayRecommendations.stayCategory], [stayRecommendations.sort, stayRecommendations.goodsNo]).as('rank'),
    })
    .from(stayRecommendations)
    .innerJoin(
      stays,
      and(eq(stays.goodsNo, stayRecommendations.goodsNo), eq(stays.isActive, true), cityCode === undefined ? undefined : eq(stays.cityCode, cityCode)),
    )
    .as('ranked');

  return db
    .select({ stayCategory: ranked.stayCategory, ...stayCardColumns(userId) })
    .from(ranked)
    .innerJoin(stays, eq(stays.goodsNo, ranked.goodsNo))
    .innerJoin(cities, eq(cities.code, stays.cityCode))
    .innerJoin(countries, eq(countries.code, cities.countryCode))
    .where(lte(ranked.rank, perCategory))
    .orderBy(ranked.stayCategory, ranked.itemSort, ranked.goodsNo);
}

/** Cards for the given goods numbers, in no particular order (the service restores the asked order). */
export const findStaysByGoodsNos = cardsByKeys(
  'stay_cards',
  (db, caller, keysHold) => selectStayCards(db, caller).where(and(keysHold(stays.goodsNo), eq(stays.isActive, true))),
  { keyOf: (r) => r.goodsNo, tagsOf: (r) => cacheTags.card('stay', r.goodsNo) },
);
