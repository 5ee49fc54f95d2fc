import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBookingQuote, aMember } from '../../../test/builders.ts';
import { jsonResponse, stubFetch, type SentRequest } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { readBookingFormQuery } from '../booking-form-query.ts';
import type { GuestPrefill } from '../guest-prefill.ts';
import { BookingFormPage, type BookingProduct } from './booking-form-page.tsx';

// A signed-in member's token; the calls themselves go through the real API client to the stubbed fetch.
vi.mock('../../../lib/access-token.ts', () => ({ getAccessToken: async () => 'member-token', discardAccessToken: () => {} }));

const STAY_URL = '/booking/form.php?type=stay&goodsno=1001&room=2&checkInAt=2030-03-10&checkOutAt=2030-03-12&adults=2&total=480000';
const product: BookingProduct = { name: '파리하늘민박', imagePath: 'stay/1001-1.svg', requestOnly: false, roomName: '2인실 (더블)' };

const quote = aBookingQuote();

const json = jsonResponse;
type Route = (request: SentRequest) => Response | Promise<Response>;

let calls: SentRequest[];
function serve(routes: Record<string, Route>) {
  calls = stubFetch((request) => {
    const route = routes[`${request.method} ${request.url}`];
    if (!route) throw new Error(`unexpected ${request.method} ${request.url}`);
    return route(request);
  });
}
const callsTo = (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url);

type RenderOptions = { url?: string; user?: ReturnType<typeof aMember> | null; startPayment?: (bookNo: number) => Promise<void>; withProduct?: BookingProduct; prefill?: GuestPrefill };
function renderForm({ url = STAY_URL, user = aMember(), startPayment = vi.fn(async () => {}), withProduct = product, prefill = { name: '여행자' } }: RenderOptions = {}) {
  const query = readBookingFormQuery(new URL(url, 'https://minda.test').searchParams);
  // Mounted at its own route only, as in the app: the login page is another screen.
  const result = renderApp(<BookingFormPage platform="pc" query={query} product={withProduct} prefill={prefill} startPayment={startPayment} />, {
    path: url,
    route: '/booking/form.php',
    user,
  });
  return { ...result, startPayment };
}

async function fillGuest() {
  const name = screen.getByLabelText('예약자 이름');
  await userEvent.clear(name);
  await userEvent.type(name, '홍길동');
  await userEvent.type(screen.getByLabelText('영문 이름(여권과 동일)'), 'hong gildong');
  await userEvent.type(screen.getByLabelText('휴대폰 번호'), '010-1234-5678');
  await userEvent.type(screen.getByLabelText('이메일'), 'hong@example.com');
}

beforeEach(() => serve({ 'POST /api/v2/stay-book/pre-check': () => json(200, { data: quote }) }));
afterEach(() => vi.unstubAllGlobals());

