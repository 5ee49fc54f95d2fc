/**
 * The reference of the API benchmarks: a bare Fastify process answering each path in BENCH_BARE_BODIES (a
 * JSON file of path -> body) with exactly those bytes as JSON, nothing else. Prints its URL once listening.
 * Started by process-kit.ts `startBareProcess`; not meant to be run by hand.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const bodies = JSON.parse(fs.readFileSync(process.env.BENCH_BARE_BODIES ?? '', 'utf8')) as Record<string, string>;
const app = Fastify({ logger: false });
app.get('/*', async (request, reply) => {
  const body = bodies[request.url];
  if (body === undefined) return reply.code(404).send();
  return reply.type('application/json; charset=utf-8').send(body);
});
console.log(await app.listen({ host: '127.0.0.1', port: 0 }));
