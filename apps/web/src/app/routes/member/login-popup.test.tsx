import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { Component as LoginPopup } from './login-popup.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the login popup opened as a page', () => {
  it('goes on to the PC home after logging in (it is the PC login)', async () => {
    const member = { id: 1, loginId: 'member', nickName: '여행자', profileImage: null, role: 'member', unreadInquiryCount: 0 };
    stubFetch(() => jsonResponse(200, { data: { accessToken: 't', accessTokenExpire: Date.now() + 1_800_000, user: member } }));
    const { probe } = renderApp(<LoginPopup />, { path: '/member/popup.login.php', user: null });
    await userEvent.type(screen.getByLabelText('아이디'), 'member');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'secret-pw1!');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    await vi.waitFor(() => expect(probe.location.pathname).toBe('/main/index.php'));
  });
});
