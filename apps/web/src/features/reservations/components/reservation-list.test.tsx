import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingPage, BookingSummary } from '@minda/contracts/bookings';
import { apiGet } from '../../../lib/api-client.ts';
import { aBookingSummary, aMember } from '../../../test/builders.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ReservationList } from './reservation-list.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn() }));
const mockedGet = vi.mocked(apiGet);

const pageOf = (content: BookingSummary[], totalPages = 1): BookingPage => ({ content, number: 0, size: 10, totalElements: content.length, totalPages, last: totalPages <= 1 });

const MY_RATE = 'common/mypage/reservation/my_rate';

/** The bookings list answers `content`; the past tab's review states (my_rate) answer `rates`. */
function answer(content: BookingSummary[], totalPages = 1, rates: (BookingSummary & { reviewed: boolean; reviewableUntil: string })[] = []) {
  mockedGet.mockReset();
  mockedGet.mockImplementation((path) => Promise.resolve(path === MY_RATE ? rates : pageOf(content, totalPages)));
}

/** The booking queries the list asked the API for, in order. */
const asked = () => mockedGet.mock.calls.filter(([path]) => path !== MY_RATE).map(([path, options]) => ({ path, query: options?.query }));

const cardLinks = () => within(screen.getByRole('list')).getAllByRole('link');

beforeEach(() => answer([]));

