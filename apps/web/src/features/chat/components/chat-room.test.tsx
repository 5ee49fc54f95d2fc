import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatChannel, ChatMessage } from '@minda/contracts/chat';
import { webPaths } from '@minda/contracts/paths';
import { createChatClient } from '../../../lib/chat-socket.ts';
import { aChatChannel, aChatMember, aChatMessage, aMember, CHAT_MEMBER, CHAT_PARTNER } from '../../../test/builders.ts';
import { FakeChatSocket, settle } from '../../../test/fake-chat-server.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { reportTypesQueryOptions } from '../api/get-report-types.ts';
import { chatScreenPaths, type ChatArea } from '../chat-paths.ts';
import { ChatTransportContext } from '../use-chat-room.ts';
import { ChatRoom } from './chat-room.tsx';

// DOMPurify itself is proven in Chromium (e2e XSS corpus); here the card must hand its rows to the sanitizer
// and show only what it returns.
vi.mock('../../../lib/sanitize-html.ts', () => ({ sanitizeHtml: async (html: string) => `정화됨:${html.replace(/<[^>]*>/g, '')}` }));

const REPORT_TYPES = [
  { id: 1, typeCode: 'DIRECT_DEAL', title: '직거래 유도' },
  { id: 2, typeCode: 'ABUSE', title: '욕설·비방' },
];

type Setup = { channel?: ChatChannel; messages?: ChatMessage[]; platform?: 'pc' | 'mobile'; viewer?: typeof CHAT_MEMBER; area?: ChatArea; reportTypes?: typeof REPORT_TYPES; refuseJoin?: boolean };

async function openRoom({ channel = aChatChannel({ channelId: 'ch1' }), messages = [], platform = 'pc', viewer = CHAT_MEMBER, area = 'member', reportTypes = REPORT_TYPES, refuseJoin = false }: Setup = {}) {
  const socket = new FakeChatSocket(channel, messages, viewer);
  if (refuseJoin) socket.refuse.set('chat:join', { code: 'FORBIDDEN', message: '참여하고 있지 않은 대화방입니다.' });
  socket.connect();
  const client = createChatClient(socket, 50);
  const upload = vi.fn();
  const transport = { client: () => client, upload };
  const paths = chatScreenPaths(area, platform);
  const view = renderApp(
    <ChatTransportContext value={transport}>
      <ChatRoom channelId={channel.channelId} paths={paths} platform={platform} viewerId={viewer.userId} />
    </ChatTransportContext>,
    {
      path: paths.room(channel.channelId),
      history: [paths.list()],
      user: aMember({ id: viewer.userId }),
      cache: [[reportTypesQueryOptions().queryKey, reportTypes]],
    },
  );
  await act(settle);
  return { ...view, socket, upload };
}

