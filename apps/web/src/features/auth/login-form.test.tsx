import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

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
});

describe('RegisterForm', () => {
  it('shows the contract message next to each invalid field', async () => {
    vi.stubGlobal('fetch', vi.fn());
    wrap(<RegisterForm onRegistered={() => {}} loginHref="/member/login.php" />);
    await userEvent.type(screen.getByLabelText('아이디'), '1x');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'short');
    await userEvent.type(screen.getByLabelText('닉네임'), '가');
    await userEvent.type(screen.getByLabelText('이메일'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('아이디는 영문 소문자로 시작하는 4~20자의 영문 소문자, 숫자, _ . - 조합이어야 합니다.')).toBeTruthy();
    expect(screen.getByText('비밀번호는 8자 이상이어야 합니다.')).toBeTruthy();
    expect(screen.getByText('닉네임은 2자 이상이어야 합니다.')).toBeTruthy();
    expect(screen.getByText('이메일 형식이 올바르지 않습니다.')).toBeTruthy();
  });

  it('puts a taken login id message on the 아이디 field', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(409, { error: { code: 'LOGIN_ID_TAKEN', message: '이미 사용 중인 아이디입니다.' } })));
    wrap(<RegisterForm onRegistered={() => {}} loginHref="/member/login.php" />);
    await userEvent.type(screen.getByLabelText('아이디'), 'member');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'travel2024');
    await userEvent.type(screen.getByLabelText('닉네임'), '여행자');
    await userEvent.type(screen.getByLabelText('이메일'), 'a@example.com');
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    const message = await screen.findByText('이미 사용 중인 아이디입니다.');
    expect(screen.getByLabelText('아이디').getAttribute('aria-describedby')).toContain(message.id);
  });

  it('starts with the invite code of the link and sends it with the sign-up', async () => {
    const fetchMock = vi.fn(async (..._args: unknown[]) => json(200, { data: { accessToken: 't', accessTokenExpire: Date.now() + 1_800_000, user } }));
    vi.stubGlobal('fetch', fetchMock);
    const onRegistered = vi.fn();
    wrap(<RegisterForm onRegistered={onRegistered} loginHref="/member/login.php" inviteCode="K7M2Q9XA" />);
    expect((screen.getByLabelText('친구 초대 코드 (선택)') as HTMLInputElement).value).toBe('K7M2Q9XA');
    await userEvent.type(screen.getByLabelText('아이디'), 'newbie');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'travel2024');
    await userEvent.type(screen.getByLabelText('닉네임'), '새친구');
    await userEvent.type(screen.getByLabelText('이메일'), 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const init = fetchMock.mock.calls.at(-1)?.[1] as RequestInit;
    expect(JSON.parse(String(init.body))).toMatchObject({ loginId: 'newbie', inviteCode: 'K7M2Q9XA' });
  });

  it('shows the sign-up throttle message in the alert region', async () => {
    const message = '회원가입 시도가 너무 많습니다. 60분 후 다시 시도해 주세요.';
    vi.stubGlobal('fetch', vi.fn(async () => json(429, { error: { code: 'TOO_MANY_ATTEMPTS', message } })));
    wrap(<RegisterForm onRegistered={() => {}} loginHref="/member/login.php" />);
    await userEvent.type(screen.getByLabelText('아이디'), 'newbie01');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'travel2024');
    await userEvent.type(screen.getByLabelText('닉네임'), '새내기');
    await userEvent.type(screen.getByLabelText('이메일'), 'a@example.com');
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect((await screen.findByText(message)).getAttribute('role')).toBe('alert');
  });
});
