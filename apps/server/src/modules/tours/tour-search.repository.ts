import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TourListSort } from '@minda/contracts/rules/tour-list';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../platform/sql.ts';
import { cities, countries } from '../../db/schema/geography.ts';
import { tourOptions, tourThemeGroups, tourThemeItems, tourThemes, tours } from '../../db/schema/tours.ts';
import { users } from '../../db/schema/users.ts';
import type { ItemCategoryType } from '@minda/contracts/tours';
import { callerWishFlag, tourWishTarget } from '../wishes/wishes.service.ts';
import { selectRecommendableTourCards, tourItemColumns } from './tour-lists.repository.ts';

type Page = { offset: number; size: number };

/**
 * ORDER BY of each sort; itemNo always breaks ties so pages never overlap or skip. Sold-out tours (price 0)
 * go to the end of the price order rather than the front: they are not the cheapest, they are unavailable.
 */
function orderOf(sort: Exclude<TourListSort, 'recommended'>): SQL[] {
  switch (sort) {
    case 'price':
      return [sql`(${tours.salePrice} = 0) asc`, asc(tours.salePrice), asc(tours.itemNo)];
    case 'rating':
      return [desc(tours.reviewGrade), desc(tours.reviewCount), asc(tours.itemNo)];
    case 'reviews':
      return [desc(tours.reviewCount), desc(tours.reviewGrade), asc(tours.itemNo)];
  }
}

const typeFilter = (type: ItemCategoryType | undefined) => (type === undefined ? undefined : eq(tours.itemCategoryType, type));

export async function findCity(db: Database, cityCode: string) {
  const [row] = await db
    .select({ categoryName: cities.nameKo, countryName: countries.nameKo })
    .from(cities)
    .innerJoin(countries, eq(countries.code, cities.countryCode))
    .where(eq(cities.code, cityCode));
  return row;
}

/** Active tours of a city per itemCategoryType. */
export async function countCityToursByType(db: Database, cityCode: string) {
  return db
    .select({ type: tours.itemCategoryType, n: count() })
    .from(tours)
    .where(and(eq(tours.cityCode, cityCode), eq(tours.isActive, true)))
    .groupBy(tours.itemCategoryType);
}

export async function findCityTours(db: Database, userId: number | null, q: { cityCode: string; type: ItemCategoryType | undefined; sort: TourListSort } & Page) {
  const inCity = and(eq(tours.cityCode, q.cityCode), eq(tours.isActive, true), typeFilter(q.type));
  if (q.sort !== 'recommended') return selectRecommendableTourCards(db, userId).where(inCity).orderBy(...orderOf(q.sort)).limit(q.size).offset(q.offset);
  const itemNos = await recommendedPage(db, q);
  const cards = await selectRecommendableTourCards(db, userId).where(inArray(tours.itemNo, itemNos));
  const byNo = new Map(cards.map((c) => [c.itemNo, c]));
  return itemNos.flatMap((itemNo) => byNo.get(itemNo) ?? []);
}

/**
 * The item numbers of one page by recommendation (recommendedTourOrder) without sorting the city: the operator's
 * picks of the city (a handful) first, then the rest read in the operator's order off tours_city_sort_idx, only as
 * far as the page's end.
 */
async function recommendedPage(db: Database, q: { cityCode: string; type: ItemCategoryType | undefined } & Page): Promise<number[]> {
  const type = q.type === undefined ? sql`` : sql`and t.item_category_type = ${q.type}`;
  const result = await db.execute(sql`select p.item_no as "itemNo" from (
      (select t.item_no, r.sort as pick, t.sort from tour_recommendations r join tours t on t.item_no = r.item_no
        where t.city_code = ${q.cityCode} and t.is_active ${type})
      union all
      (select t.item_no, null::int, t.sort from tours t
        where t.city_code = ${q.cityCode} and t.is_active ${type}
          and not exists (select 1 from tour_recommendations r where r.item_no = t.item_no)
        order by t.sort, t.item_no limit ${q.offset + q.size})
    ) p
    order by p.pick asc nulls last, p.sort asc, p.item_no asc
    limit ${q.size} offset ${q.offset}`);
  return rowsOf<{ itemNo: number }>(result).map((r) => r.itemNo);
}

