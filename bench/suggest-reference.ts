/**
 * The suggestions' floor for results-scale.ts, in a process of its own: a bare Fastify app that answers the three
 * suggestion addresses by calling the server's own suggestion functions on the same database, and nothing else (no
 * public cache, cookies, access check, validation, compression or headers). What a suggestion costs in the app above
 * this is what the app's server adds; what this costs is the database's part plus HTTP, on this machine and catalogue.
 * The functions come from BENCH_SERVER_ROOT's checkout, so a before/after pairs each server with its own floor.
 * Prints its URL once listening; not meant to be run by hand.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import type * as Suggestions from '../apps/server/src/modules/search/search.service.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required');
const root = path.resolve(process.env.BENCH_SERVER_ROOT ?? path.join(import.meta.dirname, '..'));
const service = (await import(pathToFileURL(path.join(root, 'apps/server/src/modules/search/search.service.ts')).href)) as typeof Suggestions;
// As the server opens it (main.ts): its connections opened now and kept.
const { db, close } = await openDatabase({ kind: 'postgres', url, keepConnections: true });

const app = Fastify({ logger: false });
const routes = [
  [apiPaths.search.citiesAndStays, service.suggestStays],
  [apiPaths.search.citiesAndTourTickets, service.suggestTours],
  [apiPaths.search.citiesAndHotels, service.suggestHotels],
] as const;
for (const [address, suggest] of routes) {
  app.get(apiUrl(address.pattern), async (request) => ({ data: await suggest(db, String((request.query as { searchInput?: string }).searchInput ?? '')) }));
}
console.log(await app.listen({ host: '127.0.0.1', port: 0 }));
process.on('SIGTERM', () => void app.close().then(close).then(() => process.exit(0)));
