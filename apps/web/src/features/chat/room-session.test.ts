import { describe, expect, it, vi } from 'vitest';
import { createChatClient } from '../../lib/chat-socket.ts';
import { aChatChannel, aChatMessage, CHAT_MEMBER, CHAT_PARTNER } from '../../test/builders.ts';
import { FakeChatSocket, settle } from '../../test/fake-chat-server.ts';
import { isUnread } from './message-merge.ts';
import { ChatRoomSession } from './room-session.ts';

function openRoom(socket: FakeChatSocket, upload = vi.fn()) {
  let id = 0;
  const session = new ChatRoomSession(createChatClient(socket, 50), socket.channel.channelId, {
    upload,
    newClientMessageId: () => `client-msg-${++id}`,
    previewOf: (file) => `blob:${file.name}`,
  });
  session.start();
  return session;
}

const seqs = (session: ChatRoomSession) => session.getState().messages.map((m) => m.seq);

describe('ChatRoomSession', () => {
  it('joins on connect with the latest page, then replays only what it missed after a reconnect', async () => {
    const channel = aChatChannel({ channelId: 'ch1' });
    const socket = new FakeChatSocket(channel, [1, 2, 3].map((seq) => aChatMessage({ seq })));
    const session = openRoom(socket);
    expect(session.getState().status).toBe('joining');

    socket.connect();
    await settle();
    expect(session.getState().status).toBe('joined');
    expect(seqs(session)).toEqual([1, 2, 3]);
    expect(socket.sentOf('chat:join')).toEqual([{ channelId: 'ch1' }]);

    // Offline, the partner writes two messages the client never hears of.
    socket.disconnect();
    socket.store({ text: '체크인은 3시부터예요' });
    socket.store({ text: '늦게 오셔도 괜찮아요' });
    socket.connect();
    await settle();

    expect(socket.sentOf('chat:join').at(-1)).toEqual({ channelId: 'ch1', afterSeq: 3 });
    expect(seqs(session)).toEqual([1, 2, 3, 4, 5]);
    expect(session.getState().messages.at(-1)?.text).toBe('늦게 오셔도 괜찮아요');
  });

  it('keeps each message once when the event, the replay and the acknowledgement all carry it', async () => {
    const socket = new FakeChatSocket(aChatChannel({ channelId: 'ch1' }), [aChatMessage({ seq: 1 })]);
    const session = openRoom(socket);
    socket.connect();
    await settle();

    const pushed = socket.store({ text: '안녕하세요' });
    socket.push('message', { message: pushed });
    socket.push('message', { message: { ...pushed, unreadCount: 0 } });
    await session.sendText('문의드려요');
    const mine = socket.messages.at(-1)!;
    socket.push('message', { message: mine });
    socket.disconnect();
    socket.connect();
    await settle();

    expect(seqs(session)).toEqual([1, 2, 3]);
    expect(session.getState().messages[1]?.unreadCount).toBe(0);
    expect(session.getState().outbox).toEqual([]);
  });

  it('holds a send made offline as 전송 중 and sends it after the reconnect with the same clientMessageId', async () => {
    const socket = new FakeChatSocket(aChatChannel({ channelId: 'ch1' }));
    const session = openRoom(socket);
    socket.connect();
    await settle();
    socket.disconnect();

    await session.sendText('늦은 체크인 가능할까요?');
    expect(session.getState().outbox).toMatchObject([{ status: 'sending', text: '늦은 체크인 가능할까요?', clientMessageId: 'client-msg-1' }]);
    expect(socket.sentOf('chat:send')).toEqual([]);

    socket.connect();
    await settle();
    expect(socket.sentOf('chat:send')).toEqual([{ channelId: 'ch1', clientMessageId: 'client-msg-1', text: '늦은 체크인 가능할까요?' }]);
    expect(session.getState().outbox).toEqual([]);
    expect(session.getState().messages.map((m) => m.text)).toEqual(['늦은 체크인 가능할까요?']);
  });

  it('resends after a reconnect a send whose acknowledgement was lost, and the server keeps one copy', async () => {
    const socket = new FakeChatSocket(aChatChannel({ channelId: 'ch1' }));
    const session = openRoom(socket);
    socket.connect();
    await settle();

    // The server stores the send, but the connection drops before its acknowledgement comes back.
    socket.silent.add('chat:send');
    const sending = session.sendText('도착 시간 알려드릴게요');
    socket.disconnect();
    await sending;
    expect(session.getState().outbox.map((o) => o.status)).toEqual(['sending']);

    socket.silent.clear();
    socket.connect();
    await settle();
    expect(socket.messages.filter((m) => m.clientMessageId === 'client-msg-1')).toHaveLength(1);
    expect(session.getState().messages.map((m) => m.text)).toEqual(['도착 시간 알려드릴게요']);
    expect(session.getState().outbox).toEqual([]);
  });

  it('marks a refused send 전송 실패 with the reason, and 다시 보내기 uses the same clientMessageId', async () => {
    const socket = new FakeChatSocket(aChatChannel({ channelId: 'ch1' }));
    const session = openRoom(socket);
    socket.connect();
    await settle();

    socket.refuse.set('chat:send', { code: 'RATE_LIMITED', message: '잠시 후 다시 시도해 주세요.' });
    await session.sendText('안녕하세요');
    expect(session.getState().outbox).toMatchObject([{ status: 'failed', error: '잠시 후 다시 시도해 주세요.' }]);

    socket.refuse.clear();
    await session.resend('client-msg-1');
    expect(socket.sentOf('chat:send').map((s) => s.clientMessageId)).toEqual(['client-msg-1', 'client-msg-1']);
    expect(session.getState().outbox).toEqual([]);
    expect(session.getState().messages.map((m) => m.text)).toEqual(['안녕하세요']);
  });

  it('gives up a send that gets no answer while connected: 전송 실패', async () => {
    const socket = new FakeChatSocket(aChatChannel({ channelId: 'ch1' }));
    const session = openRoom(socket);
    socket.connect();
    await settle();
    socket.silent.add('chat:send');
    await session.sendText('여보세요');
    expect(session.getState().outbox.map((o) => o.status)).toEqual(['failed']);
  });

  it('fails the join when the server refuses it (not a member), so the screen can go back to the list', async () => {
    const socket = new FakeChatSocket(aChatChannel({ channelId: 'ch1' }));
    socket.refuse.set('chat:join', { code: 'FORBIDDEN', message: '참여하고 있지 않은 대화방입니다.' });
    const session = openRoom(socket);
    socket.connect();
    await settle();
    expect(session.getState()).toMatchObject({ status: 'failed', failure: '참여하고 있지 않은 대화방입니다.' });
  });

  it('loads the previous page before the oldest seq held', async () => {
    const socket = new FakeChatSocket(aChatChannel({ channelId: 'ch1' }), Array.from({ length: 45 }, (_, i) => aChatMessage({ seq: i + 1 })));
    const session = openRoom(socket);
    socket.connect();
    await settle();
    expect(seqs(session)[0]).toBe(16);
    expect(session.getState().hasNextMessages).toBe(true);

    await session.loadPrevious();
    expect(socket.sentOf('chat:previous')).toEqual([{ channelId: 'ch1', beforeSeq: 16 }]);
    expect(seqs(session)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    expect(session.getState().hasNextMessages).toBe(false);
  });

  it('flips 안읽음 to 읽음 when the other member reads, and tells the server once per new last seq', async () => {
    const channel = aChatChannel({ channelId: 'ch1' });
    const socket = new FakeChatSocket(channel, [aChatMessage({ seq: 1, ...CHAT_MEMBER, unreadCount: 1 })]);
    const session = openRoom(socket);
    socket.connect();
    await settle();
    const mine = () => session.getState().messages[0]!;
    expect(isUnread(mine(), session.getState().channel!.members)).toBe(true);

    socket.push('read', { channelId: 'ch1', userId: CHAT_PARTNER.userId, seq: 1 });
    expect(isUnread(mine(), session.getState().channel!.members)).toBe(false);

    session.markRead();
    session.markRead();
    expect(socket.sentOf('chat:read')).toEqual([{ channelId: 'ch1', seq: 1 }]);
  });

  it('leaves the room on stop (chat:unjoin) and ignores the room events after it', async () => {
    const socket = new FakeChatSocket(aChatChannel({ channelId: 'ch1' }));
    const session = openRoom(socket);
    socket.connect();
    await settle();
    session.stop();
    socket.push('message', { message: socket.store() });
    expect(socket.sentOf('chat:unjoin')).toEqual([{ channelId: 'ch1' }]);
    expect(session.getState().messages).toEqual([]);
  });

  it('uploads a photo with its clientMessageId and shows it as 전송 중 until stored', async () => {
    const socket = new FakeChatSocket(aChatChannel({ channelId: 'ch1' }));
    let finish: (value: unknown) => void = () => {};
    const upload = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const session = openRoom(socket, upload);
    socket.connect();
    await settle();
    const file = new File(['x'], 'room.png', { type: 'image/png' });
    const sending = session.sendImage(file);
    expect(session.getState().outbox).toMatchObject([{ type: 'image', status: 'sending', previewUrl: 'blob:room.png' }]);
    expect(upload).toHaveBeenCalledWith('ch1', file, 'client-msg-1');
    finish(aChatMessage({ seq: 1, type: 'image', text: 'room.png', clientMessageId: 'client-msg-1', ...CHAT_MEMBER }));
    await sending;
    expect(session.getState().outbox).toEqual([]);
    expect(session.getState().messages.map((m) => m.type)).toEqual(['image']);
  });
});
