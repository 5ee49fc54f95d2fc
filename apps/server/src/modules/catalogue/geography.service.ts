import { and, asc, eq, isNotNull, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  ADMIN_CITY_MESSAGES,
  type AdminCity,
  type AdminCityCreate,
  type AdminCityPatch,
  type AdminContinent,
  type AdminCountry,
  type AdminCountryCreate,
  type AdminProvince,
  type AdminProvinceCreate,
} from '@minda/contracts/admin-geography';
import { isInsideArea, type GeoArea } from '@minda/contracts/rules/stay-location';
import type { Database } from '../../db/client.ts';
import { areaColumns, areaOf, cities, continents, countries, pointsOfInterest, provinces, stations } from '../../db/schema/geography.ts';
import { hotels } from '../../db/schema/hotels.ts';
import { stays } from '../../db/schema/stays.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { cacheTags, publicDataChanged } from '../../platform/public-cache.ts';
import { rowsOf, sqlStateOf, UNIQUE_VIOLATION } from '../../platform/sql.ts';
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
  provinceId: cities.provinceId,
};
type CityRow = Omit<AdminCity, 'area'> & { areaSouth: number | null; areaWest: number | null; areaNorth: number | null; areaEast: number | null };
const cityOf = ({ areaSouth, areaWest, areaNorth, areaEast, ...city }: CityRow): AdminCity => ({ ...city, area: areaOf({ areaSouth, areaWest, areaNorth, areaEast }) });

/** `GET admin/cities`: every city with its country and area, in the operator's order (countries, then cities). */
export async function listCities(db: Database): Promise<AdminCity[]> {
  const rows = await db.select(cityColumns).from(cities).innerJoin(countries, eq(countries.code, cities.countryCode)).orderBy(asc(countries.sort), asc(cities.sort));
  return rows.map(cityOf);
}

/** `GET admin/cities/{code}`; a 404 when there is none. */
export async function adminCity(db: Database, code: string): Promise<AdminCity> {
  const [row] = await db.select(cityColumns).from(cities).innerJoin(countries, eq(countries.code, cities.countryCode)).where(eq(cities.code, code));
  if (!row) throw notFound(ADMIN_CITY_MESSAGES.notFound);
  return cityOf(row);
}

const countryColumns = { code: countries.code, continentCode: countries.continentCode, name: countries.nameKo, nameEn: countries.nameEn, continent: continents.nameKo };

/** `GET admin/countries`. */
export async function listCountries(db: Database): Promise<AdminCountry[]> {
  return db.select(countryColumns).from(countries).innerJoin(continents, eq(continents.code, countries.continentCode)).orderBy(asc(continents.sort), asc(countries.sort));
}

/** `GET admin/continents`. */
export async function listContinents(db: Database): Promise<AdminContinent[]> {
  return db.select({ code: continents.code, name: continents.nameKo, nameEn: continents.nameEn }).from(continents).orderBy(asc(continents.sort));
}

/** A province given to a city must be of the city's country. */
async function checkProvince(tx: Database, countryCode: string, provinceId: number | null | undefined): Promise<void> {
  if (provinceId === null || provinceId === undefined) return;
  const [province] = await tx.select({ id: provinces.id }).from(provinces).where(and(eq(provinces.id, provinceId), eq(provinces.countryCode, countryCode)));
  if (!province) throw unprocessable('provinceId', ADMIN_CITY_MESSAGES.provinceNotOfCountry);
}

/** One name once per country: the check a form shows on `nameKo`, before the unique index would say it. */
async function checkCityName(tx: Database, countryCode: string, nameKo: string, except?: string): Promise<void> {
  const [same] = await tx
    .select({ code: cities.code })
    .from(cities)
    .where(and(eq(cities.countryCode, countryCode), eq(cities.nameKo, nameKo), except ? ne(cities.code, except) : undefined));
  if (same) throw unprocessable('nameKo', ADMIN_CITY_MESSAGES.nameTaken(nameKo));
}

/**
 * The next code under a parent (a country's next city, a continent's next country): the parent's code and 3 digits,
 * one more than its highest, last in its order. The lock (taken here, held to the commit) makes two at once take two.
 */
async function nextChildCode(
  tx: Database,
  level: { table: typeof cities | typeof countries; code: SQLWrapper; sort: SQLWrapper; parent: SQLWrapper },
  parentCode: string,
  lock: SQL,
  full: string,
): Promise<{ code: string; sort: number }> {
  await tx.execute(sql`select ${lock}`);
  const [last] = rowsOf<{ number: number; sort: number }>(
    await tx.execute(sql`select coalesce(max(right(${level.code}, 3)::int), 0)::int as number, coalesce(max(${level.sort}), 0)::int as sort from ${level.table} where ${level.parent} = ${parentCode}`),
  );
  const next = (last?.number ?? 0) + 1;
  if (next > 999) throw new AppError(409, 'CONFLICT', full);
  return { code: `${parentCode}${String(next).padStart(3, '0')}`, sort: (last?.sort ?? 0) + 1 };
}

