import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Makes the opened database available as `app.db`; opening and closing stay with main.ts or the test harness. */
async function databasePlugin(app: FastifyInstance, opts: { db: Database }) {
  app.decorate('db', opts.db);
}

export default fp(databasePlugin, { name: 'database' });
