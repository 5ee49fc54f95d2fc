import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cities } from '../../db/schema/geography.ts';
import { tours } from '../../db/schema/tours.ts';
import { recommendedTourOrder, selectRecommendableTourCards } from './tour-lists.repository.ts';

export async function findCityName(db: Database, cityCode: string): Promise<string | undefined> {
  const [row] = await db.select({ name: cities.nameKo }).from(cities).where(eq(cities.code, cityCode));
  return row?.name;
}

/**
 * One page of a city's active tours: the operator's recommendations first (in their order), then every
 * other tour by its sort. itemNo breaks ties so pages never overlap or skip. Reads one row more than the
 * page so the caller knows whether another page follows without a count query.
 */
export async function findCityTourPage(db: Database, userId: number | null, cityCode: string, offset: number, size: number) {
  return selectRecommendableTourCards(db, userId)
    .where(and(eq(tours.cityCode, cityCode), eq(tours.isActive, true)))
    .orderBy(...recommendedTourOrder())
    .limit(size + 1)
    .offset(offset);
}
