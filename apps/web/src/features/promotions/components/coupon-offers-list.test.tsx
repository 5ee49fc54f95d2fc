import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CouponOffer } from '@minda/contracts/coupons';
import { apiPaths, webPaths } from '@minda/contracts/paths';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { aMember } from '../../../test/builders.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { CouponOffersList } from './coupon-offers-list.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(), apiRequest: vi.fn() }));
const mockedGet = vi.mocked(apiGet);
const mockedRequest = vi.mocked(apiRequest);

const offer = (code: string, name: string, extra: Partial<CouponOffer> = {}): CouponOffer => ({
  code, name, description: '해외호텔 예약', discountType: 'amount', discountValue: 10000, maxDiscount: null, minOrderAmount: 200000, productTypes: ['hotel'],
  validFrom: null, validUntil: null, validDays: 60, issued: false, soldOut: false, ...extra,
});

beforeEach(() => {
  mockedGet.mockReset();
  mockedRequest.mockReset();
  mockedGet.mockResolvedValue([offer('HOTEL10000', '해외호텔 10,000원 할인 쿠폰'), offer('SPRING7', '봄 여행 얼리버드 쿠폰', { discountType: 'percent', discountValue: 7, maxDiscount: 20000, issued: true })]);
});

describe('CouponOffersList', () => {
  it('shows each offer’s terms, and 받기 issues it to the member with an Idempotency-Key', async () => {
    mockedRequest.mockResolvedValue({ id: 1, name: '해외호텔 10,000원 할인 쿠폰' });
    renderApp(<CouponOffersList />, { path: '/main/coupon_tab2.php', user: aMember() });
    const hotel = (await screen.findByText('해외호텔 10,000원 할인 쿠폰')).closest('li')!;
    expect(hotel.textContent).toContain('10,000원');
    expect(hotel.textContent).toContain('200,000원 이상');
    expect(hotel.textContent).toContain('받은 날부터 60일');
    const spring = screen.getByText('봄 여행 얼리버드 쿠폰').closest('li')!;
    expect(spring.textContent).toContain('7% (최대 20,000원)');
    expect(within(spring).getByRole('button', { name: '봄 여행 얼리버드 쿠폰 받음' })).toHaveProperty('disabled', true);
    await userEvent.click(within(hotel).getByRole('button', { name: '해외호텔 10,000원 할인 쿠폰 받기' }));
    expect(mockedRequest).toHaveBeenCalledWith('POST', apiPaths.members.coupons.href(), expect.objectContaining({ body: { code: 'HOTEL10000' }, headers: { 'Idempotency-Key': expect.any(String) } }));
    expect(await screen.findByText('해외호텔 10,000원 할인 쿠폰을 받았어요. 예약할 때 결제 단계에서 쓸 수 있어요.')).toBeTruthy();
  });

  it('sends a visitor to the login page, which brings them back to the coupon page', async () => {
    const { probe } = renderApp(<CouponOffersList />, { path: '/main/coupon_tab2.php', user: null });
    await userEvent.click(await screen.findByRole('button', { name: '해외호텔 10,000원 할인 쿠폰 받기' }));
    expect(mockedRequest).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(probe.location.pathname).toBe('/member/login.php'));
    expect(`${probe.location.pathname}${probe.location.search}`).toBe(webPaths.member.login.href('/main/coupon_tab2.php'));
  });
});
