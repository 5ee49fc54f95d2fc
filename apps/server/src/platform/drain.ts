import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

type Options = { timeoutMs?: number };

const DEFAULT_DRAIN_MS = 10_000;

/**
 * Lets `app.close()` wait for the requests still being handled. Fastify's close waits for connections, and a
 * client that hung up has no connection left while its handler goes on querying: main.ts closes the database
 * pool right after `app.close()`, so such a handler then failed against an ended pool and logged a 500 that
 * no client received (issue 8, decision 017). A request counts from onRequest until its reply is sent
 * (onSend, which runs even when the client has gone) or finished; close waits until none is left, at most
 * `timeoutMs`, so a handler that never ends cannot hold a shutdown forever.
 */
async function drainPlugin(app: FastifyInstance, opts: Options) {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_DRAIN_MS;
  const running = new Set<FastifyRequest>();
  let drained: (() => void) | undefined;

  const finish = (request: FastifyRequest) => {
    if (running.delete(request) && running.size === 0) drained?.();
  };

  // Callback style: these run on every request, and an async hook costs a promise each.
  app.addHook('onRequest', (request, _reply, done) => {
    running.add(request);
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    finish(request);
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    finish(request);
    done();
  });

  app.addHook('onClose', async () => {
    if (running.size === 0) return;
    const left = running.size;
    const outcome = await new Promise<'drained' | 'timeout'>((resolve) => {
      const timer = setTimeout(() => resolve('timeout'), timeoutMs);
      drained = () => {
        clearTimeout(timer);
        resolve('drained');
      };
    });
    if (outcome === 'timeout') app.log.warn({ left: running.size, timeoutMs }, 'closing with requests still running');
    else app.log.info({ waitedFor: left }, 'requests drained before closing');
  });
}

export default fp(drainPlugin, { name: 'drain' });
