import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../lib/api-client.ts';
import { noteSessionExpiry } from '../../lib/session-expiry.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';
import { SessionTimeout } from './session-timeout.tsx';

vi.mock('../../lib/access-token.ts', () => ({ getAccessToken: async () => 'admin-token', discardAccessToken: () => {} }));
afterEach(() => vi.unstubAllGlobals());

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

describe('the operator’s idle session warning', () => {
  it('asks five minutes before the end the last answer named, and keeps the session going on 계속 사용하기', async () => {
    const sent = stubFetch((request) =>
      request.url.endsWith(apiPaths.admin.sessionRefresh.href())
        ? jsonResponse(200, { data: { expiresAt: inMinutes(30), endsAt: inMinutes(600) } })
        : new Response(JSON.stringify({ data: [] }), { status: 200, headers: { 'content-type': 'application/json', 'x-session-expires-at': inMinutes(20) } }),
    );
    renderApp(<SessionTimeout />, { path: '/admin/stays' });
    // Twenty minutes left: nothing to say yet.
    await apiGet(apiPaths.admin.stays.href());
    expect(screen.queryByRole('dialog')).toBeNull();
    // An answer says four minutes are left.
    stubFetch((request) =>
      request.url.endsWith(apiPaths.admin.sessionRefresh.href())
        ? jsonResponse(200, { data: { expiresAt: inMinutes(30), endsAt: inMinutes(600) } })
        : new Response(JSON.stringify({ data: [] }), { status: 200, headers: { 'content-type': 'application/json', 'x-session-expires-at': inMinutes(4) } }),
    );
    await apiGet(apiPaths.admin.stays.href());
    const dialog = await screen.findByRole('dialog', { name: '곧 자동으로 로그아웃됩니다' });
    expect(dialog.textContent).toMatch(/남은 시간 (3분 5\d|4분 00)초/);
    await userEvent.click(screen.getByRole('button', { name: '계속 사용하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(1);
  });

  it('says the session has ended and offers the login back to the same screen', async () => {
    renderApp(<SessionTimeout />, { path: '/admin/hotels?status=draft' });
    noteSessionExpiry(new Date(Date.now() + 1200).toISOString());
    expect(await screen.findByRole('dialog', { name: '곧 자동으로 로그아웃됩니다' })).toBeTruthy();
    const ended = await screen.findByRole('dialog', { name: '로그아웃되었습니다' }, { timeout: 3000 });
    expect(ended.querySelector('a')?.getAttribute('href')).toBe('/admin/login?return=%2Fadmin%2Fhotels%3Fstatus%3Ddraft');
  });
});
