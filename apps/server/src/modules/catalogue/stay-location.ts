import { eq, sql } from 'drizzle-orm';
import { isInsideArea, LOCATION_MESSAGES, placeOfLocationLine } from '@minda/contracts/rules/stay-location';
import { ADMIN_STAY_MESSAGES } from '@minda/contracts/admin-stays';
import type { Database } from '../../db/client.ts';
import { areaOf, cities, neighborhoods, pointsOfInterest, stations } from '../../db/schema/geography.ts';
import { rowsOf } from '../../platform/sql.ts';
import { unprocessable } from './publishing.ts';

/**
 * A location must tell the truth (issue 57, contracts rules/stay-location.ts): the coordinates inside the city's
 * area, and no line of the card's location naming a landmark, neighbourhood or station of another city only.
 * A refusal is a 422 on the field it is about, as the form shows a contract's message.
 */

export type PlacedCity = { code: string; name: string };

export async function checkLocation(
  db: Database,
  place: { cityCode: string; latitude: number; longitude: number; locations: readonly string[] },
): Promise<PlacedCity> {
  const [city] = await db
    .select({ code: cities.code, name: cities.nameKo, areaSouth: cities.areaSouth, areaWest: cities.areaWest, areaNorth: cities.areaNorth, areaEast: cities.areaEast })
    .from(cities)
    .where(eq(cities.code, place.cityCode));
  if (!city) throw unprocessable('cityCode', ADMIN_STAY_MESSAGES.cityNotFound);
  const area = areaOf(city);
  if (!area) throw unprocessable('cityCode', LOCATION_MESSAGES.cityWithoutArea(city.name));
  if (!isInsideArea(area, place.latitude, place.longitude)) throw unprocessable('latitude', LOCATION_MESSAGES.outsideCity(city.name));
  const elsewhere = await placeOfAnotherCity(db, city.code, place.locations);
  if (elsewhere) throw unprocessable('locations', LOCATION_MESSAGES.otherCityPlace(elsewhere.place, elsewhere.city, city.name));
  return { code: city.code, name: city.name };
}

/**
 * The first place a location line names that is a landmark, neighbourhood or station of another city and of none of
 * this city's (two cities may each have a 중앙역 or a 스페인 광장); a name no city knows is the operator's own words.
 */
async function placeOfAnotherCity(db: Database, cityCode: string, locations: readonly string[]): Promise<{ place: string; city: string } | null> {
  const places = [...new Set(locations.map(placeOfLocationLine).filter((place) => place.length > 0))];
  if (places.length === 0) return null;
  const named = sql`(
    select name_ko, city_code from ${pointsOfInterest}
    union all select name_ko, city_code from ${neighborhoods}
    union all select name_ko, city_code from ${stations}
  )`;
  const rows = rowsOf<{ place: string; city: string }>(
    await db.execute(sql`
      select p.name_ko as place, c.name_ko as city
      from ${named} p join ${cities} c on c.code = p.city_code
      where p.name_ko = any(${sql.param(places)}::text[]) and p.city_code <> ${cityCode}
        and not exists (select 1 from ${named} own where own.name_ko = p.name_ko and own.city_code = ${cityCode})
      order by array_position(${sql.param(places)}::text[], p.name_ko), c.sort
      limit 1`),
  );
  return rows[0] ?? null;
}
