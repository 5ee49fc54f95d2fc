import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { XSRF_COOKIE } from '@minda/contracts/rules/auth-cookies';
import type { Config } from '../config.ts';
import { cachedBody, cachedBodyEncoding, encodedBody, type EncodedBodies } from './compress.ts';
import type { HeaderPair } from './security-headers.ts';
import { TaggedStore } from './tagged-store.ts';
import { asksPreview } from './product-preview.ts';

/**
 * In-process cache of the public catalogue answers every visitor asks the same (decision 031).
 *
 * A route opts in with `config: { publicCache: { tags } }`. The visitor's answer is kept as the JSON string
 * the response schema produced, with its ETag and its compressed forms, keyed by route, params and validated
 * query. Each entry is tagged with the route's tags and with one tag per product it shows (`stay:1001`, found
 * by the products' key fields), so a write invalidates exactly the answers that show what it changed; the TTL
 * is a safety net only. Writers call `publicDataChanged(tags)` from their service.
 *
 * Answers with caller flags (`callerFlags: 'isWish'`) are cached as the visitor's; a member's answer is the
 * visitor's with the member's flags overlaid from a small per-member set (the wished ids per line, itself
 * cached), byte for byte what the route would have produced for that member.
 *
 * With REDIS_URL, an invalidation is published on one channel and every instance drops the same entries.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    publicCache?: PublicCacheRoute;
  }
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

export type PublicCacheRoute = {
  /** Tags of what the answer shows besides its products (e.g. `content`, `popular-cities`). */
  tags?: readonly string[];
  /** The answer carries this caller flag on its product objects: members get it overlaid. */
  callerFlags?: 'isWish';
  /**
   * Keyed by what people type (the suggestions): many distinct keys, each asked a few times. Kept in a store
   * of their own, so a burst of them cannot push the catalogue's few busy answers out.
   */
  typedKeys?: true;
  /**
   * The answer is a signed-out caller's alone (who is signed in: nobody): shared among visitors, never served
   * to nor stored from a signed-in caller, and private in browsers, whose next answer after a login differs.
   */
  visitorsOnly?: true;
};

/** A member's flagged ids per product key field (`goodsNo`, `itemNo`, `propertyUuid`). */
export type CallerFlagIds = Partial<Record<ProductKeyField, ReadonlySet<number | string>>>;
export type CallerFlagLoader = (memberId: number) => Promise<CallerFlagIds>;

/** The key field each product line's objects carry, and the tag prefix a write of that line invalidates. */
const PRODUCT_KEYS = { goodsNo: 'stay', itemNo: 'tour', propertyUuid: 'hotel' } as const;
type ProductKeyField = keyof typeof PRODUCT_KEYS;
const PRODUCT_KEY_FIELDS = Object.keys(PRODUCT_KEYS) as ProductKeyField[];

/** The tags writers name: one product, every product of a line, one member's caller flags. */
export const cacheTags = {
  lines: ['stay', 'tour', 'hotel'],
  stay: (goodsNo: number) => `stay:${goodsNo}`,
  tour: (itemNo: number) => `tour:${itemNo}`,
  hotel: (propertyUuid: string) => `hotel:${propertyUuid}`,
  memberFlags: (memberId: number) => `member:${memberId}`,
  content: 'content',
  /**
   * A route tag: the answer filters or ranks every product of the line (dated results by grade and review
   * count), so a change to any one of them drops it, shown or not. Writers never name it: `stay:1001` does.
   */
  anyOf: (line: ProductLine) => `${line}:*`,
  /** What auth/user answers a member (name, image, unread inquiries): their profile or their chats moved. */
  pageUser: (userId: number) => `user:${userId}`,
  /** Per-night rooms of a line held or given back (bookings): the dated answers showing availability go. */
  nights: (line: ProductLine) => `${line}-nights`,
  /** A kind of search_terms the database announced a change of (search_changed): names, cities, activity. */
  search: (kind: string) => `search:${kind}`,
  /**
   * What one product's card shows (platform/kept-rows.ts): the product itself, its line as a whole (a withdrawal
   * moves every wish count), its name and activity (search_changed) and its city's and country's names.
   */
  card: (line: ProductLine, key: number | string) => [`${line}:${key}`, line, cacheTags.search(line), cacheTags.search('city')],
} as const;
type ProductLine = (typeof PRODUCT_KEYS)[ProductKeyField];
/** The lines whose rooms are held night by night (platform/night-inventory.ts). */
export type NightsLine = 'stay' | 'hotel';

