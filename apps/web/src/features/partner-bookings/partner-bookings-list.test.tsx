import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartnerBooking } from '@minda/contracts/bookings';
import { aPartnerBooking } from '../../test/builders.ts';
import { renderApp } from '../../test/render-app.tsx';
import { PartnerBookingsList } from './partner-bookings-list.tsx';

vi.mock('../../lib/access-token.ts', () => ({ getAccessToken: async () => 'partner-token', discardAccessToken: () => {} }));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const page = (content: PartnerBooking[]) => ({ data: { content, number: 0, size: 20, totalElements: content.length, totalPages: 1, last: true } });

/** A fake server: the list answers from `bookings` (which a test changes), every POST with `answer`. */
function fakeServer(bookings: { current: PartnerBooking[] }, answer: (url: string, body: unknown) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if ((init?.method ?? 'GET') === 'GET') return json(200, page(bookings.current));
    return answer(url, init?.body === undefined ? undefined : JSON.parse(String(init.body)));
  });
  vi.stubGlobal('fetch', fetchMock);
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url, init]) => ({ url: String(url), body: init?.body }));
  const gets = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'GET').map(([url]) => String(url));
  return { posts, gets };
}

const renderList = (step: 1 | 3 | 9 | 'all' = 1) =>
  renderApp(<PartnerBookingsList productType="stay" step={step} page={1} stepHref={(s) => `/manager/booking/list.php?astep=${s}`} pageHref={(p) => `/manager/booking/list.php?page=${p}`} />, {
    path: '/manager/booking/list.php?astep=1',
  });

const request = aPartnerBooking({
  bookNo: 260001,
  productName: '파리하늘민박',
  guestName: '김민다',
  guestPhone: '010-2222-3333',
  arrivalTime: '15:30',
  requestToHost: '늦게 도착할 수 있어요.',
  total: 240000,
  deposit: 24000,
  payAtProperty: 216000,
  acceptDeadline: '2026-06-02T12:00:00Z',
});

