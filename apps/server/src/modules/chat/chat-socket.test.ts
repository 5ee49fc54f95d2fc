import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatChannel, ChatMessage } from '@minda/contracts/chat';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { chatMessages } from '../../db/schema/chat.ts';
import { users } from '../../db/schema/users.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { loginAs, type LoggedIn } from '../../test/login-as.ts';
import { createTestApp, setupTestApp, type TestApp } from '../../test/test-app.ts';
import { ask, clientId, expectOk, joinChannel, listen, nextEvent, openChatSocket, textsOf, tokenOf, type ChatSocket } from './chat-test-kit.ts';
import { CHAT_SENDS_PER_MINUTE } from './chat-socket.ts';

const t = setupTestApp();
let url: string;
let member: LoggedIn;
let partner: LoggedIn;
let traveler: LoggedIn;
let channelId: string;
const opened: ChatSocket[] = [];

const open = async (caller: LoggedIn) => {
  const socket = await openChatSocket(url, tokenOf(caller));
  opened.push(socket);
  return socket;
};
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});

beforeAll(async () => {
  url = await listen(t.app);
  // One after the other: three logins at once can wait past the PGlite gate's limit on a busy machine (a 503).
  member = await loginAs(t.app, 'member');
  partner = await loginAs(t.app, 'partner');
  traveler = await loginAs(t.app, 'traveler01');
  // traveler01's own inquiry with the demo partner about the demo stay: no booking, so the guard applies.
  channelId = (await joinChannel(t.app, traveler, { productCategory: 'MINBAK', productId: 1001 })).channel.channelId;
});

const nicknameOf = async (caller: LoggedIn) =>
  ((await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.chat.login.href()), headers: caller.headers })).json().data as { username: string }).username;

const channelsOf = async (caller: LoggedIn) =>
  ((await t.app.inject({ method: 'GET', url: apiUrl(apiPaths.chat.channels.href()), headers: caller.headers })).json().data as { content: ChatChannel[]; unreadTotal: number });

describe('chat socket: connecting and joining', () => {
  it('tells a new connection its unread total (init)', async () => {
    const socket = await openChatSocket(url, tokenOf(member));
    opened.push(socket);
    const init = socket.received.find((r) => r.event === 'init') ?? { payload: await nextEvent(socket, 'init') };
    expect(init.payload).toEqual({ unreadTotal: 2 });
  });

  it('joins a member to their channel with the latest messages', async () => {
    const socket = await open(member);
    const answer = expectOk(await ask(socket, 'chat:join', { channelId: 'demo-stay-booking' }));
    expect(answer.channel.channelId).toBe('demo-stay-booking');
    expect(answer.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(answer.messages[0]!.text).toBe('안녕하세요! 예약한 김민다입니다. 비행기가 밤 11시 20분에 샤를드골 공항에 도착해서 숙소에는 자정을 넘겨 도착할 것 같아요.');
    expect(answer.hasNextMessages).toBe(false);
    // Read receipts: the partner read up to 5, the member up to 5, so only seq 6 (the partner's) is unread by the member.
    expect(answer.messages.map((m) => m.unreadCount)).toEqual([0, 0, 0, 0, 0, 1]);
  });

  it("refuses every request on another member's channel, and nothing reaches the stranger", async () => {
    const stranger = await open(traveler);
    const notFound = { ok: false, error: { code: 'NOT_FOUND', message: '대화방을 찾을 수 없습니다.' } };
    expect(await ask(stranger, 'chat:join', { channelId: 'demo-stay-booking' })).toEqual(notFound);
    expect(await ask(stranger, 'chat:join', { channelId: 'demo-stay-booking', afterSeq: 0 })).toEqual(notFound);
    expect(await ask(stranger, 'chat:previous', { channelId: 'demo-stay-booking', beforeSeq: 6 })).toEqual(notFound);
    expect(await ask(stranger, 'chat:send', { channelId: 'demo-stay-booking', clientMessageId: clientId(), text: '끼어들기' })).toEqual(notFound);
    expect(await ask(stranger, 'chat:read', { channelId: 'demo-stay-booking', seq: 6 })).toEqual(notFound);
    expect(await ask(stranger, 'chat:search', { channelId: 'demo-stay-booking', query: '체크인' })).toEqual(notFound);
    expect(await ask(stranger, 'chat:leave', { channelId: 'demo-stay-booking' })).toEqual(notFound);
    stranger.emit('chat:typing', { channelId: 'demo-stay-booking' });

    // The member's socket in the room hears nothing from the stranger; then a real message arrives first.
    const owner = await open(member);
    expectOk(await ask(owner, 'chat:join', { channelId: 'demo-stay-booking' }));
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.text, '끼어들기'))).toEqual([]);
    const partnerSocket = await open(partner);
    expectOk(await ask(partnerSocket, 'chat:join', { channelId: 'demo-stay-booking' }));
    const heard = nextEvent<{ message: ChatMessage }>(owner, 'message');
    expectOk(await ask(partnerSocket, 'chat:send', { channelId: 'demo-stay-booking', clientMessageId: clientId(), text: '네, 편하게 오세요.' }));
    expect((await heard).message.text).toBe('네, 편하게 오세요.');
    expect(owner.received.filter((r) => r.event === 'typing')).toEqual([]);
    expect(stranger.received.filter((r) => r.event === 'message' || r.event === 'channel')).toEqual([]);
  });

  it('answers a malformed request with an error instead of failing, and survives one without an ack', async () => {
    const socket = await open(member);
    expect(await ask(socket, 'chat:join', { channelId: '../etc/passwd' })).toEqual({ ok: false, error: { code: 'VALIDATION_FAILED', message: '대화방을 찾을 수 없습니다.' } });
    expect(await ask(socket, 'chat:send', { channelId: 'demo-stay-booking' })).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    socket.emit('chat:send', null);
    socket.emit('chat:join', 42);
    expect(expectOk(await ask(socket, 'chat:join', { channelId: 'demo-stay-booking' })).channel.channelId).toBe('demo-stay-booking');
  });
});