describe('ReservationList', () => {
  it('asks for the upcoming stays and links each mobile card to the view of its status', async () => {
    answer([
      aBookingSummary({ bookNo: 260001, status: 9, productName: '파리하늘민박', cityName: '파리' }),
      aBookingSummary({ bookNo: 260002, status: 3, depositDeadline: '2026-06-03T03:00:00.000Z' }),
      aBookingSummary({ bookNo: 260003, status: -9 }),
    ]);
    renderApp(<ReservationList kind="stays" />, { path: '/m/1.0/grp_mypage/my_reservation.html', user: aMember() });

    await screen.findByText('파리하늘민박');
    expect(asked()).toEqual([{ path: 'stay-book/bookings', query: { tab: 'upcoming', productType: 'stay', page: 1 } }]);
    expect(cardLinks().map((a) => a.getAttribute('href'))).toEqual([
      '/m/1.0/grp_mypage/my_reservation_view_3.html?bookno=260001',
      '/m/1.0/grp_mypage/my_reservation_view_2.html?bookno=260002',
      '/m/1.0/grp_mypage/my_reservation_view_2.html?bookno=260003',
    ]);
  });

  it('shows on a card the product, city, dates, party, state and money', async () => {
    answer([aBookingSummary({ bookNo: 260001, productName: '파리하늘민박', cityName: '파리', adults: 2, children: 1, status: 3, depositDeadline: '2026-06-03T03:00:00.000Z' })]);
    renderApp(<ReservationList kind="stays" />, { path: '/mypage/my_reservation.php', user: aMember() });

    const card = (await screen.findByText('파리하늘민박')).closest('li')!;
    expect(card.textContent).toContain('결제 대기');
    expect(card.textContent).toContain('파리 · 예약번호 260001');
    expect(card.textContent).toContain('7월 3일 (금) ~ 7월 5일 (일) · 2박');
    expect(card.textContent).toContain('성인 2명 · 아동 1명');
    // 03:00 UTC is noon in Seoul.
    expect(card.textContent).toContain('결제 기한 2026년 6월 3일 (수) 12:00');
    expect(card.textContent).toContain('총 200,000원');
    expect(card.textContent).toContain('예약금 20,000원');
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/mypage/v.my_reservation.php?bookno=260001');
  });

  it('shows on a card the amount charged after a coupon and points, beside the deposit', async () => {
    answer([
      aBookingSummary({ bookNo: 260011, productName: '할인받은민박', deposit: 20_000, couponDiscount: 2_000, pointsDiscount: 500, amountDue: 17_500 }),
      aBookingSummary({ bookNo: 260012, productName: '정가민박', deposit: 20_000 }),
    ]);
    renderApp(<ReservationList kind="stays" />, { path: '/mypage/my_reservation.php', user: aMember() });

    const discounted = (await screen.findByText('할인받은민박')).closest('li')!;
    expect(discounted.textContent).toContain('예약금 20,000원');
    expect(discounted.textContent).toContain('할인 후 17,500원');
    expect(screen.getByText('정가민박').closest('li')!.textContent).not.toContain('할인 후');
  });

  it('moves between the tabs through the address and asks for each tab', async () => {
    const { probe } = renderApp(<ReservationList kind="stays" />, { path: '/m/1.0/grp_mypage/my_reservation.html', user: aMember() });
    await screen.findByText('예정된 예약이 없어요.');

    fireEvent.click(screen.getByRole('link', { name: '지난 예약' }));
    await screen.findByText('지난 예약이 없어요.');
    expect(probe.location.pathname + probe.location.search).toBe('/m/1.0/grp_mypage/my_reservation.html?tab=old');
    expect(screen.getByRole('link', { name: '지난 예약' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('link', { name: '취소·환불' }));
    await screen.findByText('취소·환불된 예약이 없어요.');
    expect(probe.location.search).toBe('?tab=cancel');

    fireEvent.click(screen.getByRole('link', { name: '호텔' }));
    await waitFor(() => expect(probe.location.search).toBe('?tab=cancel&type=hotel'));
    expect(asked().map((call) => call.query)).toEqual([
      { tab: 'upcoming', productType: 'stay', page: 1 },
      { tab: 'past', productType: 'stay', page: 1 },
      { tab: 'cancelled', productType: 'stay', page: 1 },
      { tab: 'cancelled', productType: 'hotel', page: 1 },
    ]);
  });

  it.each([
    ['mobile', '/m/1.0/grp_mypage/my_reservation.html?tab=old'],
    ['PC', '/mypage/my_reservation.php?tab=old'],
  ])('reads a confirmed stay that has ended as 이용 완료 under 지난 예약 (%s), as the server labels it', async (_platform, path) => {
    answer([aBookingSummary({ bookNo: 260011, status: 9, statusLabel: '이용 완료', productName: '파리하늘민박', checkInAt: '2025-11-10', checkOutAt: '2025-11-12' })]);
    renderApp(<ReservationList kind="stays" />, { path, user: aMember() });
    const card = (await screen.findByText('파리하늘민박')).closest('li')!;
    expect(card.querySelector('[data-status]')?.textContent).toBe('이용 완료');
    expect(card.textContent).not.toContain('예약 확정');
  });

  it('opens the review landing of past stays (?tab=old) on the past tab', async () => {
    renderApp(<ReservationList kind="stays" />, { path: '/m/1.0/grp_mypage/my_reservation.html?tab=old', user: aMember() });
    await screen.findByText('지난 예약이 없어요.');
    expect(asked()).toEqual([{ path: 'stay-book/bookings', query: { tab: 'past', productType: 'stay', page: 1 } }]);
  });

  it('puts 후기 쓰기 or 후기 보기/수정 under the past bookings still in the review window', async () => {
    const written = aBookingSummary({ bookNo: 260010, status: 9, productName: '리스본민박' });
    const open = aBookingSummary({ bookNo: 260011, status: 9, productName: '파리하늘민박' });
    const old = aBookingSummary({ bookNo: 260012, status: 9, productName: '오래된민박' });
    answer([written, open, old], 1, [
      { ...written, reviewed: true, reviewableUntil: '2027-01-01' },
      { ...open, reviewed: false, reviewableUntil: '2027-01-01' },
    ]);
    renderApp(<ReservationList kind="stays" />, { path: '/m/1.0/grp_mypage/my_reservation.html?tab=old', user: aMember() });

    const write = await screen.findByRole('link', { name: '파리하늘민박 후기 쓰기' });
    expect(write.getAttribute('href')).toBe('/m/1.0/grp_mypage/review_write.html?bookno=260011');
    expect(screen.getByRole('link', { name: '리스본민박 후기 보기/수정' }).getAttribute('href')).toBe('/m/1.0/grp_mypage/review_write.html?bookno=260010');
    const oldCard = screen.getByText('오래된민박').closest('li')!;
    expect(within(oldCard).getAllByRole('link')).toHaveLength(1);
  });

  it('lists tours on the PC tour page from its legacy address, with the 0-based Page', async () => {
    answer([aBookingSummary({ bookNo: 260004, productType: 'tour', productName: '루브르 투어', checkOutAt: null })], 3);
    renderApp(<ReservationList kind="tours" />, { path: '/mypage/my_tg_reserve.php?tab=all&astep=&Page=0', user: aMember() });

    const card = (await screen.findByText('루브르 투어')).closest('li')!;
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/mypage/my_tg_reserve_view.php?bookno=260004');
    expect(card.textContent).toContain('결제 금액 20,000원');
    expect(asked()).toEqual([{ path: 'stay-book/bookings', query: { tab: 'upcoming', productType: 'tour', page: 1 } }]);
    expect(screen.getByRole('link', { name: '2페이지' }).getAttribute('href')).toBe('/mypage/my_tg_reserve.php?tab=all&astep=&Page=1');
  });

  it('pages the mobile tour list (tab=past) with its 1-based page', async () => {
    answer([aBookingSummary({ productType: 'tour', checkOutAt: null })], 2);
    renderApp(<ReservationList kind="tours" />, { path: '/m/1.0/tg_mypage/list.html?page=2&scroll_pos=0&tab=past', user: aMember() });
    await screen.findByRole('link', { name: '1페이지' });
    expect(asked()).toEqual([{ path: 'stay-book/bookings', query: { tab: 'past', productType: 'tour', page: 2 } }]);
    expect(screen.getByRole('link', { name: '1페이지' }).getAttribute('href')).toBe('/m/1.0/tg_mypage/list.html?page=1&scroll_pos=0&tab=past');
  });

  it('sends a visitor to the login page, coming back to the list', async () => {
    const { probe } = renderApp(<ReservationList kind="stays" />, { path: '/mypage/my_reservation.php?tab=old', route: '/mypage/my_reservation.php', user: null });
    await waitFor(() => expect(probe.location.pathname).toBe('/member/login.php'));
    expect(new URLSearchParams(probe.location.search).get('login_return_page')).toBe(encodeURIComponent('/mypage/my_reservation.php?tab=old'));
    expect(mockedGet).not.toHaveBeenCalled();
  });
});
