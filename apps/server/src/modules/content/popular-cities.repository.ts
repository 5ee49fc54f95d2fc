import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { popularCities } from '../../db/schema/content.ts';
import { cities, countries } from '../../db/schema/geography.ts';

/** The city columns stay and tour cards carry (category = 9-digit city code). Needs cities and countries joined. */
export const cardPlaceColumns = {
  categoryName: cities.nameKo,
  countryName: countries.nameKo,
};

/**
 * `row_number() over (partition by ... order by ...)`: ranks rows inside each group so a list can be capped
 * per group (10 cards per city, 5 per recommendation category) in the same query that reads it.
 */
export function rankWithin(partitionBy: SQLWrapper[], orderBy: SQLWrapper[]) {
  return sql<number>`row_number() over (partition by ${sql.join(partitionBy, sql`, `)} order by ${sql.join(orderBy, sql`, `)})`;
}

/** Popular cities of one product line in the operator's order (stays, tours and hotels share the table). */
export async function findPopularCities(db: Database, productLine: 'stay' | 'tour' | 'hotel') {
  return db
    .select({ id: cities.id, code: cities.code, name: cities.nameKo, countryName: countries.nameKo, imagePath: cities.imagePath })
    .from(popularCities)
    .innerJoin(cities, eq(cities.code, popularCities.cityCode))
    .innerJoin(countries, eq(countries.code, cities.countryCode))
    .where(eq(popularCities.productLine, productLine))
    .orderBy(popularCities.sort, cities.code);
}