/**
 * A line's results (stay/search, hotel/search, with or without dates): they show each night's availability (gone
 * with any hold or release of the line's rooms) and are filtered and ranked by every product's grade and review
 * count (gone with a change to any product of the line, shown or not). Members get their hearts overlaid.
 */
export const datedResults = (line: NightsLine): PublicCacheRoute => ({ tags: [cacheTags.nights(line), cacheTags.anyOf(line)], callerFlags: 'isWish' });

/**
 * A line's lists without dates (tours by city or theme): filtered and ranked by every product's price, grade and
 * review count, so gone with a change to any product of the line, shown or not. Members get their hearts overlaid.
 */
export const rankedResults = (line: ProductLine): PublicCacheRoute => ({ tags: [cacheTags.anyOf(line)], callerFlags: 'isWish' });

/** A product's rooms for dates: each night's free units and price, gone with any hold or release of the line's rooms. */
export const datedRooms = (line: NightsLine): PublicCacheRoute => ({ tags: [cacheTags.nights(line)] });

/** The tags as dropped: each product's tag brings its line's `anyOf` tag with it. */
function withLineTags(tags: readonly string[]): readonly string[] {
  const lines = new Set<string>();
  for (const t of tags) {
    const colon = t.indexOf(':');
    if (colon > 0 && t.slice(0, colon) in LINES) lines.add(`${t.slice(0, colon)}:*`);
  }
  return lines.size === 0 ? tags : [...tags, ...lines];
}
const LINES: Record<string, true> = Object.fromEntries(Object.values(PRODUCT_KEYS).map((line) => [line, true]));

/**
 * Safety net only: writes through the services invalidate. This bounds what a change outside them costs (an
 * operator's SQL, a banner's start or end time passing), so it stays short: a cached answer is one request a
 * minute per route, not per visitor.
 */
export const PUBLIC_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 5000;
/**
 * Typed-key answers: a suggestion is 200-1,800 characters (at most 25 names), a keyword search up to 8,000 (20 hotel
 * cards), kept parsed as well for the members' hearts. So the store is bounded by its answers' length too: about
 * 10,000 suggestions or 2,000-4,000 keyword searches, some 70 MB at most (a Korean name takes two bytes a character).
 */
const MAX_TYPED_ENTRIES = 10_000;
const MAX_TYPED_CHARS = 16_000_000;
const MAX_MEMBERS = 10_000;
/** Browsers and shared caches may keep a visitor's answer this long, and serve it stale while they refetch. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';
/** The answer depends on the caller: only the caller's browser may keep it, and it must revalidate. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';
const JSON_TYPE = 'application/json; charset=utf-8';

type Entry = {
  body: string;
  etag: string;
  tags: ReadonlySet<string>;
  expiresAt: number;
  encoded: EncodedBodies;
  /** The fast path's response heads, built on first use, each with the bytes its length was taken from. */
  heads: Partial<Record<HeadKind, VisitorAnswer>>;
  /** Parsed once, on the first member's overlay. */
  value?: unknown;
  /** A visitors-only answer: browsers may keep it privately, shared caches not at all. */
  private?: true;
};

type MemberFlags = { ids: CallerFlagIds; expiresAt: number };

/** Dropped tags, or 'all' when the whole cache went. */
export type InvalidationListener = (tags: readonly string[] | 'all') => void;

/**
 * The tags of the cached answer each request got, by its raw request: the server's page render
 * (platform/page-render.ts) reads them off its in-process calls, to know which writes make the page stale.
 */
const answerTags = new WeakMap<object, ReadonlySet<string>>();

/** The tags of the answer a request got from (or put into) this cache; undefined when it did not. */
export const cachedAnswerTags = (rawRequest: object): ReadonlySet<string> | undefined => answerTags.get(rawRequest);

