import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingDetail } from '@minda/contracts/bookings';
import { webPaths } from '@minda/contracts/paths';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { aBookingDetail, aMember } from '../../../test/builders.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ReservationDetail } from './reservation-detail.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(), apiRequest: vi.fn() }));
const mockedGet = vi.mocked(apiGet);
const mockedRequest = vi.mocked(apiRequest);

const BOOK_NO = 260001;
const DETAIL_ROUTES = [...webPaths.mobile.reservationView.paths, webPaths.mobile.tourReservation.path, webPaths.pc.reservation.path, webPaths.pc.tourReservation.path];

/** The API answers `detail` for the booking (and whatever `next` says after a cancel). */
function answer(detail: BookingDetail | Error) {
  mockedGet.mockReset();
  if (detail instanceof Error) mockedGet.mockRejectedValue(detail);
  else mockedGet.mockResolvedValue(detail);
}

function renderDetail(path: string, onPay = vi.fn(async () => {})) {
  const result = renderApp(<ReservationDetail onPay={onPay} />, { path, route: DETAIL_ROUTES, user: aMember() });
  return { ...result, onPay };
}

const view = (n: number, bookNo = BOOK_NO) => `/m/1.0/grp_mypage/my_reservation_view_${n}.html?bookno=${bookNo}`;
const stateHeading = () => screen.findByRole('heading', { level: 2 });
const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  // Only the clock is fixed (noon in Seoul, 1 June 2026): timers stay real, so the screen still renders.
  vi.useFakeTimers({ now: new Date('2026-06-01T03:00:00.000Z'), toFake: ['Date'] });
  mockedGet.mockReset();
  mockedRequest.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('ReservationDetail: every state shows what it needs', () => {
  it('1 요청: waits for the host with a countdown to the accept deadline, and can be cancelled', async () => {
    answer(aBookingDetail(1, { bookNo: BOOK_NO }));
    renderDetail(view(1));
    expect((await stateHeading()).textContent).toBe('예약 요청');
    expect(mockedGet).toHaveBeenCalledWith('stay-book/bookings/260001', expect.anything());
    // The accept deadline is 03:00 UTC on 2 June: 24 hours from now.
    expect(screen.getByText(/호스트 응답 기한/).textContent).toContain('2026년 6월 2일 (화) 12:00');
    expect(screen.getByRole('timer').textContent).toBe('1일 0시간 00분 남음');
    expect(screen.queryByRole('button', { name: /결제/ })).toBeNull();
    expect(screen.getByRole('button', { name: '예약 취소' })).toBeTruthy();
  });

  it('2 결제 대기 (3): counts down to the payment deadline and pays the deposit', async () => {
    answer(aBookingDetail(3, { bookNo: BOOK_NO }));
    const { onPay } = renderDetail(view(2));
    expect((await stateHeading()).textContent).toBe('결제 대기');
    expect(screen.getByRole('timer').textContent).toBe('2일 0시간 00분 남음');
    fireEvent.click(screen.getByRole('button', { name: '예약금 결제 20,000원' }));
    expect(onPay).toHaveBeenCalledWith(260001);
  });

  it('2 결제 확인 중 (-9): says the payment is being checked and offers no second payment', async () => {
    answer(aBookingDetail(-9, { bookNo: BOOK_NO }));
    renderDetail(view(2));
    expect((await stateHeading()).textContent).toBe('결제 확인 중');
    expect(screen.getByText(/다시 결제하지 마세요/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /결제/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '예약 취소' })).toBeNull();
  });

  it('3 확정 (9): shows the voucher with its QR code, the host, the check-in time and the cancel button', async () => {
    answer(aBookingDetail(9, { bookNo: BOOK_NO }));
    renderDetail(view(3));
    expect((await stateHeading()).textContent).toBe('예약 확정');
    const qr = await screen.findByRole('img', { name: '바우처 QR 코드 MD260001' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    const voucher = section('바우처');
    expect(voucher.textContent).toContain('바우처 번호 MD260001');
    expect(voucher.textContent).toContain('12 Rue de Rivoli, 75004 Paris');
    expect(within(voucher).getByRole('link', { name: '+33-1-2345-6789' }).getAttribute('href')).toBe('tel:+33-1-2345-6789');
    expect(voucher.textContent).toContain('체크인 시간15:00');
    expect(screen.getByRole('button', { name: '예약 취소' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '다시 예약하기' })).toBeNull();
  });

  it('3 확정 (9) paid with a coupon and points: shows both discount lines and the reduced online amount', async () => {
    answer(aBookingDetail(9, { bookNo: BOOK_NO, total: 200000, deposit: 20000, payAtProperty: 180000, couponDiscount: 3000, pointsDiscount: 2000, amountDue: 15000, couponName: '친구 초대 쿠폰' }));
    renderDetail(view(3));
    await stateHeading();
    const paid = section('결제 정보');
    expect(paid.textContent).toContain('쿠폰 할인 (친구 초대 쿠폰)-3,000원');
    expect(paid.textContent).toContain('포인트 사용-2,000원');
    expect(paid.textContent).toContain('예약금20,000원');
    expect(paid.textContent).toContain('예약금 (온라인 결제)15,000원');
  });

  it('3 (9) after the stay: reads 이용 완료 as the server labels it, with no voucher to show any more', async () => {
    answer(aBookingDetail(9, { bookNo: BOOK_NO, statusLabel: '이용 완료', checkInAt: '2025-11-10', checkOutAt: '2025-11-12' }));
    renderDetail(view(3));
    expect((await stateHeading()).textContent).toBe('이용 완료');
    expect(screen.getByRole('banner').textContent).toContain('이용이 끝난 예약이에요.');
    expect(screen.queryByRole('region', { name: '바우처' })).toBeNull();
  });

  it('8 (-39) a request the host declined: says nothing was paid or charged, with no deposit and no refund table', async () => {
    answer(aBookingDetail(-39, { bookNo: BOOK_NO, deposit: 20000, amountDue: 20000 }));
    renderDetail(view(8));
    expect((await stateHeading()).textContent).toBe('예약 불가(객실 마감)');
    const money = section('결제 정보');
    expect([...money.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`)).toEqual(['총 금액: 200,000원', '결제 금액: 0원 (결제되지 않음)']);
    expect(money.textContent).toContain('청구된 금액이 없고, 환불할 금액도 없어요.');
    expect(money.textContent).not.toContain('예약금');
    expect(screen.queryByRole('region', { name: '취소·환불 규정' })).toBeNull();
  });

  const ended = [
    [-19, 4, '예약 취소', '회원님'],
    [-29, 5, '자동 취소(결제 기한 초과)', '자동 처리'],
    [-99, 6, '운영자 취소', '운영자 · 중복 결제 확인'],
    [-89, 7, '숙소 사정으로 취소', '호스트'],
    [-39, 8, '예약 불가(객실 마감)', '호스트'],
    [-49, 9, '예약 불가(중복 예약)', '호스트'],
    [-59, 10, '환불 요청', '회원님'],
    [-69, 11, '환불 완료', '자동 처리'],
    [-79, 12, '노쇼', '호스트'],
  ] as const;

  it.each(ended)('%i on view %i (%s): tells what happened, when and by whom, and links to book again', async (status, n, label, by) => {
    answer(aBookingDetail(status, { bookNo: BOOK_NO, productId: '1001' }));
    renderDetail(view(n));
    expect((await stateHeading()).textContent).toBe(label);
    // The history row that ended it: 05:30 UTC on 2 June is 14:30 in Seoul.
    expect(screen.getByRole('banner').textContent).toContain(`2026년 6월 2일 (화) 14:30 · ${by}`);
    expect(section('처리 내역').textContent).toContain(label);
    expect(screen.getByRole('link', { name: '다시 예약하기' }).getAttribute('href')).toBe('/m/1.0/grp_minbak/minbak_view.html?minbak_code=1001');
    expect(screen.queryByRole('button', { name: '예약 취소' })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('10 and 11: shows the refund progress from request to completion with the amount', async () => {
    answer(aBookingDetail(-59, { bookNo: BOOK_NO }));
    const first = renderDetail(view(10));
    await stateHeading();
    expect(section('환불 진행').textContent).toContain('환불 금액 14,000원 · 환불 진행 중');
    expect(within(section('환불 진행')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['환불 요청 2026년 6월 10일 (수) 10:00', '환불 완료 처리 중']);
    first.unmount();

    answer(aBookingDetail(-69, { bookNo: BOOK_NO }));
    renderDetail(view(11));
    await stateHeading();
    expect(section('환불 진행').textContent).toContain('환불 금액 14,000원 · 환불 완료');
    expect(within(section('환불 진행')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['환불 요청 2026년 6월 10일 (수) 10:00', '환불 완료 2026년 6월 10일 (수) 11:00']);
  });

  it('shows in every state the items, party, guest, money, refund schedule with dates, and the inquiry entry', async () => {
    answer(aBookingDetail(3, { bookNo: BOOK_NO, children: 1 }));
    renderDetail(view(2));
    await stateHeading();
    const product = section('예약 상품');
    expect(product.textContent).toContain('7월 3일 (금) ~ 7월 5일 (일) · 2박 · 성인 2명 · 아동 1명');
    expect(product.textContent).toContain('2인실 (공용 욕실)');
    expect(product.textContent).toContain('2026년 7월 3일 (금) ~ 2026년 7월 5일 (일)');
    expect(section('예약자 정보').textContent).toContain('HONG GILDONG');
    const money = section('결제 정보').textContent;
    expect(money).toContain('총 금액200,000원');
    expect(money).toContain('예약금 (온라인 결제)20,000원');
    expect(money).toContain('현지 결제180,000원');
    const rows = within(section('취소·환불 규정')).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['2026년 6월 3일 (수)까지100% (20,000원)', '2026년 6월 18일 (목)까지70% (14,000원)', '2026년 6월 25일 (목)까지50% (10,000원)', '2026년 7월 3일 (금)까지0% (0원)']);
    expect(screen.getByRole('link', { name: '문의하기' }).getAttribute('href')).toBe('/m/1.0/grp_mypage/inquiry_list.html');
  });
});

describe('ReservationDetail: addresses', () => {
  it('links a past booking inside the review window to its review form', async () => {
    const booking = aBookingDetail(9, { bookNo: BOOK_NO });
    answer({ ...booking, actions: { ...booking.actions, canCancel: false, canReview: true } });
    renderDetail(webPaths.pc.reservation.href(BOOK_NO));
    expect((await screen.findByRole('link', { name: '후기 쓰기·보기' })).getAttribute('href')).toBe('/mypage/review_write.php?bookno=260001');
  });

  it('moves a booking opened on another view to the view of its status', async () => {
    answer(aBookingDetail(9, { bookNo: BOOK_NO }));
    const { probe } = renderDetail(view(1));
    await waitFor(() => expect(probe.location.pathname + probe.location.search).toBe('/m/1.0/grp_mypage/my_reservation_view_3.html?bookno=260001'));
    expect((await stateHeading()).textContent).toBe('예약 확정');
  });

  it('moves a tour booking to the tour detail, on mobile and on PC', async () => {
    answer(aBookingDetail(9, { bookNo: 260004, productType: 'tour', checkOutAt: null }));
    const mobile = renderDetail(view(3, 260004));
    await waitFor(() => expect(mobile.probe.location.pathname + mobile.probe.location.search).toBe('/m/1.0/tg_mypage/view.html?bookno=260004'));
    mobile.unmount();
    const pc = renderDetail('/mypage/v.my_reservation.php?bookno=260004');
    await waitFor(() => expect(pc.probe.location.pathname + pc.probe.location.search).toBe('/mypage/my_tg_reserve_view.php?bookno=260004'));
    expect(screen.getByRole('link', { name: '문의하기' }).getAttribute('href')).toBe('/mypage/inquiry/list.php');
  });

  it('says in Korean that another member’s or an unknown booking is not found', async () => {
    answer(new ApiError(404, 'NOT_FOUND', '예약 내역을 찾을 수 없습니다.'));
    renderDetail('/mypage/v.my_reservation.php?bookno=999999');
    expect(await screen.findByText('예약 내역을 찾을 수 없어요.')).toBeTruthy();
    expect(screen.getByText('예약 내역을 찾을 수 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '예약 내역으로' }).getAttribute('href')).toBe('/mypage/my_reservation.php');
  });

  it('does not ask for what is no booking number', async () => {
    renderDetail('/mypage/v.my_reservation.php?bookno=abc');
    expect(await screen.findByText('예약 번호가 올바르지 않습니다.')).toBeTruthy();
    expect(mockedGet).not.toHaveBeenCalled();
  });
});

describe('ReservationDetail: cancel', () => {
  it('previews the refund in a dialog, cancels with DELETE under one key, and shows the new state', async () => {
    answer(aBookingDetail(9, { bookNo: BOOK_NO }));
    mockedRequest.mockImplementation(async () => {
      answer(aBookingDetail(-19, { bookNo: BOOK_NO }));
      return { bookNo: BOOK_NO, status: -19, statusLabel: '예약 취소' };
    });
    const { probe } = renderDetail(view(3));
    fireEvent.click(await screen.findByRole('button', { name: '예약 취소' }));

    const dialog = await screen.findByRole('dialog', { name: '예약을 취소할까요?' });
    const preview = within(dialog).getByLabelText('환불 예정');
    expect(preview.textContent).toContain('환불 비율70%');
    expect(preview.textContent).toContain('취소 수수료6,000원');
    expect(preview.textContent).toContain('환불 예정 금액14,000원');
    expect(mockedRequest).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: '예약 취소하기' }));
    await waitFor(() => expect(probe.location.pathname + probe.location.search).toBe('/m/1.0/grp_mypage/my_reservation_view_4.html?bookno=260001'));
    expect(mockedRequest).toHaveBeenCalledTimes(1);
    const [method, path, options] = mockedRequest.mock.calls[0]!;
    expect([method, path]).toEqual(['DELETE', 'stay-book/bookings/260001']);
    expect(options?.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await stateHeading()).textContent).toBe('예약 취소');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('예약이 취소되었어요.')).toBeTruthy();
  });

  it('keeps the dialog with the server’s Korean message when the cancel is refused', async () => {
    answer(aBookingDetail(9, { bookNo: BOOK_NO }));
    mockedRequest.mockRejectedValue(new ApiError(409, 'CONFLICT', '현재 예약 상태에서는 할 수 없는 요청입니다.'));
    renderDetail(view(3));
    fireEvent.click(await screen.findByRole('button', { name: '예약 취소' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '예약 취소하기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('현재 예약 상태에서는 할 수 없는 요청입니다.');
  });
});
