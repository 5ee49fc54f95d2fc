import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { aBookingDetail, aMember } from '../../../test/builders.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { Component as ReservationPage } from './reservation.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(), apiRequest: vi.fn() }));

afterEach(() => vi.restoreAllMocks());

describe('the mobile reservation page', () => {
  it('registers the payment as a mobile one, so the window returns to the mobile result page', async () => {
    vi.mocked(apiGet).mockResolvedValue(aBookingDetail(3, { bookNo: 260002, depositDeadline: '2099-01-01T00:00:00.000Z' }));
    vi.mocked(apiRequest).mockResolvedValue({ orderId: 'ORD-1', amount: 20000, goodsName: '파리 민박', provider: 'test', windowUrl: '/api/v2/pay/test/window', fields: { ordr_idxx: 'ORD-1' } });
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    renderApp(<ReservationPage />, { path: '/m/1.0/grp_mypage/my_reservation_view_2.html?bookno=260002', user: aMember() });

    fireEvent.click(await screen.findByRole('button', { name: '예약금 결제 20,000원' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(vi.mocked(apiRequest)).toHaveBeenCalledWith('POST', 'pay/kcp/mobile-register', expect.objectContaining({ body: { bookNo: 260002, device: 'mobile' } }));
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method.toUpperCase()).toBe('POST');
    expect(form.getAttribute('action')).toBe('/api/v2/pay/test/window');
    expect(Object.fromEntries(new FormData(form))).toEqual({ ordr_idxx: 'ORD-1' });
  });
});
