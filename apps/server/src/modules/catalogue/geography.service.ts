import { and, asc, eq, sql } from 'drizzle-orm';
import { ADMIN_CITY_MESSAGES, type AdminCity, type AdminCityCreate, type AdminCountry } from '@minda/contracts/admin-geography';
import type { Database } from '../../db/client.ts';
import { areaColumns, areaOf, cities, continents, countries } from '../../db/schema/geography.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../platform/sql.ts';
import { unprocessable } from './publishing.ts';

/**
 * The operator's geography (issue 57, spec 2 §7.10): the cities products are placed in, each with its time zone and
 * its area (rules/stay-location.ts). A new city is in the search index at once (the database's triggers) and shows in
 * suggestions, lists and filters as soon as it has something on sale.
 */

const cityColumns = {
  code: cities.code,
  countryCode: cities.countryCode,
  name: cities.nameKo,
  nameEn: cities.nameEn,
  country: countries.nameKo,
  timeZone: cities.timeZone,
  areaSouth: cities.areaSouth,
  areaWest: cities.areaWest,
  areaNorth: cities.areaNorth,
  areaEast: cities.areaEast,
};
type CityRow = Omit<AdminCity, 'area'> & { areaSouth: number | null; areaWest: number | null; areaNorth: number | null; areaEast: number | null };
const cityOf = ({ areaSouth, areaWest, areaNorth, areaEast, ...city }: CityRow): AdminCity => ({ ...city, area: areaOf({ areaSouth, areaWest, areaNorth, areaEast }) });

/** `GET admin/cities`: every city with its country and area, in the operator's order (countries, then cities). */
export async function listCities(db: Database): Promise<AdminCity[]> {
  const rows = await db.select(cityColumns).from(cities).innerJoin(countries, eq(countries.code, cities.countryCode)).orderBy(asc(countries.sort), asc(cities.sort));
  return rows.map(cityOf);
}

/** `GET admin/countries`. */
export async function listCountries(db: Database): Promise<AdminCountry[]> {
  return db
    .select({ code: countries.code, name: countries.nameKo, nameEn: countries.nameEn, continent: continents.nameKo })
    .from(countries)
    .innerJoin(continents, eq(continents.code, countries.continentCode))
    .orderBy(asc(continents.sort), asc(countries.sort));
}

/** New cities of a country take the next code after its highest; the lock makes two at once take two. */
const NEW_CITY_LOCK = sql`pg_advisory_xact_lock(hashtext('cities.code'))`;

/** `POST admin/cities`: the country's next city code, last in its order; one name once per country. */
export async function createCity(db: Database, actor: AuditActor, input: AdminCityCreate): Promise<AdminCity> {
  try {
    return await db.transaction(async (tx) => {
      const [country] = await tx.select({ code: countries.code }).from(countries).where(eq(countries.code, input.countryCode));
      if (!country) throw unprocessable('countryCode', ADMIN_CITY_MESSAGES.countryNotFound);
      const [same] = await tx.select({ code: cities.code }).from(cities).where(and(eq(cities.countryCode, input.countryCode), eq(cities.nameKo, input.nameKo)));
      if (same) throw unprocessable('nameKo', ADMIN_CITY_MESSAGES.nameTaken(input.nameKo));
      await tx.execute(sql`select ${NEW_CITY_LOCK}`);
      const [last] = await tx
        .select({ number: sql<number>`coalesce(max(right(${cities.code}, 3)::int), 0)`, sort: sql<number>`coalesce(max(${cities.sort}), 0)` })
        .from(cities)
        .where(eq(cities.countryCode, input.countryCode));
      const next = (last?.number ?? 0) + 1;
      if (next > 999) throw new AppError(409, 'CONFLICT', ADMIN_CITY_MESSAGES.countryFull);
      const code = `${input.countryCode}${String(next).padStart(3, '0')}`;
      await tx.insert(cities).values({
        code,
        countryCode: input.countryCode,
        nameKo: input.nameKo,
        nameEn: input.nameEn,
        timeZone: input.timeZone,
        imagePath: '',
        sort: (last?.sort ?? 0) + 1,
        ...areaColumns(input.area),
      });
      await recordAudit(tx, actor, {
        action: 'city.create',
        target: { type: 'city', id: code, label: input.nameKo },
        after: { nameKo: input.nameKo, nameEn: input.nameEn, countryCode: input.countryCode, timeZone: input.timeZone, area: input.area },
      });
      const [row] = await tx.select(cityColumns).from(cities).innerJoin(countries, eq(countries.code, cities.countryCode)).where(eq(cities.code, code));
      return cityOf(row!);
    });
  } catch (error) {
    // Two operators adding the same city at once: the second is told as the check would have.
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw unprocessable('nameKo', ADMIN_CITY_MESSAGES.nameTaken(input.nameKo));
    throw error;
  }
}
