import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cities, countries } from '../../db/schema/geography.ts';
import { stays } from '../../db/schema/stays.ts';
import { tours } from '../../db/schema/tours.ts';
import { selectStayCards } from './stay-lists.repository.ts';
import { recommendedTourOrder, selectRecommendableTourCards } from '../tours/tours.service.ts';

/** The cities of a theme page in the operator's city order, with their country. */
export async function findThemeCities(db: Database, codes: readonly string[]) {
  return db
    .select({ category: cities.code, categoryName: cities.nameKo, nameEn: cities.nameEn, countryName: countries.nameKo, imgPath: cities.imagePath })
    .from(cities)
    .innerJoin(countries, eq(countries.code, cities.countryCode))
    .where(inArray(cities.code, [...codes]))
    .orderBy(asc(cities.sort));
}

/** The best stays of the cities: highest review grade, then most reviewed. */
export async function findBestStays(db: Database, userId: number | null, codes: readonly string[], limit: number) {
  return selectStayCards(db, userId)
    .where(and(eq(stays.isActive, true), inArray(stays.cityCode, [...codes])))
    .orderBy(desc(stays.reviewGrade), desc(stays.reviewCount), asc(stays.goodsNo))
    .limit(limit);
}

/** The cities' tours: the operator's recommendations first (in their order), then by sort, like the recommend list. */
export async function findCityTours(db: Database, userId: number | null, codes: readonly string[], limit: number) {
  return selectRecommendableTourCards(db, userId)
    .where(and(eq(tours.isActive, true), inArray(tours.cityCode, [...codes])))
    .orderBy(...recommendedTourOrder())
    .limit(limit);
}

/** The special deal (특가): every active stay on sale. */
export const onSale = () => and(eq(stays.isActive, true), gt(stays.saleRate, 0));

/** The off-season sale (rules/promotions isOffSeasonSale): on sale, with breakfast, in a continent out of season. */
export function offSeasonSale(continentCodes: readonly string[]): SQL | undefined {
  if (continentCodes.length === 0) return sql`false`;
  return and(onSale(), eq(stays.hasBreakfast, true), inArray(sql`left(${stays.cityCode}, 3)`, [...continentCodes]));
}

/**
 * One page of stays matching `where` in the given order, plus the total. Reads one row more than the page so
 * `last` needs no arithmetic on a count that may change between the two queries.
 */
export async function findSalePage(db: Database, userId: number | null, where: SQL | undefined, orderBy: SQL[], offset: number, size: number) {
  const [rows, [total]] = await Promise.all([
    selectStayCards(db, userId)
      .where(where)
      .orderBy(...orderBy, asc(stays.goodsNo))
      .limit(size + 1)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(stays).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Biggest discount first; among equal discounts the best graded. */
export const saleOrder = () => [desc(stays.saleRate), desc(stays.reviewGrade)];
/** Most booked first, which we read as most reviewed (a review needs a finished stay), then discount. */
export const offSeasonOrder = () => [desc(stays.reviewCount), desc(stays.saleRate)];
