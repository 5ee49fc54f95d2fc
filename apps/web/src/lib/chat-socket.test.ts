import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ChatSocketModule from './chat-socket.ts';

/** A stand-in for socket.io-client's socket: records its handlers and counts (re)connections. */
const fake = vi.hoisted(() => {
  const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  const socket = {
    connected: true,
    connects: 0,
    disconnects: 0,
    on(event: string, handler: (...args: unknown[]) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    },
    off: () => socket,
    emit: () => socket,
    connect() {
      socket.connects += 1;
      return socket;
    },
    disconnect() {
      socket.disconnects += 1;
      return socket;
    },
    /** What the server's packets make the real socket do: run the handlers of the event. */
    fire(event: string, ...args: unknown[]) {
      for (const handler of handlers.get(event) ?? []) handler(...args);
    },
    reset() {
      handlers.clear();
      socket.connects = 0;
      socket.disconnects = 0;
    },
  };
  type AuthOption = (callback: (data: object) => void) => void;
  const options: { auth?: AuthOption } = {};
  return {
    socket,
    options,
    io: (opts: { auth: AuthOption }) => {
      options.auth = opts.auth;
      return socket;
    },
  };
});
vi.mock('socket.io-client', () => ({ io: fake.io }));

const tokens = vi.hoisted(() => ({ issued: ['token-before-expiry', 'token-after-refresh'] }));
vi.mock('./access-token.ts', () => ({
  getAccessToken: async () => tokens.issued.shift(),
  discardAccessToken: () => {},
}));

// The real module: the test setup swaps chatClient for one that never connects.
const { chatClient, closeChatClient } = await vi.importActual<typeof ChatSocketModule>('./chat-socket.ts');

const authOfNextConnection = () => new Promise<object>((resolve) => fake.options.auth!(resolve));

afterEach(() => {
  closeChatClient();
  fake.socket.reset();
});

describe('the chat socket of a signed-in session', () => {
  it('connects again with a fresh token when the server closes it for an expired token', async () => {
    chatClient();
    expect(await authOfNextConnection()).toEqual({ token: 'token-before-expiry' });
    fake.socket.fire('disconnect', 'io server disconnect');
    expect(fake.socket.connects).toBe(1);
    // Socket.IO asks the auth option again for that connection: the token refreshed since.
    expect(await authOfNextConnection()).toEqual({ token: 'token-after-refresh' });
  });

  it('stays closed after the server said the session ended, and leaves network drops to Socket.IO', () => {
    chatClient();
    fake.socket.fire('disconnect', 'transport close');
    expect(fake.socket.connects).toBe(0);
    fake.socket.fire('session:ended', { reason: 'revoked' });
    expect(fake.socket.disconnects).toBe(1);
    fake.socket.fire('disconnect', 'io client disconnect');
    expect(fake.socket.connects).toBe(0);
  });
});
