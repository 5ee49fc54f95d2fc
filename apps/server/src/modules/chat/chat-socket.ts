import type { FastifyInstance } from 'fastify';
import { CHAT_MESSAGES_PAGE_SIZE } from '@minda/contracts/rules/chat';
import { rooms } from '../../platform/realtime.ts';
import * as chat from './chat.service.ts';

/** A person types far fewer than one message a second; a script that floods a room hits this first. */
export const CHAT_SENDS_PER_MINUTE = 120;

/**
 * The chat's socket protocol (contracts realtime.ts `chatRequests`): every request checks that the caller is
 * a member of the channel, through the same service calls as REST. A send is stored first; only then do the
 * room and the members hear of it.
 */
export function registerChatSocket(app: FastifyInstance): void {
  const { db, realtime } = app;

  realtime.onConnection(async (socket) => {
    socket.emitSelf('init', { unreadTotal: await chat.unreadTotal(db, socket.user.id) });
  });

  realtime.handle('chat:join', async (request, socket) => {
    const channel = await chat.channelForViewer(db, socket.user, request.channelId);
    // Joined before loading: a message stored meanwhile arrives as an event and, at worst, also in the page.
    await socket.join(rooms.chat(request.channelId));
    if (request.afterSeq !== undefined) {
      const { messages } = await chat.replayAfter(db, socket.user, request.channelId, request.afterSeq);
      return { ok: true, channel, messages, hasNextMessages: request.afterSeq > 0 };
    }
    const { messages, hasNextMessages } = await chat.loadMessages(db, socket.user, request.channelId, { limit: CHAT_MESSAGES_PAGE_SIZE });
    return { ok: true, channel, messages, hasNextMessages };
  });

  realtime.handle('chat:previous', async (request, socket) => {
    const { messages, hasNextMessages } = await chat.loadMessages(db, socket.user, request.channelId, { beforeSeq: request.beforeSeq });
    return { ok: true, messages, hasNextMessages };
  });

  realtime.handle(
    'chat:send',
    async (request, socket) => {
      const stored = await chat.sendText(db, socket.user, request);
      // A resend of a stored message is answered, not broadcast again: the others already have it.
      if (stored.created) await chat.publishMessage(db, realtime, stored.message);
      return { ok: true, message: stored.message, ...(stored.warning ? { warning: stored.warning } : {}) };
    },
    { perMinute: CHAT_SENDS_PER_MINUTE },
  );

  realtime.handle('chat:read', async (request, socket) => {
    const seq = await chat.markRead(db, socket.user, request.channelId, request.seq);
    await chat.publishRead(db, realtime, socket.user.id, request.channelId, seq);
    return { ok: true };
  });

  realtime.handle(
    'chat:typing',
    async (request, socket) => {
      const { channel } = await chat.membership(db, socket.user, request.channelId);
      const username = await chat.usernameOf(db, socket.user.id);
      socket.emitOthers(rooms.chat(channel.id), 'typing', { channelId: channel.id, userId: socket.user.id, username });
    },
    { perMinute: CHAT_SENDS_PER_MINUTE },
  );

  realtime.handle('chat:unjoin', async (request, socket) => {
    await socket.leave(rooms.chat(request.channelId));
    return { ok: true };
  });

  realtime.handle('chat:leave', async (request, socket) => {
    const { left, message } = await chat.leaveChannel(db, socket.user, request.channelId);
    if (message) realtime.emit(rooms.chat(request.channelId), 'message', { message });
    // Those who left stop hearing the room on every socket they have; the ones still in get the new entry.
    for (const userId of left) realtime.leaveUser(userId, rooms.chat(request.channelId));
    await chat.publishChannel(db, realtime, request.channelId);
    return { ok: true };
  });

  realtime.handle('chat:search', async (request, socket) => {
    return { ok: true, messages: await chat.searchMessages(db, socket.user, request.channelId, request.query) };
  });
}