describe('chat socket: sending', () => {
  it('refuses a blank text and one over 8,000 characters; takes exactly 8,000, counting CR LF as one', async () => {
    const socket = await open(traveler);
    const send = (text: string) => ask(socket, 'chat:send', { channelId, clientMessageId: clientId(), text });
    expect(await send('   \n\t ')).toEqual({ ok: false, error: { code: 'VALIDATION_FAILED', message: '메시지를 입력해 주세요.' } });
    expect(await send('가'.repeat(8001))).toEqual({ ok: false, error: { code: 'VALIDATION_FAILED', message: '메시지는 8,000자까지 보낼 수 있습니다.' } });
    expect(expectOk(await send('가'.repeat(8000))).message.text).toHaveLength(8000);
    // 3,999 + CR LF + 4,000 = 8,000 as a textarea counts it.
    expect((await send(`${'a'.repeat(3999)}\r\n${'b'.repeat(4000)}`)).ok).toBe(true);
  });

  it('stores, then tells the room and each member their own channel entry; a resend returns the first message once', async () => {
    const sender = await open(traveler);
    const receiver = await open(partner);
    expectOk(await ask(sender, 'chat:join', { channelId }));
    expectOk(await ask(receiver, 'chat:join', { channelId }));
    const heard = nextEvent<{ message: ChatMessage }>(receiver, 'message');
    const partnerEntry = nextEvent<{ channel: ChatChannel; unreadTotal: number }>(receiver, 'channel');
    const senderEntry = nextEvent<{ channel: ChatChannel; unreadTotal: number }>(sender, 'channel');
    const id = clientId();
    const first = expectOk(await ask(sender, 'chat:send', { channelId, clientMessageId: id, text: '밤 12시 넘어 도착해도 체크인 되나요?' }));
    expect(first.message).toMatchObject({ text: '밤 12시 넘어 도착해도 체크인 되나요?', unreadCount: 1, userId: traveler.userId, masked: false, clientMessageId: id });
    expect((await heard).message).toEqual(first.message);
    const entry = await partnerEntry;
    expect(entry.channel.lastMessage?.text).toBe('밤 12시 넘어 도착해도 체크인 되나요?');
    expect(entry.channel.unreadCount).toBeGreaterThanOrEqual(1);
    expect((await senderEntry).channel.unreadCount).toBe(0);

    const resent = expectOk(await ask(sender, 'chat:send', { channelId, clientMessageId: id, text: '밤 12시 넘어 도착해도 체크인 되나요?' }));
    expect(resent.message.messageId).toBe(first.message.messageId);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received.filter((r) => r.event === 'message' && (r.payload as { message: ChatMessage }).message.clientMessageId === id)).toHaveLength(1);
    expect(await t.db.select({ id: chatMessages.id }).from(chatMessages).where(and(eq(chatMessages.senderId, traveler.userId), eq(chatMessages.clientMessageId, id)))).toHaveLength(1);
  });

  it('masks contact details before a confirmed booking and warns the sender; not after', async () => {
    const socket = await open(traveler);
    const answer = expectOk(await ask(socket, 'chat:send', { channelId, clientMessageId: clientId(), text: '제 번호 010-1234-5678, 카톡 minda_trip 으로 연락 주세요' }));
    expect(answer.message).toMatchObject({ text: '제 번호 ***, 카톡 *** 으로 연락 주세요', masked: true });
    expect(answer.warning).toBe('예약 확정 전에는 연락처, 이메일, 메신저 아이디, 링크를 보낼 수 없어 가려서 전송했습니다. 직거래는 보호받을 수 없습니다.');
    const plain = expectOk(await ask(socket, 'chat:send', { channelId, clientMessageId: clientId(), text: '1박 150,000원, 12/24 23:30 도착 예정입니다' }));
    expect(plain.message.masked).toBe(false);
    expect(plain.warning).toBeUndefined();

    // demo-stay-booking has a confirmed booking (status 9): contact details go through.
    const owner = await open(member);
    const confirmed = expectOk(await ask(owner, 'chat:send', { channelId: 'demo-stay-booking', clientMessageId: clientId(), text: '도착하면 010-1234-5678 로 전화드릴게요' }));
    expect(confirmed.message).toMatchObject({ text: '도착하면 010-1234-5678 로 전화드릴게요', masked: false });
  });
});