const noteRead = (request: FastifyRequest, entry: Entry) => {
  answerTags.set(request.raw, entry.tags);
};

const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/** Walks a JSON answer: every object carrying one of the product key fields. */
function eachProduct(value: unknown, visit: (obj: Record<string, unknown>, field: ProductKeyField) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) eachProduct(item, visit);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const obj = value as Record<string, unknown>;
  const field = PRODUCT_KEY_FIELDS.find((f) => f in obj);
  if (field) visit(obj, field);
  for (const child of Object.values(obj)) if (child !== null && typeof child === 'object') eachProduct(child, visit);
}

function productTagsOf(value: unknown): Set<string> {
  const tags = new Set<string>();
  eachProduct(value, (obj, field) => {
    tags.add(PRODUCT_KEYS[field]);
    tags.add(`${PRODUCT_KEYS[field]}:${String(obj[field])}`);
  });
  return tags;
}

/** The route's answer for a member: the visitor's with the member's flags set; the visitor's bytes when none differs. */
export function overlayCallerFlags(body: string, value: unknown, flag: string, ids: CallerFlagIds): string {
  const changed: Record<string, unknown>[] = [];
  eachProduct(value, (obj, field) => {
    if (!(flag in obj)) return;
    const flagged = ids[field]?.has(obj[field] as number | string) ?? false;
    if (obj[flag] !== flagged) changed.push(obj);
  });
  if (changed.length === 0) return body;
  // Flip in place, serialize, flip back: the cached value is shared, and nothing else runs in between.
  for (const obj of changed) obj[flag] = !obj[flag];
  try {
    return JSON.stringify(value);
  } finally {
    for (const obj of changed) obj[flag] = !obj[flag];
  }
}

/** Whether an If-None-Match header names this ETag (weak comparison, as for GET). */
function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return String(header)
    .split(',')
    .some((t) => {
      const tag = t.trim();
      return tag === '*' || tag.replace(/^W\//, '') === bare;
    });
}

export class PublicCache {
  private readonly entries = new TaggedStore<Entry>(MAX_ENTRIES);
  private readonly typed = new TaggedStore<Entry>(MAX_TYPED_ENTRIES, { maxSize: MAX_TYPED_CHARS, sizeOf: (entry) => entry.body.length });
  private readonly members = new Map<number, MemberFlags>();
  private flagLoader: CallerFlagLoader | null = null;
  private readonly listeners = new Set<InvalidationListener>();
  /** The address a visitor asked, as sent, to the key of the entry it got: the fast path's index. */
  readonly addresses = new Map<string, string>();
  /** Moves on every invalidation: an answer computed across one is not stored (it may predate the write). */
  generation = 0;
  /** Answers given from the cache and computed for it, once per request (bench/catalogue-publish.ts reads the rate). */
  readonly answers = { hits: 0, misses: 0 };
  /** Publishes tags to the other instances (set when REDIS_URL is). */
  publish: ((tags: readonly string[]) => void) | null = null;

  get size(): number {
    return this.entries.size + this.typed.size;
  }

  /** Told of every invalidation here, including those another instance published (the rendered pages follow). */
  onInvalidate(listener: InvalidationListener): void {
    this.listeners.add(listener);
  }

  /** The wishes module names how a member's flags are read. */
  useCallerFlags(loader: CallerFlagLoader): void {
    this.flagLoader = loader;
  }

  get(key: string, now = Date.now()): Entry | undefined {
    return this.entries.get(key, now) ?? this.typed.get(key, now);
  }

  set(key: string, body: string, route: Pick<PublicCacheRoute, 'tags' | 'typedKeys' | 'callerFlags' | 'visitorsOnly'>, now = Date.now()): Entry {
    const value: unknown = JSON.parse(body);
    const tags = productTagsOf(value);
    for (const t of route.tags ?? []) tags.add(t);
    // The parsed answer serves members' overlays only: without caller flags it would double the entry's memory.
    const entry: Entry = { body, etag: etagOf(body), tags, expiresAt: now + PUBLIC_CACHE_TTL_MS, encoded: {}, heads: {}, ...(route.callerFlags ? { value } : {}), ...(route.visitorsOnly ? { private: true as const } : {}) };
    (route.typedKeys ? this.typed : this.entries).set(key, entry);
    return entry;
  }

