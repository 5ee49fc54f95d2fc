import { asc, eq } from 'drizzle-orm';
import type { AdminCity } from '@minda/contracts/admin-geography';
import type { Database } from '../../db/client.ts';
import { areaOf, cities, countries } from '../../db/schema/geography.ts';

/** `GET admin/cities`: every city with its country and area, in the operator's order (countries, then cities). */
export async function listCities(db: Database): Promise<AdminCity[]> {
  const rows = await db
    .select({
      code: cities.code,
      name: cities.nameKo,
      nameEn: cities.nameEn,
      country: countries.nameKo,
      timeZone: cities.timeZone,
      areaSouth: cities.areaSouth,
      areaWest: cities.areaWest,
      areaNorth: cities.areaNorth,
      areaEast: cities.areaEast,
    })
    .from(cities)
    .innerJoin(countries, eq(countries.code, cities.countryCode))
    .orderBy(asc(countries.sort), asc(cities.sort));
  return rows.map((r) => ({ code: r.code, name: r.name, nameEn: r.nameEn, country: r.country, timeZone: r.timeZone, area: areaOf(r) }));
}