/** New cities of a country take the next code after its highest; the lock makes two at once take two. */
const NEW_CITY_LOCK = sql`pg_advisory_xact_lock(hashtext('cities.code'))`;

/** `POST admin/cities`: the country's next city code, last in its order; one name once per country. */
export async function createCity(db: Database, actor: AuditActor, input: AdminCityCreate): Promise<AdminCity> {
  try {
    return await db.transaction(async (tx) => {
      const [country] = await tx.select({ code: countries.code }).from(countries).where(eq(countries.code, input.countryCode));
      if (!country) throw unprocessable('countryCode', ADMIN_CITY_MESSAGES.countryNotFound);
      await checkCityName(tx, input.countryCode, input.nameKo);
      await checkProvince(tx, input.countryCode, input.provinceId);
      const { code, sort } = await nextChildCode(tx, { table: cities, code: cities.code, sort: cities.sort, parent: cities.countryCode }, input.countryCode, NEW_CITY_LOCK, ADMIN_CITY_MESSAGES.countryFull);
      await tx.insert(cities).values({
        code,
        countryCode: input.countryCode,
        nameKo: input.nameKo,
        nameEn: input.nameEn,
        timeZone: input.timeZone,
        imagePath: '',
        sort,
        provinceId: input.provinceId ?? null,
        ...areaColumns(input.area),
      });
      await recordAudit(tx, actor, {
        action: 'city.create',
        target: { type: 'city', id: code, label: input.nameKo },
        after: { nameKo: input.nameKo, nameEn: input.nameEn, countryCode: input.countryCode, timeZone: input.timeZone, area: input.area, provinceId: input.provinceId ?? null },
      });
      return adminCity(tx, code);
    });
  } catch (error) {
    // Two operators adding the same city at once: the second is told as the check would have.
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw unprocessable('nameKo', ADMIN_CITY_MESSAGES.nameTaken(input.nameKo));
    throw error;
  }
}

/** How many of a refused area's places are named in its message. */
const OUTSIDE_NAMED = 5;

/**
 * What of the city has coordinates that a new area must keep inside (rules/stay-location.ts, the same test a stay's
 * place passes): its stays, hotels, stations and points of interest. Tours have no coordinates; neighbourhoods none.
 */
async function placesOutside(tx: Database, code: string, area: GeoArea): Promise<string[]> {
  const located = [
    tx.select({ name: stays.name, latitude: stays.latitude, longitude: stays.longitude }).from(stays).where(and(eq(stays.cityCode, code), isNotNull(stays.latitude), isNotNull(stays.longitude))),
    tx.select({ name: hotels.nameKo, latitude: hotels.latitude, longitude: hotels.longitude }).from(hotels).where(eq(hotels.cityCode, code)),
    tx.select({ name: stations.nameKo, latitude: stations.latitude, longitude: stations.longitude }).from(stations).where(eq(stations.cityCode, code)),
    tx.select({ name: pointsOfInterest.nameKo, latitude: pointsOfInterest.latitude, longitude: pointsOfInterest.longitude }).from(pointsOfInterest).where(eq(pointsOfInterest.cityCode, code)),
  ];
  const rows = (await Promise.all(located)).flat();
  return rows.filter((row) => row.latitude !== null && row.longitude !== null && !isInsideArea(area, row.latitude, row.longitude)).map((row) => row.name);
}

/** The city's row, locked for the change (its places' writes lock it too); a 404 when there is none. */
export async function lockCity(tx: Database, code: string) {
  const [row] = await tx.select({ code: cities.code }).from(cities).where(eq(cities.code, code)).for('update');
  if (!row) throw notFound(ADMIN_CITY_MESSAGES.notFound);
  return adminCity(tx, code);
}

/** A city's fields as a patch names them (its area null while it has none). */
const editableOf = (city: AdminCity): Record<keyof AdminCityPatch, unknown> => ({ nameKo: city.name, nameEn: city.nameEn, timeZone: city.timeZone, area: city.area, provinceId: city.provinceId });

/**
 * `PATCH admin/cities/{code}`: the given fields. A smaller area must still hold every place of the city already placed
 * in it, else nothing changes and the 422 says how many are left out and which.
 */
