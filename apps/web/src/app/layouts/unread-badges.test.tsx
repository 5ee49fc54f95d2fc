import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as chatSocket from '../../lib/chat-socket.ts';
import { aChatChannel, aMember } from '../../test/builders.ts';
import type { FakeChatSocket } from '../../test/fake-chat-server.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';
import { MobileTabLayout } from './mobile-tab-layout.tsx';
import { PcLayout } from './pc-layout.tsx';

// The session's socket is a fake here, so the test can push the server's `init` and `channel` events.
const live = vi.hoisted(() => ({ socket: undefined as unknown }));
vi.mock('../../lib/chat-socket.ts', async (importActual) => {
  const actual = await importActual<typeof chatSocket>();
  const { FakeChatSocket: Fake } = await import('../../test/fake-chat-server.ts');
  const { aChatChannel: channel } = await import('../../test/builders.ts');
  const socket = new Fake(channel());
  socket.connect();
  live.socket = socket;
  const client = actual.createChatClient(socket);
  return { ...actual, chatClient: () => client };
});
const socket = () => live.socket as FakeChatSocket;

function answerUnread(unreadTotal: number) {
  return stubFetch((request) => (request.url.endsWith('/api/v2/chat/unread') ? jsonResponse(200, { data: { unreadTotal } }) : jsonResponse(200, { data: { upcoming: 0 } })));
}

afterEach(() => vi.unstubAllGlobals());

describe('the unread inquiry badges', () => {
  it('puts a red dot on the mobile 문의 tab from chat/unread, and clears it when a channel event says all is read', async () => {
    answerUnread(3);
    renderApp(<MobileTabLayout active="home">본문</MobileTabLayout>, { path: '/m/1.0/grp_main/main.html', user: aMember() });
    const nav = screen.getByRole('navigation', { name: '하단 메뉴' });
    await waitFor(() => expect(within(nav).getByTestId('unread-dot')).toBeTruthy());
    expect(within(nav).getByRole('link', { name: /문의/ }).getAttribute('href')).toBe('/m/1.0/grp_mypage/inquiry_list.html');

    await waitFor(() => expect(socket().listens('channel')).toBe(true));
    act(() => socket().push('channel', { channel: aChatChannel({ unreadCount: 0 }), unreadTotal: 0 }));
    await waitFor(() => expect(within(nav).queryByTestId('unread-dot')).toBeNull());

    act(() => socket().push('init', { unreadTotal: 1 }));
    await waitFor(() => expect(within(nav).getByTestId('unread-dot')).toBeTruthy());
  });

  it('shows 99+ beside the PC header’s 1:1 문의 above 99', async () => {
    answerUnread(120);
    renderApp(<PcLayout headerKind="plain">본문</PcLayout>, { user: aMember() });
    await waitFor(() => expect(screen.getByTestId('unread-dot')).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: /여행자님/ }));
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /1:1 문의/ }).textContent).toBe('1:1 문의99+');
  });

  it('shows nothing to a visitor and asks nothing', async () => {
    const sent = answerUnread(5);
    renderApp(<MobileTabLayout active="home">본문</MobileTabLayout>, { path: '/m/1.0/grp_main/main.html', user: null });
    expect(screen.queryByTestId('unread-dot')).toBeNull();
    expect(sent.filter((r) => r.url.includes('chat/'))).toEqual([]);
  });
});
