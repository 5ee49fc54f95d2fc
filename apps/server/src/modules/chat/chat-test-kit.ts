import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import type { ChatChannel, ChatMessage } from '@minda/contracts/chat';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import type { ChatAck, ChatAcks, ChatRequest } from '@minda/contracts/realtime';
import type { LoggedIn } from '../../test/login-as.ts';

/** Test helpers of the chat's API and socket tests (not a test file: no tests run from here). */

export const tokenOf = (caller: LoggedIn) => caller.headers.authorization!.replace(/^Bearer /, '');

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export type ChatSocket = Socket & { received: { event: string; payload: unknown }[] };

/** A connected socket that records every event it receives (init, channel, message, read, typing). */
export async function openChatSocket(url: string, token: string, options: { reconnection?: boolean } = {}): Promise<ChatSocket> {
  const socket = connect(url, { transports: ['websocket'], reconnection: options.reconnection ?? false, forceNew: true, auth: { token } }) as ChatSocket;
  socket.received = [];
  socket.onAny((event: string, payload: unknown) => socket.received.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  return socket;
}

/** Sends a chat request and waits for its ack (5 s at most). */
export function ask<E extends keyof ChatAcks>(socket: Socket, event: E, request: ChatRequest<E> | Record<string, unknown>): Promise<ChatAck<E>> {
  return (socket.timeout(5000).emitWithAck as (event: string, payload: unknown) => Promise<ChatAck<E>>)(event, request);
}

export function expectOk<E extends keyof ChatAcks>(answer: ChatAck<E>): ChatAcks[E] {
  if (!answer.ok) throw new Error(`expected ok, got ${JSON.stringify(answer)}`);
  return answer;
}

/** The next event of that name (already received ones are skipped), or a timeout. */
export function nextEvent<T = unknown>(socket: Socket, event: string, match: (payload: T) => boolean = () => true, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

export const clientId = () => randomUUID().replace(/-/g, '');

/** Opens (or reuses) the caller's channel about a product through the REST API. */
export async function joinChannel(app: FastifyInstance, caller: LoggedIn, body: object): Promise<{ channel: ChatChannel; created: boolean }> {
  const res = await app.inject({ method: 'POST', url: apiUrl(apiPaths.chat.join.href()), headers: caller.headers, payload: body });
  if (res.statusCode !== 200) throw new Error(`join failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { channel: ChatChannel; created: boolean } }).data;
}

export const textsOf = (messages: readonly ChatMessage[]) => messages.map((m) => m.text);
