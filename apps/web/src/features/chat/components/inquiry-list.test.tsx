import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatChannel } from '@minda/contracts/chat';
import { aChatChannel, aMember, CHAT_MEMBER, CHAT_PARTNER } from '../../../test/builders.ts';
import { jsonResponse, stubFetch, type SentRequest } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { chatScreenPaths } from '../chat-paths.ts';
import { InquiryList } from './inquiry-list.tsx';

type Observed = { callback: IntersectionObserverCallback; element: Element };
let observers: Observed[] = [];

function stubIntersectionObserver() {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observers.push({ callback: this.callback, element });
      }
      disconnect() {}
    },
  );
}

const page = (content: ChatChannel[], pageNo: number, last: boolean) => jsonResponse(200, { data: { content, page: pageNo, size: 20, last, unreadTotal: 0 } });
const pageOf = (request: SentRequest) => Number(new URL(request.url, 'http://x').searchParams.get('page'));

function renderList(answer: (request: SentRequest) => Response, path = '/mypage/inquiry/list.php', audience: 'member' | 'partner' = 'member') {
  const sent = stubFetch(answer);
  const view = renderApp(<InquiryList paths={chatScreenPaths(audience === 'member' ? 'member' : 'partner', 'pc')} audience={audience} viewerId={audience === 'member' ? CHAT_MEMBER.userId : CHAT_PARTNER.userId} />, { path, user: aMember() });
  return { ...view, sent };
}

afterEach(() => vi.unstubAllGlobals());

describe('the inquiry list', () => {
  it('shows each room with its name, members, first line, time and unread count (99+ above 99)', async () => {
    const at = new Date(2026, 10, 20, 9, 5).getTime();
    renderList((request) =>
      request.url.includes('chat/channels')
        ? page(
            [
              aChatChannel({ channelId: 'a1', name: '파리 하늘 민박', unreadCount: 120, lastMessage: { type: 'text', text: '네 가능합니다\n체크인은 3시', createdAt: at } }),
              aChatChannel({ channelId: 'a2', name: '런던 민박', unreadCount: 0, lastMessage: { type: 'image', text: 'IMG_1.jpg', createdAt: at } }),
            ],
            1,
            true,
          )
        : jsonResponse(200, { data: { unreadTotal: 0 } }),
    );
    const entries = await screen.findAllByTestId('inquiry-entry');
    expect(screen.getByRole('heading', { name: '문의' })).toBeTruthy();
    expect(entries[0]!.getAttribute('href')).toBe('/mypage/inquiry/detail.php?id=a1');
    expect(entries[0]!.textContent).toBe('파리 하늘 민박파리하늘민박네 가능합니다2026.11.2099+');
    expect(within(entries[0]!).getByLabelText('안 읽은 메시지 99+개')).toBeTruthy();
    expect(entries[1]!.textContent).toBe('런던 민박파리하늘민박사진2026.11.20');
  });

  it('says there are no inquiries when the list is empty, titled 고객 문의 for partners', async () => {
    renderList((request) => (request.url.includes('chat/channels') ? page([], 1, true) : jsonResponse(200, { data: { unreadTotal: 0 } })), '/manager/inquiry/list.php', 'partner');
    expect(await screen.findByText('문의 내역이 없습니다.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '고객 문의' })).toBeTruthy();
  });

  it('loads the next page when the end of the list comes into view', async () => {
    stubIntersectionObserver();
    const first = Array.from({ length: 20 }, (_, i) => aChatChannel({ channelId: `p1-${i}` }));
    const { sent } = renderList((request) =>
      request.url.includes('chat/channels') ? (pageOf(request) === 1 ? page(first, 1, false) : page([aChatChannel({ channelId: 'p2-0', name: '마지막 방' })], 2, true)) : jsonResponse(200, { data: { unreadTotal: 0 } }),
    );
    expect(await screen.findAllByTestId('inquiry-entry')).toHaveLength(20);
    const sentinel = observers.at(-1)!;
    act(() => sentinel.callback([{ isIntersecting: true, target: sentinel.element } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByText('마지막 방')).toBeTruthy();
    expect(sent.filter((r) => r.url.includes('chat/channels')).map(pageOf)).toEqual([1, 2]);
  });

  it('shows 대화방을 나갔습니다 after leaving a room, and no other text a link might put there', async () => {
    renderList((request) => (request.url.includes('chat/channels') ? page([], 1, true) : jsonResponse(200, { data: { unreadTotal: 0 } })), '/mypage/inquiry/list.php?message=%EB%8C%80%ED%99%94%EB%B0%A9%EC%9D%84%20%EB%82%98%EA%B0%94%EC%8A%B5%EB%8B%88%EB%8B%A4');
    expect(await screen.findByText('대화방을 나갔습니다')).toBeTruthy();
  });

  it('ignores any other message in the query', async () => {
    renderList((request) => (request.url.includes('chat/channels') ? page([], 1, true) : jsonResponse(200, { data: { unreadTotal: 0 } })), '/mypage/inquiry/list.php?message=%EA%B3%84%EC%A2%8C%EB%A1%9C%20%EC%9E%85%EA%B8%88%ED%95%98%EC%84%B8%EC%9A%94');
    await screen.findByText('문의 내역이 없습니다.');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