  /** Drops every answer carrying one of the tags, here and (with Redis) on every other instance. */
  invalidate(tags: readonly string[]): void {
    this.invalidateLocally(tags);
    this.publish?.(tags);
  }

  invalidateLocally(tags: readonly string[]): void {
    if (tags.length === 0) return;
    this.generation++;
    const dropped = withLineTags(tags);
    this.entries.dropTagged(dropped);
    this.typed.dropTagged(dropped);
    for (const t of tags) if (t.startsWith('member:')) this.members.delete(Number(t.slice('member:'.length)));
    for (const listener of this.listeners) listener(dropped);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.typed.clear();
    this.members.clear();
    for (const listener of this.listeners) listener('all');
  }

  async memberFlags(memberId: number, now = Date.now()): Promise<CallerFlagIds> {
    const cached = this.members.get(memberId);
    if (cached && cached.expiresAt > now) return cached.ids;
    if (!this.flagLoader) return {};
    const generation = this.generation;
    const ids = await this.flagLoader(memberId);
    if (generation === this.generation) {
      this.members.delete(memberId);
      this.members.set(memberId, { ids, expiresAt: now + PUBLIC_CACHE_TTL_MS });
      if (this.members.size > MAX_MEMBERS) this.members.delete(this.members.keys().next().value!);
    }
    return ids;
  }
}

/** The writes of the current request or job: invalidated again once its transaction has committed. */
const requestChanges = new AsyncLocalStorage<{ cache: PublicCache | null; tags: Set<string> }>();
/** Every cache of this process: a write outside a request (a job) reaches them all. */
const processCaches = new Set<PublicCache>();

const invalidateIn = (cache: PublicCache | null, tags: readonly string[]) => {
  if (cache) cache.invalidate(tags);
  else for (const each of processCaches) each.invalidate(tags);
};

/**
 * A service changed what public answers show (a review moved a stay's grade, a wish its count, a booking a
 * night's rooms). Drops the answers at once, and again as the request's answer is sent (or the job is done),
 * when its transaction has surely committed: a visitor's read between the two could otherwise cache the old rows.
 */
export function publicDataChanged(tags: readonly string[]): void {
  const current = requestChanges.getStore();
  invalidateIn(current?.cache ?? null, tags);
  if (current) for (const t of tags) current.tags.add(t);
}

/** Runs a job's work (its own transactions) and drops what it changed again once it is over, committed or not. */
export async function changingPublicData<T>(work: () => Promise<T>): Promise<T> {
  const tags = new Set<string>();
  try {
    return await requestChanges.run({ cache: null, tags }, work);
  } finally {
    if (tags.size > 0) invalidateIn(null, [...tags]);
  }
}

function cacheKey(request: FastifyRequest): string {
  const params = request.params as Record<string, unknown> | undefined;
  const query = request.query as Record<string, unknown> | undefined;
  const sorted = (o: Record<string, unknown> | undefined) =>
    o ? JSON.stringify(Object.keys(o).sort().map((k) => [k, o[k]])) : '';
  return `${request.routeOptions.url ?? request.url}|${sorted(params)}|${sorted(query)}`;
}

