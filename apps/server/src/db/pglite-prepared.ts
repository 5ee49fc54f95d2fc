import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

/** How many statements stay prepared on one PGlite (the least recently run is deallocated past this). */
export const PGLITE_MAX_PREPARED = 300;

/** Statements that read: the ones prepared. A transaction's statements go through a client of PGlite's own, untouched here. */
const READ = /^\s*(select|with)\b/i;

/**
 * SQLSTATEs after which a prepared read runs the plain way and is prepared anew: invalid_sql_statement_name (the
 * statement is gone: DEALLOCATE ALL, DISCARD ALL) and feature_not_supported ("cached plan must not change result type":
 * a table it reads whole changed its columns).
 */
const PREPARE_AGAIN = new Set(['26000', '0A000']);

type Prepared = { name: string; types: number[] };

/**
 * Makes a PGlite plan each read once (decision 038). PGlite's `query` sends every statement as the unnamed one, so
 * PostgreSQL parses and plans it on every call, and in WebAssembly the planning costs more than the running for
 * the app's reads (a dated stay search on the demo catalogue: 1.7 of its 2.3 ms). Here a read outside a
 * transaction is prepared once per statement text (SQL `PREPARE`), and run by `EXECUTE` with its values as
 * string literals, each serialized as PGlite would bind it (the same serializer for the parameter's type), so
 * PostgreSQL reads them with the type's input function as it reads a bound text value. Anything else, and any
 * read that cannot be prepared, runs as before.
 */
export function prepareReads(client: PGlite, maxPrepared = PGLITE_MAX_PREPARED): void {
  const plain = client.query.bind(client);
  // Statement text -> its prepared statement; a Map keeps insertion order, so the first key is the least recently run.
  const prepared = new Map<string, Promise<Prepared | null>>();
  let made = 0;

  const prepare = async (text: string): Promise<Prepared | null> => {
    const name = `pglite_read_${++made}`;
    try {
      await client.exec(`prepare ${name} as ${text}`);
    } catch {
      return null;
    }
    const types = await plain<{ types: number[] }>(
      'select array(select unnest(parameter_types)::oid::int) as types from pg_prepared_statements where name = $1',
      [name],
    );
    return { name, types: types.rows[0]?.types ?? [] };
  };

  // Out of the registry at once (a call for the same text then prepares it anew), deallocated once it is made.
  const forget = (text: string) => {
    const pending = prepared.get(text);
    prepared.delete(text);
    void pending?.then((statement) => statement && client.exec(`deallocate ${statement.name}`)).catch(() => undefined);
  };

  client.query = async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!READ.test(text) || options?.paramTypes || options?.blob) return plain<T>(text, params, options);
    let pending = prepared.get(text);
    if (pending) prepared.delete(text);
    else pending = prepare(text);
    prepared.set(text, pending);
    if (prepared.size > maxPrepared) forget(prepared.keys().next().value!);
    const statement = await pending;
    if (!statement) {
      // Not kept: a read that cannot be prepared fails as the plain one does, and may work once its table exists.
      if (prepared.get(text) === pending) prepared.delete(text);
      return plain<T>(text, params, options);
    }
    const values = params.map((value, i) => literal(value, statement.types[i], client, options));
    if (values.some((value) => value === undefined)) return plain<T>(text, params, options);
    try {
      const [result] = await client.exec(`execute ${statement.name}${values.length > 0 ? `(${values.join(', ')})` : ''}`, options);
      return result as Results<T>;
    } catch (error) {
      if (!PREPARE_AGAIN.has(String((error as { code?: unknown }).code))) throw error;
      // Gone (deallocated by someone else, or let go here while this call was on its way) or stale: prepared again next
      // time, and a stale one let go.
      if (prepared.get(text) === pending) prepared.delete(text);
      void client.exec(`deallocate ${statement.name}`).catch(() => undefined);
      return plain<T>(text, params, options);
    }
  };
}

/**
 * A parameter as an SQL string literal of its text form (PGlite's serializer for its type, else toString, as PGlite
 * binds it), or NULL; undefined when it cannot be written as a literal (a NUL character, which no text value holds).
 */
function literal(value: unknown, type: number | undefined, client: PGlite, options: QueryOptions | undefined): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  const serialize = type === undefined ? undefined : (options?.serializers?.[type] ?? client.serializers[type]);
  const text = serialize ? serialize(value) : String(value);
  if (text.includes('\0')) return undefined;
  // An escape string, so the literal means the same whatever standard_conforming_strings says.
  return `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}
