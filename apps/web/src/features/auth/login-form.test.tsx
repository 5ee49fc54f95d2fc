import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { LoginForm } from './login-form.tsx';

const wrap = (children: ReactNode) => renderApp(children, { path: '/member/login.php' });

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const user = { id: 1, loginId: 'member', nickName: '여행자', profileImage: null, role: 'member', unreadInquiryCount: 0 };

afterEach(() => vi.unstubAllGlobals());

describe('LoginForm', () => {
  it('shows the contract messages for empty fields without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    wrap(<LoginForm onLoggedIn={() => {}} registerHref="/member/register.php" />);
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('아이디를 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeTruthy();
    expect(screen.getByLabelText('아이디').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message in the alert region', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { error: { code: 'LOGIN_FAILED', message: '아이디 또는 비밀번호가 일치하지 않습니다.' } })));
    const onLoggedIn = vi.fn();
    wrap(<LoginForm onLoggedIn={onLoggedIn} registerHref="/member/register.php" />);
    await userEvent.type(screen.getByLabelText('아이디'), 'member');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect((await screen.findByText('아이디 또는 비밀번호가 일치하지 않습니다.')).getAttribute('role')).toBe('alert');
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('PUTs auth/token and reports the user on success', async () => {
    const fetchMock = vi.fn(async () => json(200, { data: { accessToken: 't', accessTokenExpire: Date.now() + 1_800_000, user } }));
    vi.stubGlobal('fetch', fetchMock);
    const onLoggedIn = vi.fn();
    wrap(<LoginForm onLoggedIn={onLoggedIn} registerHref="/member/register.php" />);
    await userEvent.type(screen.getByLabelText('아이디'), 'member');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'minda1234!');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(user));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v2/auth/token');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ loginId: 'member', password: 'minda1234!' });
    expect(screen.getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe('/member/register.php');
  });

  it("puts the server's 400 detail on its field, focused, and keeps what was typed", async () => {
    const detail = { path: 'body.loginId', message: '아이디가 너무 깁니다.' };
    vi.stubGlobal('fetch', vi.fn(async () => json(400, { error: { code: 'VALIDATION_FAILED', message: '입력값을 확인해 주세요.', details: [detail] } })));
    wrap(<LoginForm onLoggedIn={() => {}} />);
    await userEvent.type(screen.getByLabelText('아이디'), 'member');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'minda1234!');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    const message = await screen.findByText('아이디가 너무 깁니다.');
    const loginId = screen.getByLabelText<HTMLInputElement>('아이디');
    expect(loginId.getAttribute('aria-invalid')).toBe('true');
    expect(loginId.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(loginId);
    expect(loginId.value).toBe('member');
    expect(screen.getByLabelText<HTMLInputElement>('비밀번호').value).toBe('minda1234!');
    expect(screen.queryByText('입력값을 확인해 주세요.')).toBeNull();
  });

  it('shows the throttle wait in the alert region, and the button is back for a later try', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(429, { error: { code: 'TOO_MANY_ATTEMPTS', message: '로그인 시도가 너무 많아 이 기기에서의 로그인이 잠시 제한됩니다. 15분 후 다시 시도해 주세요.' } })));
    wrap(<LoginForm onLoggedIn={() => {}} />);
    await userEvent.type(screen.getByLabelText('아이디'), 'member');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect((await screen.findByText('로그인 시도가 너무 많아 이 기기에서의 로그인이 잠시 제한됩니다. 15분 후 다시 시도해 주세요.')).getAttribute('role')).toBe('alert');
    expect(screen.getByRole('button', { name: '로그인' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByLabelText('아이디').getAttribute('aria-invalid')).toBeNull();
  });
});