/** What a cached route's reply says about who may keep it. */
function cacheHeaders(reply: FastifyReply, personal: boolean, etag: string): void {
  // A reply that sets a cookie (the first call of a browser gets its XSRF cookie) is never shared.
  const shared = !personal && reply.getHeader('set-cookie') === undefined;
  reply.header('cache-control', shared ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
  reply.header('vary', 'authorization, accept-encoding');
  reply.header('etag', etag);
}

/** A hit: its validator. A miss: what onSend does with the answer the handler produced. */
type CacheState =
  | { kind: 'hit'; etag: string; personal: boolean }
  | { kind: 'miss'; generation: number; personal: boolean; asMember?: { id: number; user: FastifyRequest['user'] }; done: (stored: Entry | undefined) => void };
const states = new WeakMap<FastifyRequest, CacheState>();

function redisBus(cache: PublicCache, config: Config & { redisUrl: string }, app: FastifyInstance) {
  const channel = `${config.redisKeyPrefix}public-cache`;
  const self = randomUUID();
  const publisher = new Redis(config.redisUrl);
  const subscriber = new Redis(config.redisUrl);
  const warn = (err: Error) => app.log.warn({ err: { message: err.message } }, 'public cache: Redis is unreachable');
  publisher.on('error', warn);
  subscriber.on('error', warn);
  let connectedOnce = false;
  subscriber.on('ready', () => {
    // Invalidations published while this instance was cut off are lost: start again from nothing.
    if (connectedOnce) cache.clear();
    connectedOnce = true;
  });
  subscriber.on('message', (_channel: string, message: string) => {
    const parsed = JSON.parse(message) as { from: string; tags: string[] };
    if (parsed.from !== self) cache.invalidateLocally(parsed.tags);
  });
  cache.publish = (tags) => {
    publisher.publish(channel, JSON.stringify({ from: self, tags })).catch(warn);
  };
  return {
    ready: subscriber.subscribe(channel),
    close: async () => {
      cache.publish = null;
      subscriber.disconnect();
      await publisher.quit().catch(() => undefined);
    },
  };
}

/**
 * The misses being computed, by cache key: a request that misses while the same answer is on its way waits
 * for it instead of running the handler again (on PGlite, one query at a time, fifty identical searches were
 * fifty times the work in one line). Only an answer computed in the same generation is shared: one begun
 * before a write may show the old rows, and the caller computes afresh when the answer was not stored.
 */
export class AnswersInFlight {
  private readonly flights = new Map<string, { generation: number; answer: Promise<Entry | undefined> }>();

  /** The entry the same miss in flight stores, or undefined (none in flight, an older generation, not stored). */
  awaitAnswer(key: string, generation: number): Promise<Entry | undefined> | undefined {
    const flight = this.flights.get(key);
    return flight && flight.generation === generation ? flight.answer : undefined;
  }

  /** Marks the key as being computed; the returned callback (idempotent) hands the stored entry to the waiters. */
  start(key: string, generation: number): (stored: Entry | undefined) => void {
    let settle!: (stored: Entry | undefined) => void;
    const flight = { generation, answer: new Promise<Entry | undefined>((resolve) => (settle = resolve)) };
    this.flights.set(key, flight);
    return (stored) => {
      if (this.flights.get(key) === flight) this.flights.delete(key);
      settle(stored);
    };
  }
}

const MAX_ADDRESSES = 20_000;

/** Which head of an entry: its plain or compressed answer, or the 304 that revalidates it. */
type HeadKind = 'plain' | 'notModified' | NonNullable<ReturnType<typeof cachedBodyEncoding>>;

/** A visitor's hit as written: its head and its bytes (none for a 304). */
type VisitorAnswer = { head: OutgoingHttpHeaders; bytes: Buffer | string | undefined };

/**
 * The response head of a visitor's hit, built once per entry and kind: every header the long way's hooks
 * would write (the JSON answer's security headers, the cache headers, the type, encoding and length), so a
 * hit costs no header work of its own. Node writes Date and Connection, as it does on the long way. Built again
 * when the compressed bytes change (their best level replaces the quick one).
 */
function visitorAnswer(entry: Entry, security: readonly HeaderPair[], kind: HeadKind): VisitorAnswer {
  const bytes = kind === 'notModified' ? undefined : kind === 'plain' ? entry.body : encodedBody(entry.body, entry.encoded, kind);
  const built = entry.heads[kind];
  if (built && built.bytes === bytes) return built;
  const head: OutgoingHttpHeaders = Object.fromEntries(security);
  head['cache-control'] = entry.private ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL;
  head.vary = 'authorization, accept-encoding';
  head.etag = entry.etag;
  if (bytes !== undefined) {
    head['content-type'] = JSON_TYPE;
    if (kind !== 'plain') head['content-encoding'] = kind;
    head['content-length'] = Buffer.byteLength(bytes);
  }
  const answer = { head, bytes };
  entry.heads[kind] = answer;
  return answer;
}

/**
 * The visitor's fast path, its one home: a repeated GET of a public address, from a browser that has its XSRF
 * cookie already (a first call goes the long way and receives it) and sends no bearer token, answered from the
 * cache with its prebuilt head and the stored bytes in one write. Returns false, having written nothing, for
 * anything else. Only addresses a public-cache route answered are in `addresses`.
 */
export function answerVisitorHit(cache: PublicCache, security: readonly HeaderPair[], request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'GET' || request.headers.authorization !== undefined || request.url === undefined) return false;
  if (!request.headers.cookie?.includes(`${XSRF_COOKIE}=`)) return false;
  const key = cache.addresses.get(request.url);
  const entry = key === undefined ? undefined : cache.get(key);
  if (!entry) return false;
  cache.answers.hits += 1;
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
    response.writeHead(304, visitorAnswer(entry, security, 'notModified').head);
    response.end();
    return true;
  }
  const { head, bytes } = visitorAnswer(entry, security, cachedBodyEncoding(entry.body, entry.encoded, request.headers['accept-encoding']) ?? 'plain');
  response.writeHead(200, head);
  response.end(bytes);
  return true;
}

