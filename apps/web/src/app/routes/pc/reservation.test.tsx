import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { aBookingDetail, aMember } from '../../../test/builders.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { Component as ReservationPage } from './reservation.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(), apiRequest: vi.fn() }));

afterEach(() => vi.restoreAllMocks());

describe('the PC reservation page', () => {
  it('registers the payment of an unpaid booking and posts its fields to the payment window', async () => {
    vi.mocked(apiGet).mockResolvedValue(aBookingDetail(3, { bookNo: 260002, depositDeadline: '2099-01-01T00:00:00.000Z' }));
    vi.mocked(apiRequest).mockResolvedValue({ orderId: 'ORD-1', amount: 20000, goodsName: '파리 민박', provider: 'test', windowUrl: '/api/v2/pay/test/window', fields: { ordr_idxx: 'ORD-1' } });
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    renderApp(<ReservationPage />, { path: '/mypage/v.my_reservation.php?bookno=260002', user: aMember() });

    fireEvent.click(await screen.findByRole('button', { name: '예약금 결제 20,000원' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(vi.mocked(apiRequest)).toHaveBeenCalledWith('POST', 'pay/kcp/mobile-register', expect.objectContaining({ body: { bookNo: 260002, device: 'pc' } }));
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method.toUpperCase()).toBe('POST');
    expect(form.getAttribute('action')).toBe('/api/v2/pay/test/window');
    expect(Object.fromEntries(new FormData(form))).toEqual({ ordr_idxx: 'ORD-1' });
  });
});
