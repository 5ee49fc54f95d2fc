import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { API_PREFIX, apiPaths } from '@minda/contracts/paths';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';

/**
 * Request rate limits with @fastify/rate-limit, per member when logged in and per address otherwise.
 *
 * Limited: every state-changing request (POST, PUT, PATCH, DELETE), sharing one budget per caller across
 * routes, and the search suggestions, one budget per suggestion route. Reads are not limited. A route sets
 * its own limit with `config: { rateLimit: { max, timeWindow } }`, or opts out with `rateLimit: false`.
 * Counters live in Redis when REDIS_URL is set (shared by every instance) and in memory otherwise.
 * Under the limit responses are unchanged (no X-RateLimit-* headers); the 429 carries Retry-After and the
 * standard Korean error body.
 */

/** A person saves, books or posts far less than once a second; a script does not. */
export const WRITES_PER_MINUTE = 60;
/** Suggestions fire after 300 ms pauses in typing: at most ~200 a minute for the fastest typist. */
export const SUGGESTIONS_PER_MINUTE = 240;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SUGGESTION_URLS = new Set(
  [apiPaths.search.citiesAndStays, apiPaths.search.citiesAndHotels, apiPaths.search.citiesAndTourTickets].map((p) => `${API_PREFIX}/${p.pattern}`),
);

export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', `요청이 너무 많습니다. ${retryAfterSeconds}초 후 다시 시도해 주세요.`);

const callerKey = (request: FastifyRequest) => (request.user ? `member:${request.user.id}` : `ip:${request.ip}`);

async function rateLimitPlugin(app: FastifyInstance, opts: { config: Config }) {
  if (!opts.config.rateLimitEnabled) return;

  // Runs before the plugin's own onRoute hook (registered below), so suggestion routes get their budget.
  app.addHook('onRoute', (routeOptions) => {
    if (!routeOptions.config || !SUGGESTION_URLS.has(routeOptions.url) || routeOptions.config.rateLimit !== undefined) return;
    routeOptions.config = { ...routeOptions.config, rateLimit: { max: SUGGESTIONS_PER_MINUTE, timeWindow: 60_000 } };
  });

  const redis = opts.config.redisUrl ? new Redis(opts.config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false }) : null;
  if (redis) {
    // Without a listener ioredis prints every reconnect failure; the limiter itself lets requests pass meanwhile.
    redis.on('error', (err: Error) => app.log.warn({ err: err.message }, 'rate-limit redis unavailable'));
    app.addHook('onClose', async () => void (await redis.quit()));
  }

  await app.register(rateLimit, {
    global: true,
    max: WRITES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: callerKey,
    // Reads pass, unless their route set a limit of its own (the suggestions).
    allowList: (request) => !WRITE_METHODS.has(request.method) && typeof request.routeOptions.config?.rateLimit !== 'object',
    ...(redis ? { redis, nameSpace: 'minda-rate-limit:', skipOnError: true } : {}),
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['auth', 'errors'] });
