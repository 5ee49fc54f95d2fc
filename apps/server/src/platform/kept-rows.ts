import type { Database } from '../db/client.ts';
import { PUBLIC_CACHE_TTL_MS, type PublicCache } from './public-cache.ts';
import { TaggedStore } from './tagged-store.ts';

/**
 * Catalogue rows that visitors' answers are built from (a product's card, a city's name), kept in the process
 * by key (decision 039). A results page's first ask ranks in SQL, then reads the page's cards: those cards
 * repeat from one search to the next (a city's best stays top every date and party), and on PGlite a page of
 * cards cost a third to a half of what the ranking did. Each row is kept with the public cache's tags for what it
 * shows. It is dropped when the public cache drops one of those tags (a service's write, the database's
 * search_changed announcement, another instance through Redis), and at the latest after the public answers'
 * own TTL, the safety net for writes made behind the services' backs.
 *
 * Only rows that are the same for every caller are kept: a member's cards, with their hearts, are read as before.
 */
const MAX_KEPT_ROWS = 20_000;

type Kept = { row: unknown; tags: readonly string[]; expiresAt: number };

export class KeptRows {
  private readonly rows: TaggedStore<Kept>;
  /** Moves with every drop: rows read across one are not kept, as they may predate the write. */
  generation = 0;

  constructor(maxRows = MAX_KEPT_ROWS) {
    this.rows = new TaggedStore<Kept>(maxRows);
  }

  get size(): number {
    return this.rows.size;
  }

  get(key: string, now = Date.now()): unknown {
    return this.rows.get(key, now)?.row;
  }

  keep(key: string, row: unknown, tags: readonly string[], now = Date.now()): void {
    this.rows.set(key, { row: Object.freeze(row), tags, expiresAt: now + PUBLIC_CACHE_TTL_MS });
  }

  /** Drops the rows carrying one of the tags (or all of them), as the public cache dropped its answers. */
  drop(tags: readonly string[] | 'all'): void {
    this.generation++;
    if (tags === 'all') this.rows.clear();
    else this.rows.dropTagged(tags);
  }
}

/** The rows kept for a database, and how many apps (each with its public cache) hear its invalidations. */
const stores = new WeakMap<Database, { rows: KeptRows; apps: number }>();

/**
 * Keeps rows for this database while the app runs: the app's public cache tells what to drop. Rows are read
 * straight from the database for a handle no app serves (a script, a transaction's handle), as nothing would
 * drop them. Returns what the app's close calls.
 */
export function keepRowsFor(db: Database, answers: PublicCache): () => void {
  const store = stores.get(db) ?? { rows: new KeptRows(), apps: 0 };
  stores.set(db, store);
  store.apps++;
  answers.onInvalidate((tags) => store.rows.drop(tags));
  return () => {
    // Whatever this app would have dropped after its close is never heard: nothing it kept survives it.
    store.rows.drop('all');
    if (--store.apps === 0) stores.delete(db);
  };
}

/** The store of a database an app serves, if any. */
export const keptRowsOf = (db: Database): KeptRows | undefined => stores.get(db)?.rows;

/**
 * The rows for the keys: those kept, and the others read (`read`, given the missing keys) and kept under
 * `name`, each by its key with its tags (`row`), unless a drop came while they were read. In no particular order; a key with no
 * row (an inactive product) is read every time.
 */
export async function readKept<Row, Key extends string | number>(
  db: Database,
  name: string,
  keys: readonly Key[],
  read: (keys: readonly Key[]) => Promise<Row[]>,
  row: { keyOf: (row: Row) => Key; tagsOf: (row: Row) => readonly string[] },
): Promise<Row[]> {
  const store = keptRowsOf(db);
  if (store === undefined) return read(keys);
  const found: Row[] = [];
  const missing: Key[] = [];
  for (const key of keys) {
    const kept = store.get(`${name}|${key}`) as Row | undefined;
    if (kept === undefined) missing.push(key);
    else found.push(kept);
  }
  if (missing.length === 0) return found;
  const generation = store.generation;
  const fresh = await read(missing);
  if (store.generation === generation) for (const each of fresh) store.keep(`${name}|${row.keyOf(each)}`, each, row.tagsOf(each));
  return [...found, ...fresh];
}
