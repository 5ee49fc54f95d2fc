import type { StayCard, StayPopularCity, StayRecommendItem, StayTheme } from '@minda/contracts/stays';
import { STAY_RECOMMEND_CITY_CODES, knownCityFilter } from '@minda/contracts/rules/city-codes';
import { RECOMMEND_MAX_ITEMS, STAY_LIST_MAX_CARDS } from '@minda/contracts/rules/limits';
import type { Database } from '../../db/client.ts';
import { findPopularCities } from '../content/content.service.ts';
import { groupInOrder, orderByIds } from '../../platform/lists.ts';
import { findRecommendItems, findStaysByGoodsNos, findThemeItems } from './stay-lists.repository.ts';
import type { Caller } from '../../platform/access.ts';

export async function stayPopularCities(db: Database): Promise<StayPopularCity[]> {
  const rows = await findPopularCities(db, 'stay');
  return rows.map((c) => ({ category: c.code, categoryName: c.name, countryName: c.countryName, imgPath: c.imagePath }));
}

/** Themes in order, each with its items grouped by city (the category chips), 10 cards at most per city. */
export async function stayThemeItems(db: Database, userId: Caller): Promise<StayTheme[]> {
  const rows = await findThemeItems(db, userId, STAY_LIST_MAX_CARDS);
  return groupInOrder(rows, (r) => r.themeNo).map(({ first, rows: themeRows }) => ({
    no: first.themeNo,
    sort: first.themeSort,
    title: first.themeTitle,
    items: groupInOrder(themeRows, (r) => r.category).map((city) => ({
      category: city.first.category,
      categoryNo: city.first.cityId,
      categoryName: city.first.categoryName,
      items: city.rows.map(toStayCard),
    })),
  }));
}

/**
 * Up to 5 stays per recommendation category. The city filter applies only to the spec's recommendation
 * cities; any other (well-formed) code gets the unfiltered sections rather than empty ones.
 */
export async function stayRecommendItems(db: Database, userId: Caller, cityCode: string | undefined): Promise<StayRecommendItem[]> {
  const city = knownCityFilter(STAY_RECOMMEND_CITY_CODES, cityCode);
  const rows = await findRecommendItems(db, userId, city, RECOMMEND_MAX_ITEMS);
  return rows.map((r) => ({ ...toStayCard(r), stayCategory: r.stayCategory }));
}

export async function stayRecentlyViewed(db: Database, userId: Caller, goodsNos: readonly number[]): Promise<StayCard[]> {
  const rows = await findStaysByGoodsNos(db, userId, goodsNos);
  return orderByIds(rows, goodsNos, (r) => r.goodsNo).map(toStayCard);
}

/** Picks exactly the card fields, so list-only columns (theme, city id) never leak into the response. */
function toStayCard(r: StayCard): StayCard {
  return {
    goodsNo: r.goodsNo,
    goodsName: r.goodsName,
    minPrice: r.minPrice,
    reviewGrade: r.reviewGrade,
    reviewCount: r.reviewCount,
    wishCount: r.wishCount,
    isWish: r.isWish,
    bookType: r.bookType,
    goodsImgPath: r.goodsImgPath,
    locations: r.locations,
    category: r.category,
    categoryName: r.categoryName,
    countryName: r.countryName,
    isAwards: r.isAwards,
    saleRate: r.saleRate,
  };
}
