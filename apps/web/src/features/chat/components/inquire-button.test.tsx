import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aChatChannel, aMember } from '../../../test/builders.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { InquireButton } from './inquire-button.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('문의하기', () => {
  it('opens the booking’s channel with chat/join and goes into the room of the platform', async () => {
    const sent = stubFetch(() => jsonResponse(200, { data: { channel: aChatChannel({ channelId: 'ch-booking' }), created: false } }));
    const { probe } = renderApp(<InquireButton platform="mobile" request={{ productCategory: 'MINBAK', productId: 1001, bookingNumber: 5001 }} />, { path: '/m/1.0/grp_mypage/my_reservation_view_3.html?bookno=5001', user: aMember() });
    await userEvent.click(screen.getByRole('button', { name: '문의하기' }));
    await waitFor(() => expect(probe.location.pathname + probe.location.search).toBe('/m/1.0/grp_mypage/inquiry_detail.html?id=ch-booking'));
    expect(sent).toMatchObject([{ method: 'POST', url: '/api/v2/chat/join', body: { productCategory: 'MINBAK', productId: 1001, bookingNumber: 5001 } }]);
  });

  it('sends a visitor to log in first, without asking the server', async () => {
    const sent = stubFetch(() => jsonResponse(500, {}));
    const requireLogin = vi.fn();
    renderApp(<InquireButton platform="pc" request={{ productCategory: 'TRIP', productId: 7 }} />, { path: '/tg/view.php?itemno=7', user: null, requireLogin });
    await userEvent.click(screen.getByRole('button', { name: '문의하기' }));
    expect(requireLogin).toHaveBeenCalledOnce();
    expect(sent).toEqual([]);
  });

  it('shows the server’s reason when the room cannot be opened', async () => {
    stubFetch(() => jsonResponse(403, { error: { code: 'FORBIDDEN', message: '채팅 문의를 지원하지 않는 업체입니다.' } }));
    renderApp(<InquireButton platform="pc" request={{ productCategory: 'MINBAK', productId: 1002 }} />, { path: '/main/view.php?goodsno=1002', user: aMember() });
    await userEvent.click(screen.getByRole('button', { name: '문의하기' }));
    expect(await screen.findByText('채팅 문의를 지원하지 않는 업체입니다.')).toBeTruthy();
  });
});
