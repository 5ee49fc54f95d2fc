import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { popularCities } from '../../db/schema/content.ts';
import { cities, countries } from '../../db/schema/geography.ts';

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