describe('chat socket: reading, typing, replay, search', () => {
  it('counts unread per message, per channel and in total, and lowers them when read', async () => {
    const sender = await open(traveler);
    const reader = await open(partner);
    expectOk(await ask(reader, 'chat:join', { channelId }));
    expectOk(await ask(sender, 'chat:join', { channelId }));
    const before = (await channelsOf(partner)).unreadTotal;
    // The header badge (auth/user, remembered per member) follows the socket's sends and reads at once.
    const badge = async () => (await t.app.inject({ method: 'GET', url: apiUrl(apiPaths.auth.user.href()), headers: partner.headers })).json().data.unreadInquiryCount as number;
    expect(await badge()).toBe(before);
    const sent = expectOk(await ask(sender, 'chat:send', { channelId, clientMessageId: clientId(), text: '수건은 준비되어 있나요?' })).message;
    expect(sent.unreadCount).toBe(1);
    const partnerView = await channelsOf(partner);
    const entry = partnerView.content.find((c) => c.channelId === channelId)!;
    expect(entry.unreadCount).toBeGreaterThanOrEqual(1);
    expect(partnerView.unreadTotal).toBe(before + 1);
    expect(partnerView.unreadTotal).toBe(partnerView.content.reduce((sum, c) => sum + c.unreadCount, 0));
    expect(await badge()).toBe(before + 1);

    const receipt = nextEvent<{ channelId: string; userId: number; seq: number }>(sender, 'read');
    const ownEntry = nextEvent<{ channel: ChatChannel; unreadTotal: number }>(reader, 'channel');
    expectOk(await ask(reader, 'chat:read', { channelId, seq: sent.seq }));
    expect(await receipt).toEqual({ channelId, userId: partner.userId, seq: sent.seq });
    const after = await ownEntry;
    expect(after.channel.unreadCount).toBe(0);
    expect(after.unreadTotal).toBe(before - entry.unreadCount + 1);
    expect(await badge()).toBe(after.unreadTotal);
    const reloaded = expectOk(await ask(sender, 'chat:join', { channelId }));
    expect(reloaded.messages.at(-1)).toMatchObject({ seq: sent.seq, unreadCount: 0 });
    // A read receipt never goes back.
    expectOk(await ask(reader, 'chat:read', { channelId, seq: 1 }));
    expect((await channelsOf(partner)).content.find((c) => c.channelId === channelId)!.unreadCount).toBe(0);
  });

  it('shows typing to the others in the room, not to the typist', async () => {
    const typist = await open(traveler);
    const other = await open(partner);
    expectOk(await ask(typist, 'chat:join', { channelId }));
    expectOk(await ask(other, 'chat:join', { channelId }));
    const typing = nextEvent(other, 'typing');
    typist.emit('chat:typing', { channelId });
    expect(await typing).toEqual({ channelId, userId: traveler.userId, username: await nicknameOf(traveler) });
    expect(typist.received.filter((r) => r.event === 'typing')).toEqual([]);
  });

  it('replays everything after the last seq a reconnecting client has, and pages older messages', async () => {
    const socket = await open(traveler);
    const joined = expectOk(await ask(socket, 'chat:join', { channelId }));
    const lastSeen = joined.messages.at(-1)!.seq;
    socket.close();
    // Meanwhile the partner answers three times.
    const partnerSocket = await open(partner);
    for (const text of ['네 준비되어 있습니다.', '드라이기도 있어요.', '조식은 8시부터입니다.']) {
      expectOk(await ask(partnerSocket, 'chat:send', { channelId, clientMessageId: clientId(), text }));
    }
    const back = await open(traveler);
    const replay = expectOk(await ask(back, 'chat:join', { channelId, afterSeq: lastSeen }));
    expect(textsOf(replay.messages)).toEqual(['네 준비되어 있습니다.', '드라이기도 있어요.', '조식은 8시부터입니다.']);
    expect(replay.messages.map((m) => m.seq)).toEqual([lastSeen + 1, lastSeen + 2, lastSeen + 3]);

    const previous = expectOk(await ask(back, 'chat:previous', { channelId, beforeSeq: 3 }));
    expect(previous.messages.map((m) => m.seq)).toEqual([1, 2]);
    expect(previous.hasNextMessages).toBe(false);
  });

  it('finds messages of the channel containing a word, newest first', async () => {
    const socket = await open(traveler);
    const found = expectOk(await ask(socket, 'chat:search', { channelId, query: '드라이기' }));
    expect(textsOf(found.messages)).toEqual(['드라이기도 있어요.']);
    expect(expectOk(await ask(socket, 'chat:search', { channelId, query: '100%_' })).messages).toEqual([]);
  });
});

