/**
 * Chat send-to-receive latency (issue 10 "Proof"): with 2,000 sockets connected (1,000 member-partner pairs,
 * each in its own channel), members send texts and the time until the partner's socket hears the `message`
 * event is measured. Two setups on the same seeded PostgreSQL database:
 *   - one instance: every socket on one app, no Redis;
 *   - two instances via Redis: members on instance A, partners on instance B (streams adapter).
 * Everything runs on loopback in this process (apps and clients), so the figures include the clients' own
 * CPU; compare the two rows with each other, not with production.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 npm run bench:chat
 * CHAT_PAIRS (1000), CHAT_SAMPLES (sends measured per setup, 400), CHAT_RATE (sends a second, 40).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import type { ChatMessage } from '@minda/contracts/chat';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { chatChannelMembers, chatChannels } from '../apps/server/src/db/schema/chat.ts';
import { users } from '../apps/server/src/db/schema/users.ts';
import { ensureSeeded } from '../apps/server/src/db/seed/ensure-seeded.ts';
import { insertInBatches } from '../apps/server/src/db/seed/batch-insert.ts';
import { signAccessToken } from '../apps/server/src/platform/access-token.ts';
import { createSession } from '../apps/server/src/platform/session.ts';
import { BENCH_SECRET } from './autocannon-kit.ts';
import { freshPostgres } from './fresh-postgres.ts';

const PAIRS = Number(process.env.CHAT_PAIRS ?? 1000);
const SAMPLES = Number(process.env.CHAT_SAMPLES ?? 400);
const RATE = Number(process.env.CHAT_RATE ?? 40);
const redisUrl = process.env.REDIS_URL;

type Pair = { channelId: string; memberToken: string; partnerToken: string };
type Figures = { setup: string; sockets: number; samples: number; lost: number; p50: number; p90: number; p99: number; max: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** 1,000 members and 1,000 partners with a session each, and one channel per pair (inserted directly: setup, not measured). */
async function createPairs(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<Pair[]> {
  const stamp = Date.now().toString(36);
  await insertInBatches(
    db,
    users,
    Array.from({ length: PAIRS * 2 }, (_, i) => ({
      loginId: `chatbench-${stamp}-${i}`,
      email: `chatbench-${stamp}-${i}@bench.example`,
      passwordHash: 'x',
      role: i % 2 === 0 ? ('member' as const) : ('partner' as const),
      nickname: `벤치${i}`,
    })),
  );
  const rows = await db.execute(sql`select id, role from users where login_id like ${`chatbench-${stamp}-%`} order by id`);
  const ids = (rows as unknown as { rows: { id: number; role: string }[] }).rows;
  const pairs: Pair[] = [];
  const channels = [];
  const members = [];
  for (let p = 0; p < PAIRS; p += 1) {
    const member = ids[p * 2]!.id;
    const partner = ids[p * 2 + 1]!.id;
    const channelId = `bench-${stamp}-${p}`;
    channels.push({ id: channelId, memberId: member, partnerId: partner, productCategory: 'MINBAK' as const, productId: 1001, name: '벤치 대화방' });
    members.push({ channelId, userId: member, role: 'member' as const }, { channelId, userId: partner, role: 'partner' as const });
    const token = async (userId: number, role: 'member' | 'partner') => {
      const session = await createSession(db, { userId, lifetime: { ttlMs: 86_400_000 } });
      return signAccessToken(BENCH_SECRET, { sub: userId, sid: session.sessionId, role, exp: Date.now() + 3_600_000 });
    };
    pairs.push({ channelId, memberToken: await token(member, 'member'), partnerToken: await token(partner, 'partner') });
  }
  await insertInBatches(db, chatChannels, channels);
  await insertInBatches(db, chatChannelMembers, members);
  return pairs;
}

function openSocket(url: string, token: string): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function joinAll(sockets: { socket: Socket; channelId: string }[]) {
  for (let i = 0; i < sockets.length; i += 200) {
    await Promise.all(sockets.slice(i, i + 200).map(({ socket, channelId }) => socket.timeout(20_000).emitWithAck('chat:join', { channelId })));
  }
}

/** Connects every pair (members to memberUrl, partners to partnerUrl), then measures SAMPLES sends at RATE a second. */
async function measure(setup: string, memberUrl: string, partnerUrl: string, pairs: readonly Pair[]): Promise<Figures> {
  const memberSockets: Socket[] = [];
  const partnerSockets: Socket[] = [];
  for (let i = 0; i < pairs.length; i += 100) {
    const batch = pairs.slice(i, i + 100);
    memberSockets.push(...(await Promise.all(batch.map((p) => openSocket(memberUrl, p.memberToken)))));
    partnerSockets.push(...(await Promise.all(batch.map((p) => openSocket(partnerUrl, p.partnerToken)))));
  }
  await joinAll(pairs.flatMap((p, i) => [{ socket: memberSockets[i]!, channelId: p.channelId }, { socket: partnerSockets[i]!, channelId: p.channelId }]));
  console.log(`${setup}: ${memberSockets.length + partnerSockets.length} sockets connected and joined`);

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  partnerSockets.forEach((socket) =>
    socket.on('message', ({ message }: { message: ChatMessage }) => {
      const started = message.clientMessageId ? sentAt.get(message.clientMessageId) : undefined;
      if (started !== undefined) {
        latencies.push(performance.now() - started);
        sentAt.delete(message.clientMessageId!);
      }
    }),
  );
  // Warm-up: the streams adapter's readers start from "now"; some sends make sure both are reading.
  for (let i = 0; i < 100; i += 1) {
    const p = i % pairs.length;
    await memberSockets[p]!.timeout(10_000).emitWithAck('chat:send', { channelId: pairs[p]!.channelId, clientMessageId: `warm-${randomUUID()}`, text: '준비' });
  }
  await sleep(1000);
  latencies.length = 0;

  const interval = 1000 / RATE;
  const sends: Promise<unknown>[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const p = Math.floor(Math.random() * pairs.length);
    const id = randomUUID().replace(/-/g, '');
    sentAt.set(id, performance.now());
    sends.push(memberSockets[p]!.timeout(10_000).emitWithAck('chat:send', { channelId: pairs[p]!.channelId, clientMessageId: id, text: `늦게 도착해도 될까요? ${i}` }).catch(() => null));
    await sleep(interval);
  }
  await Promise.all(sends);
  await sleep(2000);
  for (const socket of [...memberSockets, ...partnerSockets]) socket.close();

  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    setup,
    sockets: memberSockets.length + partnerSockets.length,
    samples: sorted.length,
    lost: SAMPLES - sorted.length,
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? NaN),
  };
}

