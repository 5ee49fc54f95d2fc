import { createHash } from 'node:crypto';
import { and, asc, count, gt, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgDialect, PgPreparedQuery, PgSelect, PgSession, PgTable, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { RESULTS_MAX_COUNTED } from '@minda/contracts/rules/search-limits';
import type { Database } from '../db/client.ts';
import { cities, countries } from '../db/schema/geography.ts';
import { readKept } from './kept-rows.ts';
import type { ListedPage } from './lists.ts';

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

/** Drizzle keeps the dialect and session internal; they are what db.execute itself uses. */
const internalsOf = (db: Database) => db as unknown as { dialect: PgDialect; session: PgSession };

/**
 * A raw statement run as a named (prepared) statement: node-postgres parses it once per connection and PostgreSQL
 * may keep its plan (after five runs, a generic plan when it costs no more than the custom ones), so a results
 * statement whose planning is a third of its time is planned once, not per request (decision 032). The name
 * carries a hash of the text, as a name stands for one text on a connection and the text varies with the request's
 * filters. PGlite ignores the name and runs it as `db.execute` does. Values that shape the plan (a LIMIT that stops
 * a walk) belong in the text (`sql.raw`), not in a parameter, or the generic plan cannot see them.
 */
export async function executePrepared(db: Database, name: string, query: SQL): Promise<unknown> {
  const { dialect, session } = internalsOf(db);
  const built = dialect.sqlToQuery(query);
  const statement = `${name}_${createHash('sha1').update(built.sql).digest('hex').slice(0, 16)}`;
  return session.prepareQuery(built, undefined, statement, false).execute();
}

/**
 * A raw statement whose text never changes, built once per database and run as a named prepared statement with
 * its values bound by name (`param('kinds')`, arrays as one parameter each). A suggestion runs one on every
 * keystroke: building its text (drizzle's walk over the template) and a driver query object each time cost about a
 * tenth of a millisecond, a good part of the database's own work for it (decision 009, amendment 2026-12-02).
 */
export function fixedStatement<K extends string>(name: string, build: (param: (key: K) => SQL) => SQL) {
  const prepared = oncePerDatabase((db): PgPreparedQuery<PreparedQueryConfig> => {
    const { dialect, session } = internalsOf(db);
    return session.prepareQuery(dialect.sqlToQuery(build((key) => sql`${sql.placeholder(key)}`)), undefined, name, false);
  });
  return (db: Database, values: Record<K, unknown>): Promise<unknown> => prepared(db).execute(values);
}

/** What `build` makes of a database, made once per database (a prepared statement is bound to its session). */
function oncePerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let made = built.get(db);
    if (made === undefined) {
      made = build(db);
      built.set(db, made);
    }
    return made;
  };
}

/** A select whose values are all placeholders, ready to be prepared under a statement name. */
type PreparableSelect<Row> = { prepare(name: string): { execute(values: Record<string, unknown>): Promise<Row[]> } };

/**
 * The cards of one page of results, fetched by their keys. Every results page asks this after its ranking
 * statement, with up to a page of keys: drizzle's `in ($1, ..., $20)` is a new text for every page size and is
 * parsed and planned each time, about 1.3 ms at a million products, against 0.5 ms as a named statement with the
 * keys as one array (decision 032, amendment "2026-12-03, second"). Visitors and members get a statement each, since a
 * visitor's isWish is a constant and its plan has no wish probe at all. A visitor's cards are the same for everyone:
 * they are kept in the process (decision 039), each with its product's tags (`card`), and only the missing ones read.
 */
export function cardsByKeys<Row, Key extends number | string>(
  name: string,
  select: (db: Database, caller: Placeholder | null, keysHold: (key: PgColumn) => SQL) => PreparableSelect<Row>,
  card: { keyOf: (row: Row) => Key; tagsOf: (row: Row) => readonly string[] },
) {
  const keysHold = (key: PgColumn) => sql`${key} = any(${sql.placeholder('keys')})`;
  const forVisitors = oncePerDatabase((db) => select(db, null, keysHold).prepare(`${name}_visitor`));
  const forMembers = oncePerDatabase((db) => select(db, sql.placeholder('userId'), keysHold).prepare(`${name}_member`));
  return async (db: Database, userId: number | null, keys: readonly Key[]): Promise<Row[]> => {
    if (keys.length === 0) return [];
    if (userId !== null) return forMembers(db).execute({ keys, userId });
    return readKept(db, name, keys, (missing) => forVisitors(db).execute({ keys: missing }), card);
  };
}

/** A results window's LIMIT (RESULTS_MAX_COUNTED) in the statement's text, so a generic plan still walks under it. */
export const windowLimit = sql.raw(String(RESULTS_MAX_COUNTED));

/** PostgreSQL's SQLSTATE of a failed statement, whether the driver's error is thrown bare or as Drizzle's cause. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** check_violation: a CHECK constraint refused the row (units that would go below zero). */
export const CHECK_VIOLATION = '23514';
export const UNIQUE_VIOLATION = '23505';

/** disk_full: a statement could not extend a file (an index rebuild with no room for its new copy). */
export const DISK_FULL = '53100';

/**
 * One batch of a catalogue walk (the sitemaps) in the order of a unique, indexed integer key: after the key when
 * the page names one, else from the page's position; `condition` keeps the rows that are listed at all. Each
 * batch is an index range scan, never the whole table (a line may hold a million products).
 */
export function inKeyOrder<Query extends PgSelect>(query: Query, key: PgColumn, page: ListedPage, condition?: SQL): Query {
  return query
    .where(and(condition, page.after === undefined ? undefined : gt(key, page.after)))
    .orderBy(asc(key))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

/** How many rows of a table the condition keeps (a sitemap's share of a line). */
export async function countRows(db: Database, table: PgTable, condition?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(condition);
  return row?.n ?? 0;
}
