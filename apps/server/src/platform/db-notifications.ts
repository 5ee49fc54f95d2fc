import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client.ts';

/** How long a lost PostgreSQL listener waits before it connects again. */
const RECONNECT_MS = 1000;

export type Unlisten = () => Promise<void>;

/**
 * Calls `onMessage` with the payload of every NOTIFY on `channel`, which PostgreSQL sends when the notifying
 * transaction commits (never for one rolled back). PGlite hands it over as the statement that committed
 * returns. PostgreSQL needs a connection of its own that stays out of the pool (LISTEN belongs to the
 * session); when it is lost, what was sent meanwhile is gone, so `onLost` is called then and again once
 * listening again (anything cached during the gap may be stale), and it reconnects every second.
 */
export async function listenTo(db: Database, channel: string, onMessage: (payload: string) => void, onLost: () => void): Promise<Unlisten> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(channel, onMessage);
    // Its optional argument is a transaction: a caller's argument (Fastify's onClose passes the app) must not reach it.
    return () => unlisten();
  }
  if (!(client instanceof pg.Pool)) throw new Error('listenTo: the database is neither PGlite nor a node-postgres pool');
  const pool = client;
  let closed = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const start = async (again: boolean): Promise<void> => {
    const connection = new pg.Client(pool.options);
    connection.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    // An error ends the connection: 'end' follows and handles it.
    connection.on('error', () => undefined);
    try {
      await connection.connect();
      await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await connection.end().catch(() => undefined);
      throw err;
    }
    if (closed) return void (await connection.end());
    current = connection;
    connection.once('end', () => {
      current = null;
      if (closed) return;
      onLost();
      scheduleRetry();
    });
    if (again) onLost();
  };
  const scheduleRetry = () => {
    retry = setTimeout(() => void start(true).catch(scheduleRetry), RECONNECT_MS);
  };

  // The first connection fails the start, as the pool's would.
  await start(false);
  return async () => {
    closed = true;
    clearTimeout(retry);
    await current?.end();
  };
}