beforeEach(() => {
  // Only the clock is fixed: the countdown's timer and the queries keep running.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T23:25:04Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the partner booking list', () => {
  it('shows a request with its guest, money and the countdown to the accept deadline', async () => {
    fakeServer({ current: [request] }, () => json(500, {}));
    renderList();
    const card = await screen.findByRole('article', { name: '예약번호 260001' });
    expect(within(card).getByRole('timer').textContent).toContain('수락 마감까지 12:34:56');
    expect(card.textContent).toContain('6월 2일 21:00 (한국 시간)까지');
    expect(card.textContent).toContain('예약 요청');
    expect(card.textContent).toContain('파리하늘민박');
    expect(card.textContent).toContain('2026-07-01 ~ 2026-07-03 (2박)');
    expect(card.textContent).toContain('김민다');
    expect(within(card).getByRole('link', { name: '010-2222-3333' }).getAttribute('href')).toBe('tel:010-2222-3333');
    expect(card.textContent).toContain('15:30');
    expect(card.textContent).toContain('늦게 도착할 수 있어요.');
    expect(card.textContent).toContain('240,000원');
    expect(card.textContent).toContain('24,000원 (현장 결제 216,000원)');
    vi.setSystemTime(new Date('2026-06-01T23:25:05Z'));
    await waitFor(() => expect(within(card).getByRole('timer').textContent).toContain('수락 마감까지 12:34:55'), { timeout: 2000 });
  });

  it('accepts a request at its own address, confirms with a toast and reloads the list', async () => {
    const bookings = { current: [request] };
    const server = fakeServer(bookings, () => {
      bookings.current = [{ ...request, status: 3, statusLabel: '결제 대기', acceptDeadline: null }];
      return json(200, { data: { bookNo: 260001, status: 3, statusLabel: '결제 대기' } });
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: '수락' }));
    expect(await screen.findByText('260001번 예약을 수락했습니다. 고객에게 결제 안내가 전달됩니다.')).toBeTruthy();
    expect(server.posts()).toEqual([{ url: '/api/v2/partner/bookings/260001/accept', body: undefined }]);
    await waitFor(() => expect(screen.getByRole('article', { name: '예약번호 260001' }).textContent).toContain('결제 대기'));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button', { name: '수락' })).toBeNull();
    expect(server.gets()).toHaveLength(2);
  });

  it('declines with the reason chosen in the dialog', async () => {
    const server = fakeServer({ current: [request] }, () => json(200, { data: { bookNo: 260001, status: -49, statusLabel: '예약 불가(중복 예약)' } }));
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: '거절' }));
    const dialog = screen.getByRole('dialog', { name: '예약 요청 거절' });
    const submit = within(dialog).getByRole('button', { name: '거절하기' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('radio', { name: /중복 예약/ }));
    await userEvent.click(submit);
    expect(await screen.findByText('260001번 예약 요청을 거절했습니다. (예약 불가(중복 예약))')).toBeTruthy();
    expect(server.posts()).toEqual([{ url: '/api/v2/partner/bookings/260001/decline', body: '{"reason":"double_booking"}' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server reason when a request can no longer be answered', async () => {
    fakeServer({ current: [request] }, () => json(409, { error: { code: 'CONFLICT', message: '현재 예약 상태에서는 할 수 없는 요청입니다.' } }));
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: '수락' }));
    expect(await screen.findByText('현재 예약 상태에서는 할 수 없는 요청입니다.')).toBeTruthy();
  });

  it('offers a no-show only for a confirmed booking whose start date has passed', async () => {
    const confirmed = { status: 9 as const, statusLabel: '예약 확정', acceptDeadline: null };
    const server = fakeServer(
      { current: [aPartnerBooking({ ...confirmed, bookNo: 260010, checkInAt: '2026-05-31' }), aPartnerBooking({ ...confirmed, bookNo: 260011, checkInAt: '2026-06-01' })] },
      () => json(200, { data: { bookNo: 260010, status: -79, statusLabel: '노쇼' } }),
    );
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderList(9);
    const started = await screen.findByRole('article', { name: '예약번호 260010' });
    expect(within(screen.getByRole('article', { name: '예약번호 260011' })).queryByRole('button', { name: '노쇼 처리' })).toBeNull();
    await userEvent.click(within(started).getByRole('button', { name: '노쇼 처리' }));
    expect(confirm).toHaveBeenCalledWith('홍길동님의 260010번 예약을 노쇼로 처리할까요?');
    expect(await screen.findByText('260010번 예약을 노쇼로 처리했습니다.')).toBeTruthy();
    expect(server.posts()).toEqual([{ url: '/api/v2/partner/bookings/260010/no-show', body: undefined }]);
  });

  it('cancels a confirmed booking not yet started, with a reason, saying the guest gets everything back', async () => {
    const confirmed = { status: 9 as const, statusLabel: '예약 확정', acceptDeadline: null, deposit: 12000 };
    const server = fakeServer(
      { current: [aPartnerBooking({ ...confirmed, bookNo: 260020, checkInAt: '2026-06-20' }), aPartnerBooking({ ...confirmed, bookNo: 260021, checkInAt: '2026-05-31' })] },
      () => json(200, { data: { bookNo: 260020, status: -89, statusLabel: '숙소 사정으로 취소', refund: 12000 } }),
    );
    renderList(9);
    const upcoming = await screen.findByRole('article', { name: '예약번호 260020' });
    expect(within(screen.getByRole('article', { name: '예약번호 260021' })).queryByRole('button', { name: '예약 취소' })).toBeNull();
    await userEvent.click(within(upcoming).getByRole('button', { name: '예약 취소' }));
    const dialog = screen.getByRole('dialog', { name: '확정된 예약 취소' });
    expect(dialog.textContent).toContain('게스트가 결제한 12,000원은 취소 시점과 관계없이 전액 환불됩니다.');
    const submit = within(dialog).getByRole('button', { name: '예약 취소하기' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('취소 사유 (게스트에게 전달됩니다)'), '  보일러 고장  ');
    await userEvent.click(submit);
    expect(await screen.findByText('260020번 예약을 취소했습니다. 결제 금액은 전액 환불됩니다.')).toBeTruthy();
    expect(server.posts()).toEqual([{ url: '/api/v2/partner/bookings/260020/cancel', body: '{"reason":"보일러 고장"}' }]);
  });

  it('says so when a step has no bookings', async () => {
    fakeServer({ current: [] }, () => json(500, {}));
    renderList(3);
    expect(await screen.findByText('결제 대기 상태의 예약이 없습니다.')).toBeTruthy();
  });
});
