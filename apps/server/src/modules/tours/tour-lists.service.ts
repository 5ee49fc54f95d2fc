import { TOUR_RECOMMEND_MAX_ITEMS, TOUR_THEME_MAX_ITEMS, type TourItem, type TourPopularCity, type TourThemeGroup } from '@minda/contracts/tours';
import { TOUR_RECOMMEND_CITY_CODES, knownCityFilter } from '@minda/contracts/rules/city-codes';
import type { Database } from '../../db/client.ts';
import { findPopularCities } from '../content/content.service.ts';
import { groupInOrder, orderByIds } from '../../platform/lists.ts';
import { findRecommendItems, findThemeItems, findToursByItemNos } from './tour-lists.repository.ts';
import type { Caller } from '../../platform/access.ts';

/** imgPathGuideBook is the city's own image (the guidebook cover of that city). */
export async function tourPopularCities(db: Database): Promise<TourPopularCity[]> {
  const rows = await findPopularCities(db, 'tour');
  return rows.map((c) => ({ category: c.code, categoryName: c.name, countryName: c.countryName, imgPathGuideBook: c.imagePath }));
}

/**
 * Theme groups with their themes, up to TOUR_THEME_MAX_ITEMS (12) items per theme: the home block shows 4
 * (TOUR_THEME_BLOCK_MAX_ITEMS), PC shows more, and one call serves both.
 */
export async function tourThemeItems(db: Database, userId: Caller): Promise<TourThemeGroup[]> {
  const rows = await findThemeItems(db, userId, TOUR_THEME_MAX_ITEMS);
  return groupInOrder(rows, (r) => r.themeGroupNo).map((group) => ({
    themeGroupNo: group.first.themeGroupNo,
    themeGroupName: group.first.themeGroupName,
    sort: group.first.themeGroupSort,
    themeItems: groupInOrder(group.rows, (r) => r.themeNo).map((theme) => ({
      themeName: theme.first.themeName,
      themeNo: theme.first.themeNo,
      items: theme.rows.map(toTourItem),
    })),
  }));
}

/**
 * Up to TOUR_RECOMMEND_MAX_ITEMS (20) recommended tours in order (the home section shows 5, the
 * recommendation page more). The city filter applies only to the spec's tour recommendation cities.
 */
export async function tourRecommendItems(db: Database, userId: Caller, cityCode: string | undefined): Promise<TourItem[]> {
  const city = knownCityFilter(TOUR_RECOMMEND_CITY_CODES, cityCode);
  return (await findRecommendItems(db, userId, city, TOUR_RECOMMEND_MAX_ITEMS)).map(toTourItem);
}

export async function tourRecentlyViewed(db: Database, userId: Caller, itemNos: readonly number[]): Promise<TourItem[]> {
  const rows = await findToursByItemNos(db, userId, itemNos);
  return orderByIds(rows, itemNos, (r) => r.itemNo).map(toTourItem);
}

function toTourItem(r: TourItem): TourItem {
  return {
    itemNo: r.itemNo,
    itemName: r.itemName,
    salePrice: r.salePrice,
    itemImgPath: r.itemImgPath,
    isWish: r.isWish,
    reviewGrade: r.reviewGrade,
    reviewCount: r.reviewCount,
    wishCount: r.wishCount,
    category: r.category,
    categoryName: r.categoryName,
    countryName: r.countryName,
    sort: r.sort,
    itemCategoryType: r.itemCategoryType,
  };
}