export async function patchCity(db: Database, actor: AuditActor, code: string, patch: AdminCityPatch): Promise<AdminCity> {
  const city = await db.transaction(async (tx) => {
    const current = await lockCity(tx, code);
    if (patch.nameKo !== undefined) await checkCityName(tx, current.countryCode, patch.nameKo, code);
    await checkProvince(tx, current.countryCode, patch.provinceId);
    if (patch.area) {
      const outside = await placesOutside(tx, code, patch.area);
      if (outside.length > 0) throw unprocessable('area', ADMIN_CITY_MESSAGES.areaLeavesOut(outside.length, outside.slice(0, OUTSIDE_NAMED)));
    }
    await tx
      .update(cities)
      .set({
        ...(patch.nameKo === undefined ? {} : { nameKo: patch.nameKo }),
        ...(patch.nameEn === undefined ? {} : { nameEn: patch.nameEn }),
        ...(patch.timeZone === undefined ? {} : { timeZone: patch.timeZone }),
        ...(patch.provinceId === undefined ? {} : { provinceId: patch.provinceId }),
        ...(patch.area ? areaColumns(patch.area) : {}),
      })
      .where(eq(cities.code, code));
    const before = editableOf(current);
    const after = { ...before, ...patch };
    const changed = Object.keys(patch) as (keyof AdminCityPatch)[];
    const pick = (values: Record<keyof AdminCityPatch, unknown>) => Object.fromEntries(changed.map((field) => [field, values[field]]));
    await recordAudit(tx, actor, { action: 'city.update', target: { type: 'city', id: code, label: patch.nameKo ?? current.name }, before: pick(before), after: pick(after) });
    return adminCity(tx, code);
  });
  // Cards, lists and suggestions show the city's names (the search index follows by trigger on every instance too).
  publicDataChanged([cacheTags.search('city')]);
  return city;
}

/** A country's code that is not there: 404 on the path, as a city's. */
async function countryOrNotFound(db: Database, code: string): Promise<void> {
  const [country] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
  if (!country) throw notFound(ADMIN_CITY_MESSAGES.countryNotFound);
}

const provinceColumns = { id: provinces.id, countryCode: provinces.countryCode, nameKo: provinces.nameKo, nameEn: provinces.nameEn, sort: provinces.sort };

/** `GET admin/countries/{code}/provinces`, in the operator's order. */
export async function listProvinces(db: Database, code: string): Promise<AdminProvince[]> {
  await countryOrNotFound(db, code);
  return db.select(provinceColumns).from(provinces).where(eq(provinces.countryCode, code)).orderBy(asc(provinces.sort), asc(provinces.id));
}

/** `POST admin/countries/{code}/provinces`: last in the country's order; a name once per country. */
export async function createProvince(db: Database, actor: AuditActor, code: string, input: AdminProvinceCreate): Promise<AdminProvince> {
  try {
    return await db.transaction(async (tx) => {
      const [country] = await tx.select({ code: countries.code, name: countries.nameKo }).from(countries).where(eq(countries.code, code)).for('update');
      if (!country) throw notFound(ADMIN_CITY_MESSAGES.countryNotFound);
      const [same] = await tx.select({ id: provinces.id }).from(provinces).where(and(eq(provinces.countryCode, code), eq(provinces.nameKo, input.nameKo)));
      if (same) throw unprocessable('nameKo', ADMIN_CITY_MESSAGES.provinceNameTaken(input.nameKo));
      const [last] = await tx.select({ sort: sql<number>`coalesce(max(${provinces.sort}), 0)` }).from(provinces).where(eq(provinces.countryCode, code));
      const [row] = await tx
        .insert(provinces)
        .values({ countryCode: code, nameKo: input.nameKo, nameEn: input.nameEn, sort: (last?.sort ?? 0) + 1 })
        .returning(provinceColumns);
      await recordAudit(tx, actor, { action: 'province.create', target: { type: 'country', id: code, label: country.name }, after: input, metadata: { provinceId: row!.id } });
      return row!;
    });
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw unprocessable('nameKo', ADMIN_CITY_MESSAGES.provinceNameTaken(input.nameKo));
    throw error;
  }
}

/** New countries of a continent take the next code after its highest, as cities do in their country. */
const NEW_COUNTRY_LOCK = sql`pg_advisory_xact_lock(hashtext('countries.code'))`;

/** `POST admin/countries`: the continent's next country code, last in its order; a name once per continent. */
export async function createCountry(db: Database, actor: AuditActor, input: AdminCountryCreate): Promise<AdminCountry> {
  return db.transaction(async (tx) => {
    const [continent] = await tx.select({ code: continents.code }).from(continents).where(eq(continents.code, input.continentCode));
    if (!continent) throw unprocessable('continentCode', ADMIN_CITY_MESSAGES.continentNotFound);
    await tx.execute(sql`select ${NEW_COUNTRY_LOCK}`);
    const [same] = await tx.select({ code: countries.code }).from(countries).where(and(eq(countries.continentCode, input.continentCode), eq(countries.nameKo, input.nameKo)));
    if (same) throw unprocessable('nameKo', ADMIN_CITY_MESSAGES.countryNameTaken(input.nameKo));
    const { code, sort } = await nextChildCode(tx, { table: countries, code: countries.code, sort: countries.sort, parent: countries.continentCode }, input.continentCode, NEW_COUNTRY_LOCK, ADMIN_CITY_MESSAGES.continentFull);
    await tx.insert(countries).values({ code, continentCode: input.continentCode, nameKo: input.nameKo, nameEn: input.nameEn, sort });
    await recordAudit(tx, actor, { action: 'country.create', target: { type: 'country', id: code, label: input.nameKo }, after: input });
    const [row] = await tx.select(countryColumns).from(countries).innerJoin(continents, eq(continents.code, countries.continentCode)).where(eq(countries.code, code));
    return row!;
  });
}
