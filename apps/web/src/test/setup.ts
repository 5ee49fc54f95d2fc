import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { XSRF_COOKIE } from '@minda/contracts/rules/auth-cookies';
import type * as chatSocket from '../lib/chat-socket.ts';

// Screens load their dialogs and panes as lazy chunks: on a busy CI machine the first import can take longer
// than findBy's default second (seen: the PC header's search modal).
configure({ asyncUtilTimeout: 5000 });

// No test opens a real Socket.IO connection: the session's chat client is one that never connects (chat
// tests hand their own fake socket to the room through ChatTransportContext or createChatClient).
vi.mock('../lib/chat-socket.ts', async (importActual) => {
  const actual = await importActual<typeof chatSocket>();
  const offline = { connected: false, on: () => {}, off: () => {}, emit: () => {}, connect: () => {}, disconnect: () => {} };
  const client = actual.createChatClient(offline);
  return { ...actual, chatClient: () => client, closeChatClient: () => {} };
});

// Screens are tested as in a browser that has made an API call already, which set the XSRF token, so a write
// goes straight out; lib/api-client.test.ts covers the first write of a page that has no token yet.
beforeEach(() => {
  document.cookie = `${XSRF_COOKIE}=test-xsrf; path=/`;
});

afterEach(() => cleanup());