const field = () => screen.getByRole('textbox', { name: '메시지' }) as HTMLTextAreaElement;
const list = () => screen.getByRole('list', { name: '대화 내용' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the chat room', () => {
  it('shows the partner as the title for a member, the fixed notice, and each message with its name, receipt and time', async () => {
    const day1 = new Date(2026, 10, 20, 9, 5).getTime();
    const day2 = new Date(2026, 10, 21, 14, 30).getTime();
    await openRoom({
      messages: [
        aChatMessage({ seq: 1, ...CHAT_MEMBER, text: '늦은 체크인 가능할까요?\n밤 11시쯤 도착해요', createdAt: day1, unreadCount: 0 }),
        aChatMessage({ seq: 2, ...CHAT_PARTNER, text: '네 가능합니다', createdAt: day1 + 60_000 }),
        aChatMessage({ seq: 3, ...CHAT_MEMBER, text: '감사합니다', createdAt: day2, unreadCount: 1 }),
      ],
    });

    expect(screen.getByRole('heading', { level: 1, name: '파리하늘민박' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(
      '민다를 통하지 않은 직거래는 도움을 드릴 수 없습니다. 연락처나 메신저 아이디 공유 등 직거래를 유도하는 경우 신고해 주세요. 해외 현지와의 시차로 답변이 늦어질 수 있습니다.',
    );
    expect(within(list()).getAllByRole('separator').map((s) => s.getAttribute('aria-label'))).toEqual(['2026년 11월 20일 금요일', '2026년 11월 21일 토요일']);

    const rows = within(list()).getAllByRole('listitem').filter((li) => li.hasAttribute('data-seq'));
    // Line breaks stay in the text (drawn with pre-wrap), own messages carry no sender name.
    expect(rows[0]!.textContent).toBe('늦은 체크인 가능할까요?\n밤 11시쯤 도착해요읽음09:05');
    expect(rows[0]!.hasAttribute('data-own')).toBe(true);
    expect(rows[1]!.textContent).toBe('파리하늘민박네 가능합니다읽음09:06');
    expect(rows[1]!.hasAttribute('data-own')).toBe(false);
    expect(rows[2]!.textContent).toBe('감사합니다안읽음14:30');
  });

  it('titles the room with the member and the booking number for the partner, with the channel name below', async () => {
    const channel = aChatChannel({ channelId: 'ch1', name: '파리 하늘 민박', channelInfo: { productCategory: 'MINBAK', productOwnerId: 2, bookingNumber: 5001 } });
    await openRoom({ channel, viewer: CHAT_PARTNER, area: 'partner' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('여행자 (5001)');
    expect(screen.getByText('파리 하늘 민박')).toBeTruthy();
  });

  it('flips 안읽음 to 읽음 when the read event comes', async () => {
    const { socket } = await openRoom({ messages: [aChatMessage({ seq: 1, ...CHAT_MEMBER, text: '안녕하세요', unreadCount: 1 })] });
    expect(within(list()).getByText('안읽음')).toBeTruthy();
    act(() => socket.push('read', { channelId: 'ch1', userId: CHAT_PARTNER.userId, seq: 1 }));
    expect(within(list()).queryByText('안읽음')).toBeNull();
    expect(within(list()).getByText('읽음')).toBeTruthy();
  });

  it('tells the server what the viewer has seen', async () => {
    const { socket } = await openRoom({ messages: [aChatMessage({ seq: 4 })] });
    expect(socket.sentOf('chat:read')).toEqual([{ channelId: 'ch1', seq: 4 }]);
  });

  it('renders a valid booking card with its link, and nothing for a card that does not parse', async () => {
    const card = { mainTitle: '예약이 확정되었습니다', subTitle: '파리 하늘 민박', data: [{ title: '체크인', data: '<b>12월 1일</b><img src=x onerror="window.hacked=1">' }, { title: '메모', data: '' }], link: '/mypage/v.my_reservation.php?bookno=5001' };
    await openRoom({
      messages: [
        aChatMessage({ seq: 1, type: 'template', text: JSON.stringify(card), userId: null, username: '민다' }),
        aChatMessage({ seq: 2, type: 'template', text: '{"mainTitle":"깨진 카드"', userId: null, username: '민다' }),
        aChatMessage({ seq: 3, type: 'member_left', text: '여행자님이 대화방을 나갔습니다.', ...CHAT_MEMBER }),
      ],
    });
    const cards = screen.getAllByTestId('template-card');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByRole('link', { name: '예약 확인하기' }).getAttribute('href')).toBe('/mypage/v.my_reservation.php?bookno=5001');
    expect(within(cards[0]!).queryByText('메모')).toBeNull();
    expect(await within(cards[0]!).findByText('정화됨:12월 1일')).toBeTruthy();
    expect(cards[0]!.innerHTML).not.toContain('onerror');
    expect(screen.queryByText('깨진 카드')).toBeNull();
    expect(list().querySelector('[data-seq="2"]')).toBeNull();
    expect(screen.getByText('여행자님이 대화방을 나갔습니다.')).toBeTruthy();
  });

  it('opens a photo full screen with a close button', async () => {
    await openRoom({ messages: [aChatMessage({ seq: 1, type: 'image', text: 'room.jpg', fileUrl: '/api/v2/files/chat/1' })] });
    await userEvent.click(screen.getByRole('button', { name: '사진: room.jpg' }));
    const viewer = await screen.findByRole('dialog', { name: '사진 보기' });
    // Radix locks the page's scroll from the overlay: the viewer must have one.
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    const stage = within(viewer).getByTestId('image-viewer-stage');
    fireEvent.wheel(stage, { deltaY: -300 });
    expect(Number(within(viewer).getByRole('img', { name: 'room.jpg' }).getAttribute('data-scale'))).toBeGreaterThan(1.5);
    await userEvent.click(within(viewer).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on PC sends with Enter, adds a line with Shift+Enter, and never sends while composing or when blank', async () => {
    const { socket } = await openRoom();
    fireEvent.change(field(), { target: { value: '   ' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    fireEvent.change(field(), { target: { value: '안녕하세요' } });
    fireEvent.keyDown(field(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(field(), { key: 'Enter', shiftKey: true });
    expect(socket.sentOf('chat:send')).toEqual([]);

    fireEvent.keyDown(field(), { key: 'Enter' });
    await act(settle);
    expect(socket.sentOf('chat:send')).toMatchObject([{ channelId: 'ch1', text: '안녕하세요' }]);
    expect(field().value).toBe('');
    expect(within(list()).getByText('안녕하세요')).toBeTruthy();
  });

  it('on mobile Enter does not send: the button does', async () => {
    const { socket } = await openRoom({ platform: 'mobile' });
    fireEvent.change(field(), { target: { value: '문의드려요' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(socket.sentOf('chat:send')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '보내기' }));
    await act(settle);
    expect(socket.sentOf('chat:send')).toMatchObject([{ text: '문의드려요' }]);
  });

  it('holds at most 8,000 characters', async () => {
    await openRoom();
    fireEvent.change(field(), { target: { value: '가'.repeat(8001) } });
    expect(field().value).toHaveLength(8000);
    expect(await screen.findByText('메시지는 8,000자까지 보낼 수 있습니다.')).toBeTruthy();
  });

  it('shows 전송 실패 with 다시 보내기 for a refused send, and the direct-deal warning as a toast', async () => {
    const { socket } = await openRoom();
    socket.refuse.set('chat:send', { code: 'RATE_LIMITED', message: '잠시 후 다시 시도해 주세요.' });
    fireEvent.change(field(), { target: { value: '안녕하세요' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await act(settle);
    expect(within(list()).getByText('전송 실패')).toBeTruthy();

    socket.refuse.clear();
    await userEvent.click(within(list()).getByRole('button', { name: '다시 보내기' }));
    await act(settle);
    expect(within(list()).queryByText('전송 실패')).toBeNull();
    expect(new Set(socket.sentOf('chat:send').map((s) => s.clientMessageId)).size).toBe(1);

    socket.sendWarning = '예약 확정 전에는 연락처, 이메일, 메신저 아이디, 링크를 보낼 수 없어 가려서 전송했습니다. 직거래는 보호받을 수 없습니다.';
    fireEvent.change(field(), { target: { value: '010-1234-5678로 연락주세요' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(await screen.findByText(socket.sendWarning)).toBeTruthy();
  });

  it('refuses a photo over 15 MB with the info toast, and uploads one under it', async () => {
    const { upload } = await openRoom();
    const input = screen.getByLabelText('사진 선택') as HTMLInputElement;
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 15 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('사진은 최대 15MB까지 보낼 수 있습니다.')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();

    upload.mockReturnValue(new Promise(() => {}));
    const small = new File(['x'], 'ok.png', { type: 'image/png' });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:ok' }));
    fireEvent.change(input, { target: { files: [small] } });
    expect(upload).toHaveBeenCalledWith('ch1', small, expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/));
    expect(within(list()).getByText('전송 중')).toBeTruthy();
  });

  it('disables the input with the spec’s placeholder when the owner turned chat off', async () => {
    await openRoom({ channel: aChatChannel({ channelId: 'ch1', useInquireChat: false }) });
    expect(field().disabled).toBe(true);
    expect(field().placeholder).toBe('채팅 문의를 지원하지 않는 업체입니다.');
    expect((screen.getByRole('button', { name: '사진 보내기' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reports the room once a reason is chosen, then shows 신고가 접수되었습니다.', async () => {
    const sent = stubFetch(() => jsonResponse(200, { data: { ok: true } }));
    await openRoom();
    await userEvent.click(screen.getByRole('button', { name: '대화방 신고하기' }));
    const dialog = await screen.findByRole('dialog', { name: '대화방 신고하기' });
    const submit = within(dialog).getByRole('button', { name: '신고하기' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(within(dialog).getByRole('button', { name: '취소' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: '욕설·비방' }));
    expect(submit.disabled).toBe(false);
    await userEvent.click(submit);
    expect(await screen.findByText('신고가 접수되었습니다.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.filter((r) => r.url.endsWith('/api/v2/chat/report'))).toMatchObject([{ method: 'POST', body: { channelId: 'ch1', reportTypeId: 2 } }]);
  });

  it('hides 대화방 신고하기 without report types, and 상품 상세 from partners', async () => {
    await openRoom({ reportTypes: [], viewer: CHAT_PARTNER, area: 'partner' });
    expect(screen.queryByRole('button', { name: '대화방 신고하기' })).toBeNull();
    expect(screen.queryByRole('link', { name: '상품 상세' })).toBeNull();
    expect(screen.getByRole('button', { name: '대화방 나가기' })).toBeTruthy();
  });

  it('on mobile puts the items in the 대화방 설정 modal, with 상품 상세 to the mobile stay page', async () => {
    await openRoom({ platform: 'mobile' });
    await userEvent.click(screen.getByRole('button', { name: '대화방 설정' }));
    const dialog = await screen.findByRole('dialog', { name: '대화방 설정' });
    expect(within(dialog).getByRole('link', { name: '상품 상세' }).getAttribute('href')).toBe('/m/1.0/grp_minbak/minbak_view.html?minbak_code=101');
    expect(within(dialog).getByRole('button', { name: '대화방 신고하기' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '대화방 나가기' })).toBeTruthy();
  });

  it('confirms leaving with the spec’s texts, leaves, and goes to the list with the message', async () => {
    const { socket, probe } = await openRoom();
    await userEvent.click(screen.getByRole('button', { name: '대화방 나가기' }));
    const dialog = await screen.findByRole('dialog', { name: '대화방을 정말 나가시겠습니까?' });
    expect(within(dialog).getByText('대화 내용은 소비자 보호 및 분쟁 처리를 위해 1년간 보관되며, 상대방은 회원님이 대화방을 나간 것을 확인할 수 있습니다.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '아니요' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '네, 나갈게요' }));
    await waitFor(() => expect(probe.location.pathname).toBe('/mypage/inquiry/list.php'));
    expect(new URLSearchParams(probe.location.search).get('message')).toBe('대화방을 나갔습니다');
    expect(socket.sentOf('chat:leave')).toEqual([{ channelId: 'ch1' }]);
  });

  it('goes back to the list when joining fails', async () => {
    const { probe } = await openRoom({ refuseJoin: true });
    await waitFor(() => expect(probe.location.pathname + probe.location.search).toBe(webPaths.pc.inquiries.href()));
  });

  it('searches the conversation with chat:search and lists what it found', async () => {
    const { socket } = await openRoom({ messages: [aChatMessage({ seq: 1, text: '조식은 8시부터예요' }), aChatMessage({ seq: 2, text: '체크인은 3시' })] });
    await userEvent.click(screen.getByRole('button', { name: '대화 내용 검색' }));
    await userEvent.type(screen.getByRole('searchbox', { name: '대화 내용 검색' }), '조식{Enter}');
    const results = await screen.findByRole('list', { name: '검색 결과' });
    expect(within(results).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('조식은 8시부터예요')]);
    expect(socket.sentOf('chat:search')).toEqual([{ channelId: 'ch1', query: '조식' }]);
  });

  it('shows who is typing', async () => {
    const { socket } = await openRoom();
    act(() => socket.push('typing', { channelId: 'ch1', userId: 2, username: '파리하늘민박' }));
    expect(screen.getByText('파리하늘민박님이 입력 중입니다…')).toBeTruthy();
  });

  it('counts a member who left as having no unread receipt to give', async () => {
    const channel = aChatChannel({ channelId: 'ch1', members: [aChatMember(CHAT_MEMBER), aChatMember({ ...CHAT_PARTNER, data: { hasPartner: 'true' }, hasLeft: true })] });
    await openRoom({ channel, messages: [aChatMessage({ seq: 1, ...CHAT_MEMBER, unreadCount: 1 })] });
    expect(within(list()).getByText('읽음')).toBeTruthy();
  });
});