describe('chat socket: leaving', () => {
  it('lets a member leave: a member_left line for the other side, gone from their list, no more sending', async () => {
    const { channel } = await joinChannel(t.app, traveler, { productCategory: 'TRIP', productId: 5001 });
    const leaver = await open(traveler);
    const tourPartnerId = channel.channelInfo.productOwnerId;
    expectOk(await ask(leaver, 'chat:join', { channelId: channel.channelId }));
    expectOk(await ask(leaver, 'chat:send', { channelId: channel.channelId, clientMessageId: clientId(), text: '문의드립니다.' }));
    expectOk(await ask(leaver, 'chat:leave', { channelId: channel.channelId }));

    const loaded = (await t.app.inject({ method: 'GET', url: apiUrl(apiPaths.chat.messages.href(channel.channelId)), headers: traveler.headers })).json().data;
    expect(loaded.messages.at(-1)).toMatchObject({ type: 'member_left', userId: traveler.userId, text: `${await nicknameOf(traveler)}님이 대화방을 나갔습니다.` });
    expect((await channelsOf(traveler)).content.map((c) => c.channelId)).not.toContain(channel.channelId);
    expect(await ask(leaver, 'chat:send', { channelId: channel.channelId, clientMessageId: clientId(), text: '다시 보내기' })).toEqual({
      ok: false,
      error: { code: 'FORBIDDEN', message: '나간 대화방에는 메시지를 보낼 수 없습니다.' },
    });
    // Leaving twice adds no second line.
    expectOk(await ask(leaver, 'chat:leave', { channelId: channel.channelId }));
    const lines = await t.db.select().from(chatMessages).where(and(eq(chatMessages.channelId, channel.channelId), eq(chatMessages.type, 'member_left')));
    expect(lines).toHaveLength(1);
    expect(tourPartnerId).not.toBe(traveler.userId);
  });

  it('lets a partner leave for all: the channel goes from both lists; the member opening it again brings both back', async () => {
    const { channel } = await joinChannel(t.app, traveler, { productCategory: 'MINBAK', productId: 1001 });
    const partnerSocket = await open(partner);
    const memberSocket = await open(traveler);
    expectOk(await ask(memberSocket, 'chat:join', { channelId: channel.channelId }));
    const line = nextEvent<{ message: ChatMessage }>(memberSocket, 'message');
    expectOk(await ask(partnerSocket, 'chat:leave', { channelId: channel.channelId }));
    expect((await line).message).toMatchObject({ type: 'member_left', userId: partner.userId, text: '파리하늘민박님이 대화방을 나갔습니다.' });
    expect((await channelsOf(partner)).content.map((c) => c.channelId)).not.toContain(channel.channelId);
    expect((await channelsOf(traveler)).content.map((c) => c.channelId)).not.toContain(channel.channelId);

    const reopened = await joinChannel(t.app, traveler, { productCategory: 'MINBAK', productId: 1001 });
    expect(reopened.channel.channelId).toBe(channel.channelId);
    expect(reopened.channel.members.map((m) => m.hasLeft)).toEqual([false, false]);
    expect((await channelsOf(partner)).content.map((c) => c.channelId)).toContain(channel.channelId);
  });
});

