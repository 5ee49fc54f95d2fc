import { sql, type SQLWrapper } from 'drizzle-orm';
import { cities, countries } from '../db/schema/geography.ts';

/** SQL pieces the product lists of every line share. */

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

/** node-postgres and PGlite both answer `{ rows }` to a raw statement. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** PostgreSQL's SQLSTATE of a failed statement, whether the driver's error is thrown bare or as Drizzle's cause. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** check_violation: a CHECK constraint refused the row (units that would go below zero). */
export const CHECK_VIOLATION = '23514';