/** Answers a request before Fastify sees it, or returns false to hand it on. */
export type RequestShortcut = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * The HTTP server main.ts listens on (Fastify's `serverFactory`): a visitor's repeated public call is answered
 * before Fastify builds its request and reply objects, routes it and runs its hooks: about a third of such a
 * call's CPU (decision 031, amendment 2026-11-29). The shortcut is read per request, so the app can set it once
 * its cache exists.
 * Timeouts as Fastify sets them on a server of its own.
 */
export function serverWithShortcut(handler: (request: IncomingMessage, response: ServerResponse) => void, options: { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number }, shortcut: () => RequestShortcut | undefined): Server {
  const server = createServer((request, response) => {
    if (!shortcut()?.(request, response)) handler(request, response);
  });
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
  if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
  return server;
}

/**
 * The cache, its invalidation (here and across instances) and the visitor's fast path. Registered right
 * after the security headers and before cookie parsing: a repeated visitor call is answered in the first
 * onRequest hook after drain's, before XSRF, cookies, auth, access and validation (which only repeat what the first call of that
 * address found), and its bytes go to the socket without the onSend chain (every header it would have
 * added is written here). Only for a browser that has its XSRF cookie already: a first call goes the long
 * way and receives it.
 */
async function publicCachePlugin(app: FastifyInstance, opts: { config: Config }) {
  const cache = new PublicCache();
  app.decorate('publicCache', cache);
  processCaches.add(cache);
  const { redisUrl } = opts.config;
  const bus = redisUrl ? redisBus(cache, { ...opts.config, redisUrl }, app) : null;
  if (bus) await bus.ready;
  app.addHook('onClose', async () => {
    processCaches.delete(cache);
    await bus?.close();
  });

  // The same shortcut for requests that reach Fastify without the server's (inject, a server of Fastify's own).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config?.publicCache && answerVisitorHit(cache, app.dataSecurityHeaders, request.raw, reply.raw)) reply.hijack();
    else done();
  });

  const writes = new WeakMap<FastifyRequest, Set<string>>();
  // Callback style: the request's handler and hooks then run inside the store.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') return done();
    const tags = new Set<string>();
    writes.set(request, tags);
    requestChanges.run({ cache, tags }, done);
  });
  // Before the answer leaves (its handler has committed): a client that reads again as soon as it has the
  // answer must not find an entry cached between the write and its commit.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const tags = writes.get(request);
    if (tags && tags.size > 0) cache.invalidate([...tags]);
    done(null, payload);
  });
}

