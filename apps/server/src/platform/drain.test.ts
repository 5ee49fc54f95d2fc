import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import drain from './drain.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A server whose /slow handler takes `handlerMs`, with a client that hangs up once the handler has begun (a fixed
 * wait raced the request's arrival on a loaded machine: the client could hang up before any handler ran).
 */
async function abandonedRequest(handlerMs: number, timeoutMs: number) {
  const app = Fastify({ logger: false });
  await app.register(drain, { timeoutMs });
  const events: string[] = [];
  let begun: () => void = () => {};
  const handlerBegun = new Promise<void>((resolve) => { begun = resolve; });
  app.get('/slow', async () => {
    begun();
    await sleep(handlerMs);
    events.push('handler finished');
    return { ok: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const request = http.get(`http://127.0.0.1:${port}/slow`);
  request.on('error', () => {});
  await handlerBegun;
  request.destroy();
  await sleep(30);
  const started = Date.now();
  await app.close();
  events.push('closed');
  return { events, closeMs: Date.now() - started };
}

describe('drain on close', () => {
  it('waits for a handler whose client has hung up before close resolves', async () => {
    const { events } = await abandonedRequest(300, 5_000);
    expect(events).toEqual(['handler finished', 'closed']);
  });

  it('closes after its time limit when a handler does not end', async () => {
    const { events, closeMs } = await abandonedRequest(2_000, 200);
    expect(events).toEqual(['closed']);
    expect(closeMs).toBeLessThan(1_500);
  });

  it('closes at once when nothing is running', async () => {
    const app = Fastify({ logger: false });
    await app.register(drain, { timeoutMs: 5_000 });
    app.get('/fast', async () => ({ ok: true }));
    expect((await app.inject({ method: 'GET', url: '/fast' })).statusCode).toBe(200);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
