import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';
import { SavedViews, viewQueryOf } from './saved-views.tsx';

vi.mock('../../lib/access-token.ts', () => ({ getAccessToken: async () => 'admin-token', discardAccessToken: () => {} }));
afterEach(() => vi.unstubAllGlobals());

const admin = { id: 1, loginId: 'admin', nickName: '운영자', profileImage: null, role: 'admin' as const, unreadInquiryCount: 0 };
const view = (id: number, name: string, query: string) => ({ id, list: 'bookings', name, query, createdAt: '2026-12-07T00:00:00.000Z' });

describe("an operator's saved views of a list", () => {
  it('links each view to the list with its conditions, the current one marked, and saves the current conditions', async () => {
    const sent = stubFetch((request) =>
      request.method === 'POST' ? jsonResponse(200, { data: view(3, '결제 대기', 'status=3') }) : jsonResponse(200, { data: [view(1, '취소', 'tab=cancelled'), view(2, '확정', 'status=9')] }),
    );
    renderApp(<SavedViews list="bookings" />, { path: '/admin/bookings?status=9&page=3', user: admin });
    const nav = within(await screen.findByRole('navigation', { name: '저장한 보기' }));
    expect(nav.getByRole('link', { name: '취소' }).getAttribute('href')).toBe('/admin/bookings?tab=cancelled');
    expect(nav.getByRole('link', { name: '확정' }).getAttribute('aria-current')).toBe('page');
    expect(sent[0]!.url).toBe('/api/v2/admin/saved-views?list=bookings');

    await userEvent.type(screen.getByLabelText('보기 이름'), '확정 3쪽');
    await userEvent.click(screen.getByRole('button', { name: '지금 조건 저장' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1));
    // The page is not part of a view: it opens on the first page of its conditions.
    expect(sent.find((r) => r.method === 'POST')!.body).toEqual({ list: 'bookings', name: '확정 3쪽', query: 'status=9' });

    await userEvent.click(nav.getByRole('button', { name: '취소 보기 지우기' }));
    await waitFor(() => expect(sent.find((r) => r.method === 'DELETE')?.url).toBe('/api/v2/admin/saved-views/1'));
  });

  it('keeps everything of the address but the page', () => {
    expect(viewQueryOf('?tab=cancelled&page=4&q=%ED%99%8D')).toBe('tab=cancelled&q=%ED%99%8D');
    expect(viewQueryOf('?page=2')).toBe('');
  });
});