export async function findTheme(db: Database, themeNo: number) {
  const [row] = await db
    .select({ themeNo: tourThemes.themeNo, themeName: tourThemes.name, themeGroupNo: tourThemeGroups.themeGroupNo, themeGroupName: tourThemeGroups.name })
    .from(tourThemes)
    .innerJoin(tourThemeGroups, eq(tourThemeGroups.themeGroupNo, tourThemes.themeGroupNo))
    .where(eq(tourThemes.themeNo, themeNo));
  return row;
}

export async function countThemeToursByType(db: Database, themeNo: number) {
  return db
    .select({ type: tours.itemCategoryType, n: count() })
    .from(tourThemeItems)
    .innerJoin(tours, eq(tours.itemNo, tourThemeItems.itemNo))
    .where(and(eq(tourThemeItems.themeNo, themeNo), eq(tours.isActive, true)))
    .groupBy(tours.itemCategoryType);
}

/** A theme's active items in the operator's order. */
export async function findThemeTours(db: Database, userId: number | null, q: { themeNo: number; type: ItemCategoryType | undefined } & Page) {
  return db
    .select(tourItemColumns(userId))
    .from(tourThemeItems)
    .innerJoin(tours, eq(tours.itemNo, tourThemeItems.itemNo))
    .innerJoin(cities, eq(cities.code, tours.cityCode))
    .innerJoin(countries, eq(countries.code, cities.countryCode))
    .where(and(eq(tourThemeItems.themeNo, q.themeNo), eq(tours.isActive, true), typeFilter(q.type)))
    .orderBy(asc(tourThemeItems.sort), asc(tourThemeItems.itemNo))
    .limit(q.size)
    .offset(q.offset);
}

/**
 * One active tour with its place, partner and the caller's wish flag; undefined when unknown or inactive. For a
 * preview, one in any state with what decides who may see it (platform/product-preview.ts).
 */
export async function findTour(db: Database, userId: number | null, itemNo: number, previewing = false) {
  const [row] = await db
    .select({
      sale: { isActive: tours.isActive, status: tours.status, partnerId: tours.partnerId },
      itemNo: tours.itemNo,
      itemName: tours.name,
      category: tours.cityCode,
      categoryName: cities.nameKo,
      countryName: countries.nameKo,
      itemCategoryType: tours.itemCategoryType,
      salePrice: tours.salePrice,
      itemImgPath: tours.imagePath,
      images: tours.images,
      summary: tours.summary,
      description: tours.description,
      durationText: tours.durationText,
      meetingPoint: tours.meetingPoint,
      reviewGrade: tours.reviewGrade,
      reviewCount: tours.reviewCount,
      wishCount: tours.wishCount,
      isWish: callerWishFlag(tourWishTarget, userId),
      partnerName: users.nickname,
      useInquireChat: tours.useInquireChat,
    })
    .from(tours)
    .innerJoin(cities, eq(cities.code, tours.cityCode))
    .innerJoin(countries, eq(countries.code, cities.countryCode))
    .innerJoin(users, eq(users.id, tours.partnerId))
    .where(and(eq(tours.itemNo, itemNo), previewing ? undefined : eq(tours.isActive, true)));
  return row;
}

export async function findTourOptions(db: Database, itemNo: number) {
  return db
    .select({ optionNo: tourOptions.id, name: tourOptions.name, description: tourOptions.description, price: tourOptions.price })
    .from(tourOptions)
    .where(eq(tourOptions.itemNo, itemNo))
    .orderBy(asc(tourOptions.sort), asc(tourOptions.id));
}
