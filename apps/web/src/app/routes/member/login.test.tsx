import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { Component as LoginPage } from './login.tsx';

afterEach(() => vi.unstubAllGlobals());

const member = { id: 1, loginId: 'member', nickName: '여행자', profileImage: null, role: 'member', unreadInquiryCount: 0 };

/** Logs in on the login page at `path` (the server accepts) and answers where the page went. */
async function logIn(path: string) {
  stubFetch(() => jsonResponse(200, { data: { accessToken: 't', accessTokenExpire: Date.now() + 1_800_000, user: member } }));
  const { probe } = renderApp(<LoginPage />, { path, user: null });
  await userEvent.type(await screen.findByLabelText('아이디'), 'member');
  await userEvent.type(screen.getByLabelText('비밀번호'), 'secret-pw1!');
  await userEvent.click(screen.getByRole('button', { name: '로그인' }));
  await vi.waitFor(() => expect(probe.location.pathname).not.toBe(path.split('?')[0]));
  return `${probe.location.pathname}${probe.location.search}`;
}

describe('the login page', () => {
  it('shows no demo account or password (they are in the README only)', async () => {
    const { container } = renderApp(<LoginPage />, { path: '/member/login.php', user: null });
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeTruthy();
    expect(screen.getByLabelText('비밀번호')).toBeTruthy();
    expect(container.textContent).not.toContain('minda1234!');
    expect(container.textContent).not.toContain('체험용 계정');
    expect(container.textContent).not.toMatch(/\badmin\b/);
  });

  it('on PC goes back to the PC home when it was opened without a return page', async () => {
    expect(await logIn('/member/login.php')).toBe('/main/index.php');
  });

  it('goes back to the page it was sent from', async () => {
    expect(await logIn('/member/login.php?encoded_login_return_page=true&login_return_page=%252Fmain%252Fview.php%253Fgoodsno%253D1001')).toBe('/main/view.php?goodsno=1001');
  });

  it('at the mobile login goes back to the mobile home without a return page', async () => {
    expect(await logIn('/m/1.0/member/login.html')).toBe('/m/1.0/grp_main/main.html');
  });
});
