import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { Component as AppBookings } from './app-bookings.tsx';
import { Component as StayBookings } from './stay-bookings.tsx';
import { Component as TourBookings } from './tour-bookings.tsx';

vi.mock('../../../lib/access-token.ts', () => ({ getAccessToken: async () => 'partner-token', discardAccessToken: () => {} }));

const empty = { data: { content: [], number: 0, size: 20, totalElements: 0, totalPages: 0, last: true } };
const fetchMock = vi.fn(async () => new Response(JSON.stringify(empty), { status: 200, headers: { 'content-type': 'application/json' } }));
const calledUrls = () => fetchMock.mock.calls.map((call: unknown[]) => String(call[0]));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the partner list screens', () => {
  it.each([
    ['/manager/booking/list.php?astep=1', '/api/v2/partner/bookings?productType=stay&status=1&page=1'],
    ['/manager/booking/list.php?astep=3', '/api/v2/partner/bookings?productType=stay&status=3&page=1'],
    ['/manager/booking/list.php?astep=9&page=2', '/api/v2/partner/bookings?productType=stay&status=9&page=2'],
    ['/manager/booking/list.php?astep=all', '/api/v2/partner/bookings?productType=stay&page=1'],
  ])('%s asks for %s', async (path, url) => {
    renderApp(<StayBookings />, { path });
    await waitFor(() => expect(calledUrls()).toEqual([url]));
  });

  it('moves between the stay steps by their links', async () => {
    const { probe } = renderApp(<StayBookings />, { path: '/manager/booking/list.php?astep=1' });
    expect(screen.getByRole('link', { name: '예약 요청' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('link', { name: '예약 확정' }));
    expect(probe.location.search).toBe('?astep=9');
    await waitFor(() => expect(calledUrls()).toContain('/api/v2/partner/bookings?productType=stay&status=9&page=1'));
    expect(screen.getByRole('link', { name: '예약 확정' }).getAttribute('aria-current')).toBe('page');
  });

  it('lists every tour booking by default, with no request step', async () => {
    renderApp(<TourBookings />, { path: '/manager/tg/reserve_list.php' });
    await waitFor(() => expect(calledUrls()).toEqual(['/api/v2/partner/bookings?productType=tour&page=1']));
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['결제 대기', '예약 확정', '전체']);
  });

  it('switches the partner app between stays and tours', async () => {
    const { probe } = renderApp(<AppBookings />, { path: '/manager_app/booking/index.html?astep=1' });
    await waitFor(() => expect(calledUrls()).toEqual(['/api/v2/partner/bookings?productType=stay&status=1&page=1']));
    await userEvent.click(screen.getByRole('link', { name: '투어' }));
    expect(`${probe.location.pathname}${probe.location.search}`).toBe('/manager_app/booking/index.html?type=tour');
    await waitFor(() => expect(calledUrls()).toContain('/api/v2/partner/bookings?productType=tour&page=1'));
  });
});