async function main() {
  if (!redisUrl) throw new Error('REDIS_URL is required: the two-instance row goes through Redis');
  const fresh = await freshPostgres('minda_bench_chat');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minda-bench-chat-'));
  const handle = await openDatabase({ kind: 'postgres', url: fresh.url, maxConnections: 20 });
  const apps: FastifyInstance[] = [];
  const prefix = `minda-bench-chat-${randomUUID()}:`;
  try {
    await handle.migrate();
    await ensureSeeded(handle.db, { imagesDir: null });
    const pairs = await createPairs(handle.db);
    const base = { NODE_ENV: 'production', PUBLIC_BASE_URL: 'http://127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: dataDir, RATE_LIMIT_ENABLED: 'false', JOBS_POLL_MS: '0' } as const;
    const start = async (env: Record<string, string>) => {
      const app = await buildApp({ config: loadConfig({ ...base, ...env }), db: handle.db, secret: BENCH_SECRET });
      apps.push(app);
      return app.listen({ host: '127.0.0.1', port: 0 });
    };

    // One instance before and after the two: on a shared machine the order (JIT warm-up, other load) shows.
    const single = await start({});
    const one = await measure('one instance', single, single, pairs);
    const a = await start({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix });
    const b = await start({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix });
    const two = await measure('two instances via Redis', a, b, pairs);
    const again = await measure('one instance, again', single, single, pairs);

    const rows = [one, two, again];
    console.log(`\n${PAIRS * 2} sockets, ${SAMPLES} sends at ${RATE}/s, send-to-receive in ms\n`);
    console.log('| setup | sockets | received | lost | p50 | p90 | p99 | max |\n|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of rows) console.log(`| ${r.setup} | ${r.sockets} | ${r.samples} | ${r.lost} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} |`);
    fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
    fs.writeFileSync(path.join(import.meta.dirname, 'results', 'chat-latency.json'), JSON.stringify({ at: new Date().toISOString(), pairs: PAIRS, samples: SAMPLES, rate: RATE, rows }, null, 2));
    if (rows.some((r) => r.lost > 0)) process.exitCode = 1;
  } finally {
    for (const app of apps) await app.close();
    await handle.close();
    await fresh.drop();
    const cleanup = new Redis(redisUrl);
    await cleanup.del(`${prefix}realtime`);
    cleanup.disconnect();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