describe('chat socket: a session that ends takes its sockets with it', () => {
  const PASSWORD = 'minda1234!';
  let fresh = 0;
  /** A new member of its own (a withdrawal cannot undo), logged in, in a conversation with the demo partner. */
  async function newMemberInChat(): Promise<LoggedIn & { loginId: string; channelId: string }> {
    fresh += 1;
    const loginId = `sockend${Date.now() % 100000}${fresh}`;
    await t.db.insert(users).values({ loginId, email: `${loginId}@example.com`, nickname: '새회원', passwordHash: await hashPassword(PASSWORD), role: 'member' });
    const caller = await loginAs(t.app, loginId);
    return { ...caller, loginId, channelId: (await joinChannel(t.app, caller, { productCategory: 'MINBAK', productId: 1001 })).channel.channelId };
  }
  const STALE_TOKEN = { message: '로그인 정보가 만료되었거나 올바르지 않습니다. 다시 시도해 주세요.', data: { code: 'UNAUTHORIZED' } };

  it("a password change closes the other sessions' sockets for good; the session in use chats on", async () => {
    const m = await newMemberInChat();
    const elsewhere = await loginAs(t.app, m.loginId);
    const [current, other, partnerSocket] = await Promise.all([open(m), open(elsewhere), open(partner)]);
    for (const socket of [current, other, partnerSocket]) expectOk(await ask(socket, 'chat:join', { channelId: m.channelId }));
    const ended = nextEvent(other, 'session:ended');
    const gone = nextEvent(other, 'disconnect');

    const res = await t.app.inject({ method: 'PUT', url: apiUrl(apiPaths.members.password.href()), headers: m.headers, payload: { currentPassword: PASSWORD, newPassword: 'newpass123' } });
    expect(res.statusCode).toBe(200);
    expect(await ended).toEqual({ reason: 'revoked' });
    expect(await gone).toBe('io server disconnect');
    // Nothing more reaches it, and its token opens no new socket to send from.
    await expect(openChatSocket(url, tokenOf(elsewhere))).rejects.toMatchObject(STALE_TOKEN);

    const heard = nextEvent<{ message: ChatMessage }>(partnerSocket, 'message');
    expectOk(await ask(current, 'chat:send', { channelId: m.channelId, clientMessageId: clientId(), text: '비밀번호를 바꿨어요.' }));
    expect((await heard).message.text).toBe('비밀번호를 바꿨어요.');
    expect(other.received.filter((r) => r.event === 'message')).toEqual([]);
  });

  it("a withdrawal closes every socket of the account, so nothing is sent under the withdrawn member's name", async () => {
    const m = await newMemberInChat();
    const [mine, partnerSocket] = await Promise.all([open(m), open(partner)]);
    for (const socket of [mine, partnerSocket]) expectOk(await ask(socket, 'chat:join', { channelId: m.channelId }));
    const ended = nextEvent(mine, 'session:ended');
    const gone = nextEvent(mine, 'disconnect');

    const res = await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.members.withdrawal.href()), headers: m.headers, payload: { password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(await ended).toEqual({ reason: 'revoked' });
    expect(await gone).toBe('io server disconnect');
    await expect(openChatSocket(url, tokenOf(m))).rejects.toMatchObject(STALE_TOKEN);
    const lines = await t.db.select({ text: chatMessages.text }).from(chatMessages).where(and(eq(chatMessages.channelId, m.channelId), eq(chatMessages.senderId, m.userId)));
    expect(lines).toEqual([]);
  });
});

describe('chat socket: send rate limit', () => {
  let limited: TestApp;
  let limitedUrl: string;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_ENABLED: 'true' });
    limitedUrl = await listen(limited.app);
  });
  afterAll(async () => {
    await limited?.close();
  });

  it(`answers RATE_LIMITED after ${CHAT_SENDS_PER_MINUTE} sends a minute from one user`, async () => {
    const caller = await loginAs(limited.app, 'member');
    const socket = await openChatSocket(limitedUrl, tokenOf(caller));
    opened.push(socket);
    const answers = [];
    for (let i = 0; i <= CHAT_SENDS_PER_MINUTE; i += 1) {
      answers.push(await ask(socket, 'chat:send', { channelId: 'demo-stay-booking', clientMessageId: `rate-limit-${i}`, text: `메시지 ${i}` }));
    }
    expect(answers.slice(0, CHAT_SENDS_PER_MINUTE).every((a) => a.ok)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED', message: expect.stringMatching(/^요청이 너무 많습니다\. \d+초 후 다시 시도해 주세요\.$/) } });
  }, 60_000);
});
