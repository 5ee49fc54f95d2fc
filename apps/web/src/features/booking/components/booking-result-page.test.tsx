import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aConfirmedBooking, aMember } from '../../../test/builders.ts';
import { jsonResponse, stubFetch, type SentRequest } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { readBookingResultQuery } from '../booking-form-query.ts';
import { BookingResultPage } from './booking-result-page.tsx';

vi.mock('../../../lib/access-token.ts', () => ({ getAccessToken: async () => 'member-token', discardAccessToken: () => {} }));

const json = jsonResponse;


let calls: SentRequest[];
function serve(answer: (request: SentRequest) => Response | Promise<Response>) {
  calls = stubFetch(answer);
}
const puts = () => calls.filter((c) => c.method === 'PUT');
/** The booking summary's rows as read ("결제 금액 48,000원"). */
const summaryRows = () => [...screen.getByLabelText('예약 요약').children].map((row) => row.textContent);

function renderResult(url: string, { platform = 'pc', startPayment = vi.fn(async () => {}) }: { platform?: 'pc' | 'mobile'; startPayment?: (bookNo: number) => Promise<void> } = {}) {
  const { bookNo, orderId } = readBookingResultQuery(new URL(url, 'https://minda.test').searchParams);
  renderApp(
    <StrictMode>
      <BookingResultPage platform={platform} bookNo={bookNo} orderId={orderId} startPayment={startPayment} />
    </StrictMode>,
    { path: url, user: aMember() },
  );
  return { startPayment };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BookingResultPage', () => {
  it('completes the booking with the returned payment once, even under StrictMode, and shows the voucher', async () => {
    serve((call) => (call.method === 'PUT' ? json(200, { data: { bookNo: 260001, status: 9, statusLabel: '예약 확정' } }) : json(200, { data: aConfirmedBooking() })));
    renderResult('/booking/result.php?bookno=260001&orderId=ORD-260001-1');
    expect(await screen.findByRole('heading', { name: '예약 확정' })).toBeTruthy();
    expect(await screen.findByText('MINDA-260001')).toBeTruthy();
    expect(summaryRows()).toEqual([
      '상품 파리하늘민박 · 파리',
      '일정 3.10(일) - 3.12(화) · 2박',
      '인원 성인 2명',
      '예약 번호 260001',
      '바우처 번호 MINDA-260001',
      '결제 금액 48,000원',
      '현지에서 결제 432,000원',
    ]);
    expect(screen.getByRole('link', { name: '예약 내역 보기' }).getAttribute('href')).toBe('/mypage/v.my_reservation.php?bookno=260001');
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/main/index.php');
    expect(puts()).toHaveLength(1);
    expect(puts()[0]).toMatchObject({ url: '/api/v2/stay-book/bookings/260001', body: { orderId: 'ORD-260001-1' } });
    expect(puts()[0]?.headers['Idempotency-Key']).toBe('complete-ORD-260001-1');
  });

  it('links a confirmed mobile tour to the tour reservation page', async () => {
    serve((call) => (call.method === 'PUT' ? json(200, { data: { bookNo: 260009, status: 9, statusLabel: '예약 확정' } }) : json(200, { data: aConfirmedBooking({ bookNo: 260009, productType: 'tour' }) })));
    renderResult('/m/1.0/booking/result.html?bookno=260009&orderId=ORD-260009-1', { platform: 'mobile' });
    expect((await screen.findByRole('link', { name: '예약 내역 보기' })).getAttribute('href')).toBe('/m/1.0/tg_mypage/view.html?bookno=260009');
  });

  it('says the payment is being confirmed (202, -9), reads the booking again, and confirms when it is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = -9;
    serve((call) =>
      call.method === 'PUT'
        ? json(202, { data: { bookNo: 260001, status: -9, statusLabel: '결제 확인 중' } })
        : json(200, { data: aConfirmedBooking({ status, statusLabel: status === 9 ? '예약 확정' : '결제 확인 중', voucherCode: status === 9 ? 'MINDA-260001' : null, view: 2 }) }),
    );
    renderResult('/booking/result.php?bookno=260001&orderId=ORD-260001-1');
    expect(await screen.findByRole('heading', { name: '결제 확인 중' })).toBeTruthy();
    expect(screen.getByText('결제는 완료되었고, 곧 예약이 확정됩니다. 잠시만 기다려 주세요.')).toBeTruthy();
    status = 9;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await screen.findByRole('heading', { name: '예약 확정' })).toBeTruthy();
    expect(puts()).toHaveLength(1);
  });

  it('stops reading after a few tries and says the confirmation is late', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve((call) => (call.method === 'PUT' ? json(202, { data: { bookNo: 260001, status: -9, statusLabel: '결제 확인 중' } }) : json(200, { data: aConfirmedBooking({ status: -9, voucherCode: null, view: 2 }) })));
    renderResult('/booking/result.php?bookno=260001&orderId=ORD-260001-1');
    await screen.findByRole('heading', { name: '결제 확인 중' });
    for (let i = 0; i < 6; i += 1) await vi.advanceTimersByTimeAsync(3_000);
    expect(await screen.findByText(/결제 확인이 늦어지고 있어요/)).toBeTruthy();
    const reads = calls.filter((c) => c.method === 'GET').length;
    expect(reads).toBe(5);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(reads);
  });

  it('says a declined card failed and offers 다시 결제하기, which opens the window again', async () => {
    serve((call) =>
      call.method === 'PUT'
        ? json(402, { error: { code: 'PAYMENT_DECLINED', message: '카드 결제가 거절되었습니다. 다른 카드로 다시 결제해 주세요.' } })
        : json(200, { data: aConfirmedBooking({ status: 3, statusLabel: '결제 대기', voucherCode: null, payment: null, view: 2 }) }),
    );
    const { startPayment } = renderResult('/m/1.0/booking/result.html?bookno=260001&orderId=ORD-260001-1', { platform: 'mobile' });
    expect(await screen.findByRole('heading', { name: '결제 실패' })).toBeTruthy();
    expect(screen.getByText('카드 결제가 거절되었습니다. 다른 카드로 다시 결제해 주세요.')).toBeTruthy();
    expect((await screen.findByRole('link', { name: '예약 내역 보기' })).getAttribute('href')).toBe('/m/1.0/grp_mypage/my_reservation_view_2.html?bookno=260001');
    // A whole page: the booking it is about and the amount still to pay, not only its number.
    expect(summaryRows()).toEqual(['상품 파리하늘민박 · 파리', '일정 3.10(일) - 3.12(화) · 2박', '인원 성인 2명', '예약 번호 260001', '결제할 금액 48,000원', '현지에서 결제 432,000원']);
    await userEvent.click(screen.getByRole('button', { name: '다시 결제하기' }));
    expect(startPayment).toHaveBeenCalledWith(260001);
  });

  it('says a window that came back without a payment did not pay, and completes nothing', async () => {
    serve(() => json(200, { data: aConfirmedBooking({ status: 3, voucherCode: null, payment: null, view: 2 }) }));
    renderResult('/booking/result.php?bookno=260001');
    expect(await screen.findByRole('heading', { name: '결제 실패' })).toBeTruthy();
    expect(screen.getByText('결제가 완료되지 않았어요. 결제 기한 안에 다시 결제할 수 있어요.')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('shows the message when opening the window again fails', async () => {
    serve((call) => (call.method === 'PUT' ? json(402, { error: { code: 'PAYMENT_DECLINED', message: '카드 결제가 거절되었습니다.' } }) : json(200, { data: aConfirmedBooking({ status: 3 }) })));
    const startPayment = vi.fn(async () => {
      throw new Error('network');
    });
    renderResult('/booking/result.php?bookno=260001&orderId=ORD-1', { startPayment });
    await userEvent.click(await screen.findByRole('button', { name: '다시 결제하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('결제를 완료하지 못했어요. 다시 시도해 주세요.');
  });
});