/** A cached answer's bytes in the encoding the client takes (its content-encoding set), made once per entry and encoding. */
function entryBytes(request: FastifyRequest, reply: FastifyReply, entry: Entry): string | Buffer {
  const { encoding, bytes } = cachedBody(entry.body, entry.encoded, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return bytes;
}

/**
 * The cached routes' answers on the long way: a hit after auth (a member's overlay, a first call), a miss
 * stored from the serialized answer. Registered after cookie (its onSend has written Set-Cookie, which makes
 * an answer private) and before compress (this onSend keeps the JSON string a route produced).
 */
async function publicCacheAnswersPlugin(app: FastifyInstance) {
  const cache = app.publicCache;
  const byAddress = cache.addresses;
  const computing = new AnswersInFlight();

  app.addHook('preHandler', async (request, reply) => {
    const route = request.routeOptions.config?.publicCache;
    // A signed-in caller's preview is theirs alone (product-preview.ts): neither served from the cache nor kept in it.
    if (!route || request.method !== 'GET' || (request.user && (route.visitorsOnly || asksPreview(request)))) return;
    const key = cacheKey(request);
    const member = route.callerFlags && request.user ? request.user.id : null;
    // Identical misses at once (a popular dated search): one computes, the others take what it stored.
    // No await without one in flight: the next identical miss must find this one registered.
    let entry = cache.get(key);
    const inFlight = entry ? undefined : computing.awaitAnswer(key, cache.generation);
    if (inFlight) entry = await inFlight;
    if (!entry) {
      cache.answers.misses += 1;
      // For a member too the handler computes the visitor's answer (the one the cache holds), and onSend
      // overlays the member's flags on it: members alone keep the entry warm.
      const asMember = member === null ? undefined : { id: member, user: request.user };
      if (asMember) request.user = null;
      const generation = cache.generation;
      const done = computing.start(key, generation);
      // Whatever becomes of the answer (an error, a client gone), the waiters are let go.
      reply.raw.once('close', () => done(undefined));
      states.set(request, { kind: 'miss', generation, personal: member !== null || route.visitorsOnly === true, asMember, done });
      return;
    }
    cache.answers.hits += 1;
    if (member === null) return sendEntry(request, reply, entry, route.visitorsOnly === true);
    const flags = await cache.memberFlags(member);
    entry.value ??= JSON.parse(entry.body);
    const body = overlayCallerFlags(entry.body, entry.value, route.callerFlags!, flags);
    if (body === entry.body) return sendEntry(request, reply, entry, true);
    const etag = etagOf(body);
    states.set(request, { kind: 'hit', etag, personal: true });
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type(JSON_TYPE).send(body);
  });

  function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry, personal: boolean) {
    noteRead(request, entry);
    states.set(request, { kind: 'hit', etag: entry.etag, personal });
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    reply.type(JSON_TYPE);
    return reply.send(entryBytes(request, reply, entry));
  }

  // After cookie's onSend (Set-Cookie is written by then), before compress's (the payload is still the JSON string).
  app.addHook('onSend', async (request, reply, payload) => {
    const state = states.get(request);
    if (!state) return payload;
    states.delete(request);
    if (state.kind === 'hit') {
      cacheHeaders(reply, state.personal, state.etag);
      return payload;
    }
    if (state.asMember) request.user = state.asMember.user;
    const route = request.routeOptions.config?.publicCache;
    if (!route || reply.statusCode !== 200 || typeof payload !== 'string') {
      state.done(undefined);
      return payload;
    }
    const key = cacheKey(request);
    const stored = state.generation === cache.generation ? cache.set(key, payload, route) : undefined;
    state.done(stored);
    if (stored) noteRead(request, stored);
    if (stored && !state.asMember) {
      if (byAddress.size >= MAX_ADDRESSES) byAddress.clear();
      byAddress.set(request.url, key);
    }
    const body = state.asMember
      ? overlayCallerFlags(payload, stored?.value ?? JSON.parse(payload), route.callerFlags!, await cache.memberFlags(state.asMember.id))
      : payload;
    const etag = body === payload && stored ? stored.etag : etagOf(body);
    cacheHeaders(reply, state.personal, etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    // The stored answer's bytes, compressed here once for its hits too (compress's onSend would compress them on the
    // thread pool, a hop a first ask waits for, and the first hit would compress them again).
    return body === payload && stored ? entryBytes(request, reply, stored) : body;
  });
}

export default fp(publicCachePlugin, { name: 'public-cache', dependencies: ['security-headers'] });
// No dependency on auth: it reads request.user only in preHandler, after every onRequest hook.
export const publicCacheAnswers = fp(publicCacheAnswersPlugin, { name: 'public-cache-answers', dependencies: ['public-cache', '@fastify/cookie'] });