describe('BookingFormPage', () => {
  it('asks the quote for the stay room and shows the total, what is paid now and at the property, and the refund dates', async () => {
    renderForm();
    const money = await screen.findByTestId('booking-money');
    expect(within(money).getByText('총 요금').nextSibling?.textContent).toBe('480,000원');
    expect(within(money).getByText('지금 결제할 금액 (예약금)').nextSibling?.textContent).toBe('48,000원');
    expect(within(money).getByText('현지에서 결제할 금액').nextSibling?.textContent).toBe('432,000원');
    expect(screen.getByText(/2030-01-01 14:30까지 결제하지 않으면/)).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['2030-02-08까지 취소 시48,000원 환불 (100%)', '2030-02-23까지 취소 시33,600원 환불 (70%)', '2030-03-02까지 취소 시24,000원 환불 (50%)', '2030-03-10까지 취소 시환불 불가']);
    const summary = screen.getByTestId('booking-product').textContent;
    expect(summary).toContain('파리하늘민박');
    expect(summary).toContain('2인실 (더블)');
    expect(summary).toContain('3.10(일) - 3.12(화) · 2박');
    expect(summary).toContain('성인 2명');
    const [preCheck] = callsTo('POST', '/api/v2/stay-book/pre-check');
    expect(preCheck?.body).toEqual({ goodsNo: 1001, roomId: 2, checkInAt: '2030-03-10', checkOutAt: '2030-03-12', adults: 2, children: [] });
    expect(preCheck?.headers.authorization).toBe('Bearer member-token');
  });

  it('keeps 결제하기 off until the three required consents are given; 전체 동의 gives them all', async () => {
    renderForm();
    const pay = await screen.findByRole('button', { name: '48,000원 결제하기' });
    expect(pay).toHaveProperty('disabled', true);
    expect(screen.getByText('필수 약관에 모두 동의해 주세요.')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('이용 약관 동의 (필수)'));
    await userEvent.click(screen.getByLabelText('개인정보 수집·이용 동의 (필수)'));
    expect(pay).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByLabelText('환불 규정 동의 (필수)'));
    expect(pay).toHaveProperty('disabled', false);
    expect(screen.getByLabelText('전체 동의')).toHaveProperty('checked', true);
    await userEvent.click(screen.getByLabelText('전체 동의'));
    expect(screen.getByLabelText('이용 약관 동의 (필수)')).toHaveProperty('checked', false);
    expect(pay).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByLabelText('전체 동의'));
    expect(screen.getByLabelText('환불 규정 동의 (필수)')).toHaveProperty('checked', true);
    expect(pay).toHaveProperty('disabled', false);
  });

  it('starts the guest details with the profile: nickname, e-mail and 휴대폰 번호', async () => {
    renderForm({ prefill: { name: '여행자', email: 'member@minda.kr', phone: '010-9876-5432' } });
    await screen.findByTestId('booking-money');
    expect((screen.getByLabelText('휴대폰 번호') as HTMLInputElement).value).toBe('010-9876-5432');
    expect((screen.getByLabelText('이메일') as HTMLInputElement).value).toBe('member@minda.kr');
    expect((screen.getByLabelText('예약자 이름') as HTMLInputElement).value).toBe('여행자');
  });

  it('fills the 휴대폰 번호 when the profile answers after the form is shown, but never over what the guest typed', async () => {
    const query = readBookingFormQuery(new URL(STAY_URL, 'https://minda.test').searchParams);
    let profileAnswers: (prefill: GuestPrefill) => void = () => {};
    function RouteWithProfile() {
      const [prefill, setPrefill] = useState<GuestPrefill>({ name: '여행자' });
      profileAnswers = setPrefill;
      return <BookingFormPage platform="pc" query={query} product={product} prefill={prefill} startPayment={vi.fn(async () => {})} />;
    }
    renderApp(<RouteWithProfile />, { path: STAY_URL, route: '/booking/form.php', user: aMember() });
    await screen.findByTestId('booking-money');
    const phone = screen.getByLabelText('휴대폰 번호') as HTMLInputElement;
    expect(phone.value).toBe('');
    act(() => profileAnswers({ name: '여행자', phone: '+33612345678' }));
    await vi.waitFor(() => expect(phone.value).toBe('+33612345678'));

    await userEvent.clear(phone);
    await userEvent.type(phone, '010-1111-2222');
    act(() => profileAnswers({ name: '여행자', phone: '010-3333-4444' }));
    expect(phone.value).toBe('010-1111-2222');
  });

  it('shows the contract messages in Korean for missing or malformed guest details, and books nothing', async () => {
    renderForm();
    await userEvent.clear(await screen.findByLabelText('예약자 이름'));
    await userEvent.type(screen.getByLabelText('휴대폰 번호'), '12');
    await userEvent.type(screen.getByLabelText('이메일'), 'hong@');
    await userEvent.click(screen.getByLabelText('전체 동의'));
    await userEvent.click(screen.getByRole('button', { name: '48,000원 결제하기' }));
    expect(await screen.findByText('예약자 이름을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('영문 이름은 여권과 같은 영문 대문자로 입력해 주세요. (예: HONG GILDONG)')).toBeTruthy();
    expect(screen.getByText('연락처는 숫자와 +, - 로 8~20자 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('이메일 형식이 올바르지 않습니다.')).toBeTruthy();
    expect(screen.getByLabelText('예약자 이름').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('POST', '/api/v2/stay-book/pre-bookings')).toHaveLength(0);
  });

  it('books with an Idempotency-Key and no amount, then hands the booking to the payment window', async () => {
    serve({
      'POST /api/v2/stay-book/pre-check': () => json(200, { data: quote }),
      'POST /api/v2/stay-book/pre-bookings': () =>
        json(201, { data: { bookNo: 260001, status: 3, total: 480000, deposit: 48000, payAtProperty: 432000, depositDeadline: '2030-01-01T05:30:00.000Z' } }),
    });
    const { startPayment } = renderForm();
    expect((await screen.findByLabelText('예약자 이름') as HTMLInputElement).value).toBe('여행자');
    await fillGuest();
    await userEvent.selectOptions(screen.getByLabelText('도착 예정 시간'), '15:00');
    await userEvent.type(screen.getByLabelText('호스트에게 남길 말'), '늦게 도착해요');
    await userEvent.click(screen.getByLabelText('전체 동의'));
    await userEvent.click(screen.getByRole('button', { name: '48,000원 결제하기' }));
    await vi.waitFor(() => expect(startPayment).toHaveBeenCalledWith(260001));
    const [booking] = callsTo('POST', '/api/v2/stay-book/pre-bookings');
    expect(booking?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(booking?.body).toEqual({
      goodsNo: 1001,
      roomId: 2,
      checkInAt: '2030-03-10',
      checkOutAt: '2030-03-12',
      adults: 2,
      children: [],
      guest: { name: '홍길동', englishName: 'HONG GILDONG', phone: '010-1234-5678', email: 'hong@example.com' },
      arrivalTime: '15:00',
      requestToHost: '늦게 도착해요',
    });
    expect(JSON.stringify(booking?.body)).not.toMatch(/total|deposit|amount|price/i);
    expect(screen.getByRole('button', { name: '결제창으로 이동 중…' })).toHaveProperty('disabled', true);
  });

  it('takes a chosen coupon and points off what is paid now, and sends both with the booking', async () => {
    const coupon = (id: number, name: string, extra: object = {}) => ({
      id, code: `C${id}`, name, description: '', discountType: 'amount', discountValue: 3000, maxDiscount: null, minOrderAmount: 0, productTypes: ['stay', 'hotel', 'tour'],
      validFrom: '2020-01-01T00:00:00.000Z', validUntil: '2999-01-01T00:00:00.000Z', status: 'usable', usedAt: null, bookNo: null, ...extra,
    });
    serve({
      'POST /api/v2/stay-book/pre-check': () => json(200, { data: quote }),
      'GET /api/v2/member/coupons': () =>
        json(200, { data: { usableCount: 2, content: [coupon(7, '친구 초대 쿠폰'), coupon(8, '투어 전용 쿠폰', { productTypes: ['tour'] }), coupon(9, '큰 예약 쿠폰', { minOrderAmount: 500000 })] } }),
      'GET /api/v2/member/points-cash': () => json(200, { data: { balance: 12345, expiringSoon: 0, expiringSoonDays: 30, history: { content: [], number: 0, size: 20, totalElements: 0, totalPages: 0, last: true } } }),
      'POST /api/v2/stay-book/pre-bookings': () =>
        json(201, { data: { bookNo: 260001, status: 3, total: 480000, deposit: 48000, payAtProperty: 432000, couponDiscount: 3000, pointsDiscount: 5000, amountDue: 40000, couponName: '친구 초대 쿠폰', depositDeadline: '2030-01-01T05:30:00.000Z' } }),
    });
    const { startPayment } = renderForm();
    const select = await screen.findByLabelText('쿠폰');
    // Only the coupons this stay can use: not the tour coupon, not the one above 480,000원.
    await vi.waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['쿠폰을 선택하세요', '친구 초대 쿠폰 (-3,000원)']));
    await userEvent.selectOptions(select, '7');
    const points = screen.getByLabelText(/포인트 \(보유 12,345원, 이 예약에 최대 12,300원\)/);
    await userEvent.type(points, '150');
    expect(screen.getByText('포인트는 100원 단위로 사용할 수 있습니다.')).toBeTruthy();
    await userEvent.clear(points);
    await userEvent.type(points, '5000');
    const money = screen.getByTestId('booking-money');
    expect(within(money).getByText('쿠폰 할인').nextSibling?.textContent).toBe('-3,000원');
    expect(within(money).getByText('포인트 사용').nextSibling?.textContent).toBe('-5,000원');
    expect(within(money).getByText('지금 결제할 금액 (예약금)').nextSibling?.textContent).toBe('40,000원');
    // The refund rows are shares of what is charged (40,000원), as the server refunds them.
    const refunds = within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => row.lastChild?.textContent);
    expect(refunds).toEqual(['40,000원 환불 (100%)', '28,000원 환불 (70%)', '20,000원 환불 (50%)', '환불 불가']);
    await fillGuest();
    await userEvent.click(screen.getByLabelText('전체 동의'));
    await userEvent.click(screen.getByRole('button', { name: '40,000원 결제하기' }));
    await vi.waitFor(() => expect(startPayment).toHaveBeenCalledWith(260001));
    const [booking] = callsTo('POST', '/api/v2/stay-book/pre-bookings');
    expect(booking?.body).toMatchObject({ memberCouponId: 7, points: 5000 });
  });

  it('retries a booking whose answer was lost with the same key, and starts a new attempt after a refusal', async () => {
    let answer: () => Response | Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'));
    serve({ 'POST /api/v2/stay-book/pre-check': () => json(200, { data: quote }), 'POST /api/v2/stay-book/pre-bookings': () => answer() });
    renderForm();
    await screen.findByLabelText('예약자 이름');
    await fillGuest();
    await userEvent.click(screen.getByLabelText('전체 동의'));
    const pay = screen.getByRole('button', { name: '48,000원 결제하기' });
    await userEvent.click(pay);
    expect(await screen.findByText('네트워크 연결을 확인해 주세요.')).toBeTruthy();
    answer = () => json(400, { error: { code: 'VALIDATION_FAILED', message: '입력값을 확인해 주세요.' } });
    await userEvent.click(pay);
    expect(await screen.findByText('입력값을 확인해 주세요.')).toBeTruthy();
    await userEvent.click(pay);
    await vi.waitFor(() => expect(callsTo('POST', '/api/v2/stay-book/pre-bookings')).toHaveLength(3));
    const keys = callsTo('POST', '/api/v2/stay-book/pre-bookings').map((c) => c.headers['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('says a request stay was received, pays nothing yet and links to the reservation', async () => {
    serve({
      'POST /api/v2/stay-book/pre-check': () => json(200, { data: quote }),
      'POST /api/v2/stay-book/pre-bookings': () => json(201, { data: { bookNo: 260002, status: 1, total: 480000, deposit: 48000, payAtProperty: 432000, depositDeadline: null } }),
    });
    const { startPayment } = renderForm({ withProduct: { ...product, requestOnly: true } });
    await screen.findByLabelText('예약자 이름');
    await fillGuest();
    await userEvent.click(screen.getByLabelText('전체 동의'));
    await userEvent.click(screen.getByRole('button', { name: '예약 요청하기' }));
    expect(await screen.findByText('예약 요청이 접수되었습니다. 호스트가 24시간 안에 수락하면 결제할 수 있습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '예약 내역 보기' }).getAttribute('href')).toBe('/mypage/v.my_reservation.php?bookno=260002');
    expect(startPayment).not.toHaveBeenCalled();
  });

  it('says the room is sold out and leads back to the product page, from the quote or from the booking', async () => {
    serve({ 'POST /api/v2/stay-book/pre-check': () => json(200, { data: { ...quote, available: false, unitsLeft: 0 } }) });
    renderForm();
    expect((await screen.findByRole('alert')).textContent).toContain('선택하신 객실(상품)이 방금 마감되었습니다.');
    expect(screen.getByRole('link', { name: '상품 페이지로 돌아가기' }).getAttribute('href')).toBe('/main/view.php?goodsno=1001&start_date=2030-03-10&end_date=2030-03-12&ea=2');
  });

  it('says so when the last unit went while the form was filled in', async () => {
    serve({
      'POST /api/v2/stay-book/pre-check': () => json(200, { data: quote }),
      'POST /api/v2/stay-book/pre-bookings': () => json(409, { error: { code: 'SOLD_OUT', message: '선택하신 객실(상품)이 방금 마감되었습니다. 다른 객실이나 날짜를 선택해 주세요.' } }),
    });
    renderForm();
    await screen.findByLabelText('예약자 이름');
    await fillGuest();
    await userEvent.click(screen.getByLabelText('전체 동의'));
    await userEvent.click(screen.getByRole('button', { name: '48,000원 결제하기' }));
    expect(await screen.findByRole('link', { name: '상품 페이지로 돌아가기' })).toBeTruthy();
  });

  it('asks to confirm a price that differs from the one the product page showed', async () => {
    renderForm({ url: STAY_URL.replace('total=480000', 'total=450000') });
    const alert = await screen.findByText(/요금이 변경되었습니다/);
    expect(alert.textContent).toBe('요금이 변경되었습니다. 상품 페이지에서 본 금액 450,000원 → 현재 금액 480,000원');
    await userEvent.click(screen.getByLabelText('전체 동의'));
    const pay = screen.getByRole('button', { name: '48,000원 결제하기' });
    expect(pay).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: '변경된 금액으로 예약하기' }));
    expect(pay).toHaveProperty('disabled', false);
    expect(screen.queryByText(/요금이 변경되었습니다/)).toBeNull();
  });

  it('fetches the new quote when the booking answers PRICE_CHANGED, and asks to confirm it', async () => {
    let total = 480000;
    serve({
      'POST /api/v2/stay-book/pre-check': () => json(200, { data: { ...quote, total, deposit: total / 10, payAtProperty: total - total / 10 } }),
      'POST /api/v2/stay-book/pre-bookings': () => json(409, { error: { code: 'PRICE_CHANGED', message: '요금이 변경되었습니다. 변경된 금액을 확인한 뒤 다시 예약해 주세요.' } }),
    });
    renderForm();
    await screen.findByLabelText('예약자 이름');
    await fillGuest();
    await userEvent.click(screen.getByLabelText('전체 동의'));
    total = 500000;
    await userEvent.click(screen.getByRole('button', { name: '48,000원 결제하기' }));
    expect(await screen.findByText('요금이 변경되었습니다. 변경된 금액을 확인한 뒤 다시 예약해 주세요.')).toBeTruthy();
    expect((await screen.findByText(/상품 페이지에서 본 금액/)).textContent).toContain('480,000원 → 현재 금액 500,000원');
    expect(screen.getByRole('button', { name: '50,000원 결제하기' })).toHaveProperty('disabled', true);
  });

  it('shows the error message of the API when the quote fails', async () => {
    serve({ 'POST /api/v2/stay-book/pre-check': () => json(400, { error: { code: 'VALIDATION_FAILED', message: '체크아웃은 체크인 다음 날 이후여야 합니다.' } }) });
    renderForm();
    expect((await screen.findByRole('alert')).textContent).toContain('체크아웃은 체크인 다음 날 이후여야 합니다.');
  });

  it('sends a visitor to the login page, which brings them back to the same form', async () => {
    const { probe } = renderForm({ user: null });
    await vi.waitFor(() => expect(probe.location.pathname).toBe('/member/login.php'));
    expect(`${probe.location.pathname}${probe.location.search}`).toBe(
      `/member/login.php?encoded_login_return_page=true&login_return_page=${encodeURIComponent(encodeURIComponent(STAY_URL))}`,
    );
    expect(calls).toHaveLength(0);
  });

  it('sends a visitor on the mobile form to the mobile login page, not the PC one', async () => {
    const url = '/m/1.0/booking/form.html?type=stay&goodsno=1001&room=2&checkInAt=2030-03-10&checkOutAt=2030-03-12&adults=2&total=480000';
    const query = readBookingFormQuery(new URL(url, 'https://minda.test').searchParams);
    const { probe } = renderApp(<BookingFormPage platform="mobile" query={query} product={product} prefill={{ name: '여행자' }} startPayment={vi.fn(async () => {})} />, {
      path: url,
      route: '/m/1.0/booking/form.html',
      user: null,
    });
    await vi.waitFor(() => expect(probe.location.pathname).toBe('/m/1.0/member/login.html'));
    expect(probe.location.search).toBe(`?encoded_login_return_page=true&login_return_page=${encodeURIComponent(encodeURIComponent(url))}`);
  });

  it('says an address that is no booking choice is wrong', () => {
    renderForm({ url: '/booking/form.php?type=stay&goodsno=1001' });
    expect(screen.getByRole('alert').textContent).toBe('예약할 상품 정보가 올바르지 않아요. 상품 페이지에서 다시 예약해 주세요.');
  });

  it('prices tour options with v2 and lists them with their dates and amounts, paid in full', async () => {
    serve({
      'POST /api/v2/stay-book/v2/pre-check': () =>
        json(200, {
          data: {
            ...quote,
            nights: 0,
            total: 90000,
            deposit: 90000,
            payAtProperty: 0,
            refundSchedule: [{ until: '2030-03-08', percent: 100, refund: 90000 }, { until: '2030-03-10', percent: 0, refund: 0 }],
            items: [{ name: '오전 출발 (09:00)', roomId: null, optionId: 3, startDate: '2030-03-10', endDate: null, adults: 2, children: [], units: 2, amount: 90000, available: true, unitsLeft: 28 }],
          },
        }),
    });
    renderForm({ url: '/booking/form.php?type=tour&itemno=5001&option=3%3A2030-03-10%3A2', withProduct: { name: '루브르 투어', imagePath: null, requestOnly: false, roomName: null } });
    expect(await screen.findByText('오전 출발 (09:00) · 2030-03-10 · 2명 · 90,000원')).toBeTruthy();
    expect(within(screen.getByTestId('booking-money')).getByText('지금 결제할 금액').nextSibling?.textContent).toBe('90,000원');
    expect(screen.queryByLabelText('도착 예정 시간')).toBeNull();
    expect(callsTo('POST', '/api/v2/stay-book/v2/pre-check')[0]?.body).toEqual({ productType: 'tour', itemNo: 5001, items: [{ optionId: 3, date: '2030-03-10', count: 2 }] });
  });
});
