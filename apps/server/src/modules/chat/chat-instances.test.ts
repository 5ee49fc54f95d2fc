import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatChannel, ChatMessage } from '@minda/contracts/chat';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { buildApp } from '../../app.ts';
import { users } from '../../db/schema/users.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { loginAs } from '../../test/login-as.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../../test/test-app.ts';
import { redisReachable, TEST_REDIS_URL } from '../../test/test-redis.ts';
import { ask, clientId, expectOk, listen, nextEvent, openChatSocket, tokenOf, type ChatSocket } from './chat-test-kit.ts';

const redisUp = await redisReachable();
if (!redisUp) console.warn(`[chat instances test] Redis is not reachable at ${TEST_REDIS_URL}: the two-instance chat test is skipped.`);

/** Two server instances on one database and one Redis: a member on one, the partner on the other. */
describe.skipIf(!redisUp)('chat: two instances behind one Redis', () => {
  const prefix = `minda-test-chat-${randomUUID()}:`;
  let a: TestApp;
  let b: FastifyInstance;
  const sockets: ChatSocket[] = [];
  let urls: Promise<[string, string]> | undefined;
  /** Both instances' addresses, listening from the first test that asks. */
  const listening = () => (urls ??= Promise.all([listen(a.app), listen(b)] as const));

  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
    // The second instance shares the first one's database, as two processes behind a load balancer do.
    b = await buildApp({ config: a.config, db: a.db, secret: TEST_SECRET });
    await b.ready();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await b?.close();
    await a?.close();
    const cleanup = new Redis(TEST_REDIS_URL);
    await cleanup.del(`${prefix}realtime`);
    cleanup.disconnect();
  });

  it('carries messages, channel entries and read receipts between a member on one instance and the partner on the other', async () => {
    const [urlA, urlB] = await listening();
    const member = await loginAs(a.app, 'member');
    const partner = await loginAs(b, 'partner');
    const memberSocket = await openChatSocket(urlA, tokenOf(member));
    const partnerSocket = await openChatSocket(urlB, tokenOf(partner));
    sockets.push(memberSocket, partnerSocket);
    expectOk(await ask(memberSocket, 'chat:join', { channelId: 'demo-stay-booking' }));
    expectOk(await ask(partnerSocket, 'chat:join', { channelId: 'demo-stay-booking' }));

    // Each instance reads the Redis stream from "now" once its reader is up: send until the first one crosses.
    let crossed: { message: ChatMessage } | null = null;
    for (let i = 0; i < 25 && !crossed; i += 1) {
      const heard = nextEvent<{ message: ChatMessage }>(partnerSocket, 'message', () => true, 400).catch(() => null);
      expectOk(await ask(memberSocket, 'chat:send', { channelId: 'demo-stay-booking', clientMessageId: clientId(), text: `연결 확인 ${i}` }));
      crossed = await heard;
    }
    expect(crossed?.message.text).toMatch(/^연결 확인 \d+$/);

    // Now both ways, in real time: the member's question reaches the partner, the answer comes back.
    const question = nextEvent<{ message: ChatMessage }>(partnerSocket, 'message', (p) => p.message.text === '공항 픽업도 되나요?');
    const partnerEntry = nextEvent<{ channel: ChatChannel; unreadTotal: number }>(partnerSocket, 'channel', (p) => p.channel.lastMessage?.text === '공항 픽업도 되나요?');
    const sent = expectOk(await ask(memberSocket, 'chat:send', { channelId: 'demo-stay-booking', clientMessageId: clientId(), text: '공항 픽업도 되나요?' }));
    expect((await question).message.messageId).toBe(sent.message.messageId);
    expect((await partnerEntry).channel.unreadCount).toBeGreaterThan(0);

    const answer = nextEvent<{ message: ChatMessage }>(memberSocket, 'message', (p) => p.message.text === '네, 1인 30유로에 가능합니다.');
    expectOk(await ask(partnerSocket, 'chat:send', { channelId: 'demo-stay-booking', clientMessageId: clientId(), text: '네, 1인 30유로에 가능합니다.' }));
    expect((await answer).message.userId).toBe(partner.userId);

    const receipt = nextEvent<{ userId: number; seq: number }>(memberSocket, 'read');
    expectOk(await ask(partnerSocket, 'chat:read', { channelId: 'demo-stay-booking', seq: sent.message.seq }));
    expect(await receipt).toEqual({ channelId: 'demo-stay-booking', userId: partner.userId, seq: sent.message.seq });
  }, 30_000);

  it("closes a session's sockets on the other instance when a password change or a withdrawal on this one ends it", async () => {
    const [urlA, urlB] = await listening();
    const password = 'minda1234!';
    const newMember = async (loginId: string) => {
      await a.db.insert(users).values({ loginId, email: `${loginId}@example.com`, nickname: '새회원', passwordHash: await hashPassword(password), role: 'member' });
      return loginAs(a.app, loginId);
    };
    const suffix = Date.now() % 100000;
    const changer = await newMember(`instpw${suffix}`);
    const leaver = await newMember(`instwd${suffix}`);
    // Sockets on instance B: the changer's other login, and the leaver's.
    const changerOnB = await loginAs(b, `instpw${suffix}`);
    const [changerSocket, leaverSocket] = await Promise.all([openChatSocket(urlB, tokenOf(changerOnB)), openChatSocket(urlB, tokenOf(leaver))]);
    sockets.push(changerSocket, leaverSocket);

    const changerEnded = nextEvent(changerSocket, 'session:ended');
    const changerGone = nextEvent(changerSocket, 'disconnect');
    const changed = await a.app.inject({ method: 'PUT', url: apiUrl(apiPaths.members.password.href()), headers: changer.headers, payload: { currentPassword: password, newPassword: 'newpass123' } });
    expect(changed.statusCode).toBe(200);
    expect(await changerEnded).toEqual({ reason: 'revoked' });
    expect(await changerGone).toBe('io server disconnect');

    const leaverEnded = nextEvent(leaverSocket, 'session:ended');
    const leaverGone = nextEvent(leaverSocket, 'disconnect');
    const withdrawn = await a.app.inject({ method: 'POST', url: apiUrl(apiPaths.members.withdrawal.href()), headers: leaver.headers, payload: { password } });
    expect(withdrawn.statusCode).toBe(200);
    expect(await leaverEnded).toEqual({ reason: 'revoked' });
    expect(await leaverGone).toBe('io server disconnect');

    // Neither token opens a socket on either instance again.
    for (const url of [urlA, urlB]) {
      for (const token of [tokenOf(changerOnB), tokenOf(leaver)]) await expect(openChatSocket(url, token)).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
    }
  }, 30_000);
});
