import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anAdminBookingDetail, anAdminBookingSummary, anAdminRefund } from '../../test/builders.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';
import { AdminBookingDetailView } from './admin-booking-detail.tsx';
import { AdminBookingsList } from './admin-bookings-list.tsx';
import { AdminRefundsList } from './admin-refunds-list.tsx';

vi.mock('../../lib/access-token.ts', () => ({ getAccessToken: async () => 'admin-token', discardAccessToken: () => {} }));

const admin = { id: 3, loginId: 'admin', nickName: '운영자', profileImage: null, role: 'admin' as const, unreadInquiryCount: 0 };
const page = <T,>(content: T[], totalPages = 1) => ({ data: { content, number: 0, size: 20, totalElements: content.length, totalPages, last: totalPages <= 1 } });

afterEach(() => vi.unstubAllGlobals());

describe('the bookings list', () => {
  it('lists the bookings of the address filters, links each to its detail, and offers the same list as an Excel file', async () => {
    const sent = stubFetch(() => jsonResponse(200, page([anAdminBookingSummary({ bookNo: 260101, guestName: '김민다', guestPhone: '010-2222-3333', status: -99, statusLabel: '운영자 취소' })], 3)));
    renderApp(<AdminBookingsList query={{ status: -99, productType: 'stay', q: '김민다', page: 2 }} />, { path: '/admin/bookings?status=-99&productType=stay&q=김민다&page=2', user: admin });

    const row = (await screen.findByRole('link', { name: '260101' })).closest('tr')!;
    expect(within(row).getByText('운영자 취소')).toBeTruthy();
    expect(within(row).getByText('010-2222-3333')).toBeTruthy();
    expect(screen.getByRole('link', { name: '260101' }).getAttribute('href')).toBe('/admin/bookings/260101');
    expect(sent.find((r) => r.url.startsWith('/api/v2/admin/bookings?'))!.url).toBe('/api/v2/admin/bookings?status=-99&productType=stay&q=%EA%B9%80%EB%AF%BC%EB%8B%A4&page=2');
    expect(screen.getByRole('link', { name: '엑셀 다운로드 (최대 10,000건)' }).getAttribute('href')).toBe('/api/v2/admin/bookings/xls?status=-99&productType=stay&q=%EA%B9%80%EB%AF%BC%EB%8B%A4');
    expect(screen.getByRole('link', { name: '3페이지' }).getAttribute('href')).toBe('/admin/bookings?status=-99&productType=stay&q=%EA%B9%80%EB%AF%BC%EB%8B%A4&page=3');
  });

  it('offers the states by their Korean names, without codes', async () => {
    stubFetch(() => jsonResponse(200, page([])));
    renderApp(<AdminBookingsList query={{ page: 1 }} />, { path: '/admin/bookings', user: admin });
    expect(await screen.findByText('조건에 맞는 예약이 없습니다.')).toBeTruthy();
    const options = within(screen.getByLabelText('상태')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toContain('예약 확정');
    expect(options).toContain('운영자 취소');
    expect(options.filter((o) => /\d/.test(o ?? ''))).toEqual([]);
  });

  it('applies the filters by going to the list address on page 1', async () => {
    stubFetch(() => jsonResponse(200, page([])));
    const { probe } = renderApp(<AdminBookingsList query={{ page: 4 }} />, { path: '/admin/bookings?page=4', user: admin });
    expect(await screen.findByText('조건에 맞는 예약이 없습니다.')).toBeTruthy();
    const form = screen.getByRole('search', { name: '예약 검색' });
    await userEvent.selectOptions(within(form).getByLabelText('상태'), '취소·환불');
    await userEvent.selectOptions(within(form).getByLabelText('상품'), '투어·티켓');
    await userEvent.type(within(form).getByLabelText('예약번호·예약자·연락처'), ' 010-9876 ');
    await userEvent.click(within(form).getByRole('button', { name: '검색' }));
    expect(`${probe.location.pathname}${probe.location.search}`).toBe('/admin/bookings?tab=cancelled&productType=tour&q=010-9876');
  });
});

/** The detail's answers: the booking, and its audit record (empty unless given). */
const detailAnswers =
  (booking: unknown, audit: unknown[] = []) =>
  (request: { url: string }) =>
    jsonResponse(200, { data: request.url.endsWith('/audit') ? audit : booking });

describe('one booking', () => {
  it('shows the history with who did it and the memos, and adds a memo', async () => {
    const booking = anAdminBookingDetail({
      bookNo: 260201,
      history: [
        { from: null, to: 3, by: 'guest', actorName: null, reason: null, at: '2026-06-01T03:00:00.000Z' },
        { from: 3, to: 9, by: 'guest', actorName: null, reason: null, at: '2026-06-01T03:10:00.000Z' },
      ],
      memos: [{ id: 1, body: '늦은 체크인 요청', authorName: '운영자', createdAt: '2026-06-02T01:00:00.000Z' }],
    });
    const sent = stubFetch((request) => (request.method === 'POST' ? jsonResponse(200, { data: { id: 2, body: '전화 안내 완료', authorName: '운영자', createdAt: '2026-06-02T02:00:00.000Z' } }) : detailAnswers(booking)(request)));
    renderApp(<AdminBookingDetailView bookNo={260201} />, { path: '/admin/bookings/260201', user: admin });

    const history = await screen.findByRole('region', { name: '상태 이력' });
    expect(within(history).getByText('결제 대기 → 예약 확정')).toBeTruthy();
    expect(within(history).getByText('2026년 6월 1일 (월) 12:10')).toBeTruthy();
    expect(screen.getByText('늦은 체크인 요청')).toBeTruthy();
    // The audit log's record of the booking, read apart (nobody in the back office has changed it yet).
    expect(await within(screen.getByRole('region', { name: '변경 기록' })).findByText('운영자나 파트너가 바꾼 기록이 없습니다.')).toBeTruthy();
    expect(sent.map((r) => r.url)).toContain('/api/v2/admin/bookings/260201/audit');

    await userEvent.type(screen.getByLabelText('새 메모'), '전화 안내 완료');
    await userEvent.click(screen.getByRole('button', { name: '메모 남기기' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'POST')).toMatchObject({ url: '/api/v2/admin/bookings/260201/memo', body: { body: '전화 안내 완료' } });
  });

  it('speaks Korean only: states without their codes, payment states in words, the operator named once', async () => {
    const booking = anAdminBookingDetail({
      bookNo: 260221,
      status: -99,
      statusLabel: '운영자 취소',
      payments: [
        { orderId: 'MD260221-1', provider: 'test', amount: 24_000, status: 'failed', methodLabel: null, approvedAt: null, cancelledAmount: 0 },
        { orderId: 'MD260221-2', provider: 'test', amount: 24_000, status: 'cancelled', methodLabel: '테스트카드 4242', approvedAt: '2026-06-01T03:10:00.000Z', cancelledAmount: 24_000 },
      ],
      history: [
        { from: null, to: 3, by: 'guest', actorName: null, reason: null, at: '2026-06-01T03:00:00.000Z' },
        { from: 3, to: 9, by: 'guest', actorName: null, reason: null, at: '2026-06-01T03:10:00.000Z' },
        { from: 9, to: -99, by: 'operator', actorName: '운영자', reason: '숙소 영업 정지', at: '2026-06-02T03:00:00.000Z' },
      ],
    });
    stubFetch(detailAnswers(booking));
    renderApp(<AdminBookingDetailView bookNo={260221} />, { path: '/admin/bookings/260221', user: admin });

    expect((await screen.findByRole('heading', { name: /예약 260221/ })).textContent).toBe('예약 260221 운영자 취소');
    const rows = within(screen.getByRole('region', { name: '상태 이력' })).getAllByRole('row').slice(1).map((tr) => [...tr.querySelectorAll('td')].slice(1).map((td) => td.textContent));
    expect(rows).toEqual([
      ['결제 대기', '고객', ''],
      ['결제 대기 → 예약 확정', '고객', ''],
      ['예약 확정 → 운영자 취소', '운영자', '숙소 영업 정지'],
    ]);
    const money = screen.getByRole('region', { name: '금액·결제' });
    expect(within(money).getByText('24,000원 · 결제 실패')).toBeTruthy();
    expect(within(money).getByText('24,000원 · 결제 취소 · 취소 24,000원 · 테스트카드 4242')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\(-?\d+\)|approved|cancelled|failed|운영자 운영자/);
  });

  it('names a partner who made a change with the role and the name', async () => {
    const booking = anAdminBookingDetail({
      bookNo: 260231,
      history: [{ from: 1, to: 3, by: 'partner', actorName: '파리하늘민박', reason: null, at: '2026-06-01T03:00:00.000Z' }],
    });
    stubFetch(detailAnswers(booking));
    renderApp(<AdminBookingDetailView bookNo={260231} />, { path: '/admin/bookings/260231', user: admin });
    const history = await screen.findByRole('region', { name: '상태 이력' });
    expect(within(history).getByText('파트너 파리하늘민박')).toBeTruthy();
  });

  it('shows the coupon and points taken off and the amount charged after them', async () => {
    const booking = anAdminBookingDetail({ bookNo: 260251, deposit: 24_000, couponDiscount: 3_000, couponName: '첫 예약 3천원 할인', pointsDiscount: 1_500, amountDue: 19_500 });
    stubFetch(detailAnswers(booking));
    renderApp(<AdminBookingDetailView bookNo={260251} />, { path: '/admin/bookings/260251', user: admin });

    const money = await screen.findByRole('region', { name: '금액·결제' });
    const facts = [...money.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(facts).toEqual(expect.arrayContaining(['온라인 결제: 24,000원', '쿠폰 할인 (첫 예약 3천원 할인): -3,000원', '포인트 사용: -1,500원', '할인 후 결제 금액: 19,500원']));
  });

  it('cancels with a reason in the dialog, showing the refund first, once per dialog key', async () => {
    const booking = anAdminBookingDetail({ bookNo: 260301, deposit: 24_000, operatorCancel: { allowed: true, refund: 24_000 } });
    const sent = stubFetch((request) =>
      request.method === 'DELETE' ? jsonResponse(200, { data: { bookNo: 260301, status: -99, statusLabel: '운영자 취소', refund: 24_000 } }) : detailAnswers(booking)(request),
    );
    renderApp(<AdminBookingDetailView bookNo={260301} />, { path: '/admin/bookings/260301', user: admin });

    await userEvent.click(await screen.findByRole('button', { name: '운영자 취소' }));
    const dialog = screen.getByRole('dialog', { name: '운영자 취소: 예약 260301' });
    expect(within(dialog).getByText('결제된 24,000원이 전액 환불됩니다.')).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: '취소하고 환불하기' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('취소 사유 (고객과 파트너에게 전달됩니다)'), '숙소 영업 정지');
    await userEvent.click(submit);

    expect(await screen.findByText('260301번 예약을 운영자 취소했습니다. 24,000원 환불을 요청했습니다.')).toBeTruthy();
    const cancel = sent.find((r) => r.method === 'DELETE')!;
    expect(cancel.url).toBe('/api/v2/admin/bookings/260301?reason=%EC%88%99%EC%86%8C+%EC%98%81%EC%97%85+%EC%A0%95%EC%A7%80');
    expect(cancel.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offers no cancel when the state machine would refuse it', async () => {
    stubFetch(detailAnswers(anAdminBookingDetail({ bookNo: 260401, status: -19, statusLabel: '예약 취소', operatorCancel: { allowed: false, refund: 0 } })));
    renderApp(<AdminBookingDetailView bookNo={260401} />, { path: '/admin/bookings/260401', user: admin });
    expect(await screen.findByRole('heading', { name: /예약 260401/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '운영자 취소' })).toBeNull();
  });
});

describe('refunds', () => {
  it('retries a failed refund and records one paid by bank transfer', async () => {
    const failed = anAdminRefund({ id: 41, bookNo: 260501, amount: 15_000 });
    const sent = stubFetch((request) => (request.method === 'PATCH' ? jsonResponse(200, { data: { ...failed, status: 'requested' } }) : jsonResponse(200, page([failed]))));
    renderApp(<AdminRefundsList status={undefined} page={1} />, { path: '/admin/refunds', user: admin });

    const row = (await screen.findByRole('link', { name: '260501' })).closest('tr')!;
    expect(within(row).getByText('환불 실패')).toBeTruthy();
    expect(within(row).getByText('8133 카드사에서 환불을 거절했습니다.')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'PATCH')).toMatchObject({ url: '/api/v2/admin/refunds/41', body: { action: 'retry' } });

    await userEvent.click(within(row).getByRole('button', { name: '수동 완료' }));
    const dialog = screen.getByRole('dialog', { name: '환불 수동 완료: 예약 260501' });
    await userEvent.type(within(dialog).getByLabelText('처리 내용 (예: 국민은행 계좌 이체 완료)'), '국민은행 이체');
    await userEvent.click(within(dialog).getByRole('button', { name: '완료로 기록' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PATCH')).toHaveLength(2));
    expect(sent.filter((r) => r.method === 'PATCH')[1]).toMatchObject({ body: { action: 'complete', note: '국민은행 이체' } });
  });

  it('names the status tabs with the failed ones first', async () => {
    stubFetch(() => jsonResponse(200, page([])));
    renderApp(<AdminRefundsList status="failed" page={1} />, { path: '/admin/refunds?status=failed', user: admin });
    const tabs = within(screen.getByRole('navigation', { name: '환불 상태' })).getAllByRole('link');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('href'), t.getAttribute('aria-current')])).toEqual([
      ['전체 (실패 먼저)', '/admin/refunds', null],
      ['환불 실패', '/admin/refunds?status=failed', 'page'],
      ['환불 진행 중', '/admin/refunds?status=requested', null],
      ['환불 완료', '/admin/refunds?status=completed', null],
    ]);
  });
});
