import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNUP_TEXTS } from '@minda/contracts/rules/sign-up';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { Component as PcRegister } from '../member/register.tsx';
import { Component as MobileFindAccount } from './find-account.tsx';
import { Component as MobileJoin } from './join.tsx';
import { Component as MobileLogin } from './login.tsx';

afterEach(() => vi.unstubAllGlobals());

const member = { id: 1, loginId: 'newbie', nickName: '새친구', profileImage: null, role: 'member', unreadInquiryCount: 0 };
const TOKEN = 'v'.repeat(43);
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

/** The sign-up API as the server answers it (any code is right), then fills and sends the form. */
async function signUp() {
  stubFetch((request) => {
    if (request.url.endsWith('/auth/signupEmailCode')) return jsonResponse(200, { data: { message: '인증번호를 보냈습니다.', expiresInSeconds: 600 } });
    if (request.url.endsWith('/auth/signupEmailVerify')) return jsonResponse(200, { data: { emailVerificationToken: TOKEN, expiresInSeconds: 1800 } });
    if (request.url.endsWith('/auth/register')) return jsonResponse(200, { data: { accessToken: 't', accessTokenExpire: Date.now() + 1_800_000, user: member } });
    return jsonResponse(200, { data: null });
  });
  await userEvent.type(await screen.findByLabelText('아이디'), 'newbie');
  await userEvent.type(screen.getByLabelText('비밀번호'), 'travel2024');
  await userEvent.type(screen.getByLabelText('비밀번호 확인'), 'travel2024');
  await userEvent.type(screen.getByLabelText('닉네임'), '새친구');
  await userEvent.type(screen.getByLabelText('이메일'), 'new@example.com');
  await userEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
  await userEvent.type(await screen.findByLabelText('인증번호'), '123456');
  await userEvent.click(screen.getByRole('button', { name: '확인' }));
  await screen.findByText(SIGNUP_TEXTS.emailVerified);
  await userEvent.click(screen.getByLabelText('전체 동의'));
  await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
}

describe('the mobile member pages (issue 55)', () => {
  it('the mobile login links sign-up and account recovery to the mobile pages, carrying its return path', () => {
    renderApp(<MobileLogin />, { path: '/m/1.0/member/login.html?encoded_login_return_page=true&login_return_page=%252Fm%252F1.0%252Fgrp_main%252Fmore.html', user: null });
    expect(within(screen.getByRole('banner')).getByRole('heading', { name: '로그인' })).toBeTruthy();
    expect(hrefOf('회원가입')).toBe('/m/1.0/member/join.html?encoded_login_return_page=true&login_return_page=%252Fm%252F1.0%252Fgrp_main%252Fmore.html');
    expect(hrefOf('아이디 찾기')).toBe('/m/1.0/member/find_id_pw.html?tab=id');
    expect(hrefOf('비밀번호 찾기')).toBe('/m/1.0/member/find_id_pw.html?tab=password');
    expect(screen.getByRole('navigation', { name: '하단 메뉴' })).toBeTruthy();
  });

  it('the mobile sign-up links back to the mobile login and lands on the mobile home', async () => {
    const { probe } = renderApp(<MobileJoin />, { path: '/m/1.0/member/join.html', user: null });
    expect(within(screen.getByRole('banner')).getByRole('heading', { name: '회원가입' })).toBeTruthy();
    expect(hrefOf('로그인')).toBe('/m/1.0/member/login.html');
    await signUp();
    await vi.waitFor(() => expect(probe.location.pathname).toBe('/m/1.0/grp_main/main.html'));
  });

  it('the mobile sign-up goes back to the mobile page it was sent from', async () => {
    const { probe } = renderApp(<MobileJoin />, { path: '/m/1.0/member/join.html?encoded_login_return_page=true&login_return_page=%252Fm%252F1.0%252Fgrp_main%252Fmore.html', user: null });
    expect(hrefOf('로그인')).toBe('/m/1.0/member/login.html?encoded_login_return_page=true&login_return_page=%252Fm%252F1.0%252Fgrp_main%252Fmore.html');
    await signUp();
    await vi.waitFor(() => expect(probe.location.pathname).toBe('/m/1.0/grp_main/more.html'));
  });

  it('the PC sign-up still lands on the PC home', async () => {
    const { probe } = renderApp(<PcRegister />, { path: '/member/register.php', user: null });
    expect(hrefOf('로그인')).toBe('/member/login.php');
    await signUp();
    await vi.waitFor(() => expect(probe.location.pathname).toBe('/main/index.php'));
  });

  it('the mobile account recovery keeps its tabs on the mobile page', () => {
    renderApp(<MobileFindAccount />, { path: '/m/1.0/member/find_id_pw.html?tab=password', user: null });
    expect(within(screen.getByRole('banner')).getByRole('heading', { name: '아이디 · 비밀번호 찾기' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: '아이디 · 비밀번호 찾기' });
    expect(within(tabs).getByRole('link', { name: '아이디 찾기' }).getAttribute('href')).toBe('/m/1.0/member/find_id_pw.html?tab=id');
    expect(within(tabs).getByRole('link', { name: '비밀번호 찾기' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByLabelText('아이디')).toBeTruthy();
  });
});
