import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, stubFetch, type SentRequest } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';
import { RegisterForm } from './register-form.tsx';

const wrap = (inviteCode?: string, onRegistered = vi.fn()) => {
  renderApp(<RegisterForm onRegistered={onRegistered} inviteCode={inviteCode} />, { path: '/member/register.php' });
  return onRegistered;
};
const user = { id: 1, loginId: 'newbie', nickName: '새친구', profileImage: null, role: 'member', unreadInquiryCount: 0 };
const TOKEN = 'v'.repeat(43);

type Route = (request: SentRequest) => Response;
/** The sign-up endpoints as the server answers them, `register` replaceable. */
function serve(register: Route = () => json(200, { data: { accessToken: 't', accessTokenExpire: Date.now() + 1_800_000, user } })) {
  return stubFetch((request) => {
    if (request.url === '/api/v2/auth/signupEmailCode') return json(200, { data: { message: '인증번호 6자리를 이메일로 보냈습니다. 10분 안에 입력해 주세요.', expiresInSeconds: 600 } });
    if (request.url === '/api/v2/auth/signupEmailVerify') {
      return (request.body as { code: string }).code === '123456'
        ? json(200, { data: { emailVerificationToken: TOKEN, expiresInSeconds: 1800 } })
        : json(400, { error: { code: 'AUTH_CODE_INVALID', message: '인증번호가 올바르지 않거나 만료되었습니다. 인증번호를 다시 받아 주세요.' } });
    }
    if (request.url === '/api/v2/auth/register') return register(request);
    throw new Error(`unexpected ${request.method} ${request.url}`);
  });
}

async function fillAccount(loginId = 'newbie') {
  await userEvent.type(screen.getByLabelText('아이디'), loginId);
  await userEvent.type(screen.getByLabelText('비밀번호'), 'travel2024');
  await userEvent.type(screen.getByLabelText('비밀번호 확인'), 'travel2024');
  await userEvent.type(screen.getByLabelText('닉네임'), '새친구');
}

async function verifyEmail(email = 'new@example.com') {
  await userEvent.type(screen.getByLabelText('이메일'), email);
  await userEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
  await userEvent.type(await screen.findByLabelText('인증번호'), '123456');
  await userEvent.click(screen.getByRole('button', { name: '확인' }));
  expect(await screen.findByText('이메일 인증이 완료되었습니다.')).toBeTruthy();
}

const agreeToAll = () => userEvent.click(screen.getByLabelText('전체 동의'));

afterEach(() => vi.unstubAllGlobals());

describe('RegisterForm', () => {
  it('shows the contract message next to each invalid field without calling the server', async () => {
    const sent = serve();
    wrap();
    await userEvent.type(screen.getByLabelText('아이디'), '1x');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'short');
    await userEvent.type(screen.getByLabelText('닉네임'), '가');
    await userEvent.type(screen.getByLabelText('이메일'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('아이디는 영문 소문자로 시작하는 4~20자의 영문 소문자, 숫자, _ . - 조합이어야 합니다.')).toBeTruthy();
    expect(screen.getByText('비밀번호는 8자 이상이어야 합니다.')).toBeTruthy();
    expect(screen.getByText('닉네임은 2자 이상이어야 합니다.')).toBeTruthy();
    expect(screen.getByText('이메일 형식이 올바르지 않습니다.')).toBeTruthy();
    expect(screen.getByText('이용약관에 동의해 주세요.')).toBeTruthy();
    expect(screen.getByText('개인정보 수집 및 이용에 동의해 주세요.')).toBeTruthy();
    expect(screen.getByText('만 14세 이상만 가입할 수 있습니다.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('says 비밀번호가 일치하지 않습니다 under 비밀번호 확인 when the two differ', async () => {
    serve();
    wrap();
    await userEvent.type(screen.getByLabelText('비밀번호'), 'travel2024');
    await userEvent.type(screen.getByLabelText('비밀번호 확인'), 'travel2025');
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    const message = await screen.findByText('비밀번호가 일치하지 않습니다');
    expect(screen.getByLabelText('비밀번호 확인').getAttribute('aria-describedby')).toContain(message.id);
  });

  it('asks to verify the e-mail before signing up, and says so when the code is wrong', async () => {
    const sent = serve();
    wrap();
    await fillAccount();
    await userEvent.type(screen.getByLabelText('이메일'), 'new@example.com');
    await agreeToAll();
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('이메일 인증을 완료해 주세요.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText('인증번호 6자리를 이메일로 보냈습니다. 10분 안에 입력해 주세요.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('인증번호'), '000000');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('인증번호가 올바르지 않거나 만료되었습니다. 인증번호를 다시 받아 주세요.')).toBeTruthy();
    expect(sent.map((r) => r.url)).toEqual(['/api/v2/auth/signupEmailCode', '/api/v2/auth/signupEmailVerify']);
    expect(sent[0]?.body).toEqual({ email: 'new@example.com' });
  });

  it('전체 동의 checks every consent, each with its (필수)/(선택) mark and a 보기 link to the terms', async () => {
    serve();
    wrap();
    await agreeToAll();
    for (const label of ['이용약관 동의 (필수)', '개인정보 수집 및 이용 동의 (필수)', '만 14세 이상입니다 (필수)', '마케팅 정보 수신 동의 (선택)']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).checked, label).toBe(true);
    }
    expect(screen.getByRole('link', { name: '이용약관 동의 (필수) 내용 보기' }).getAttribute('href')).toBe('/m/1.0/cs/clause.html');
    expect(screen.getByRole('link', { name: '개인정보 수집 및 이용 동의 (필수) 내용 보기' }).getAttribute('href')).toBe('/m/1.0/cs/privacy.html');
    await userEvent.click(screen.getByLabelText('마케팅 정보 수신 동의 (선택)'));
    expect((screen.getByLabelText('전체 동의') as HTMLInputElement).checked).toBe(false);
  });

  it('signs up with the verified e-mail, the consents and the invite code of the link', async () => {
    const sent = serve();
    const onRegistered = wrap('K7M2Q9XA');
    expect((screen.getByLabelText('친구 초대 코드 (선택)') as HTMLInputElement).value).toBe('K7M2Q9XA');
    await fillAccount();
    await verifyEmail();
    await userEvent.click(screen.getByLabelText('이용약관 동의 (필수)'));
    await userEvent.click(screen.getByLabelText('개인정보 수집 및 이용 동의 (필수)'));
    await userEvent.click(screen.getByLabelText('만 14세 이상입니다 (필수)'));
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(sent.at(-1)?.body).toEqual({
      loginId: 'newbie',
      password: 'travel2024',
      nickname: '새친구',
      email: 'new@example.com',
      emailVerificationToken: TOKEN,
      inviteCode: 'K7M2Q9XA',
      consents: { terms: true, privacy: true, age14: true, marketing: false },
    });
  });

  it('puts a taken login id message on the 아이디 field', async () => {
    serve(() => json(409, { error: { code: 'LOGIN_ID_TAKEN', message: '이미 사용 중인 아이디입니다.' } }));
    wrap();
    await fillAccount('member');
    await verifyEmail();
    await agreeToAll();
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    const message = await screen.findByText('이미 사용 중인 아이디입니다.');
    expect(screen.getByLabelText('아이디').getAttribute('aria-describedby')).toContain(message.id);
  });

  it('shows the sign-up throttle message in the alert region', async () => {
    const message = '회원가입 시도가 너무 많습니다. 60분 후 다시 시도해 주세요.';
    serve(() => json(429, { error: { code: 'TOO_MANY_ATTEMPTS', message } }));
    wrap();
    await fillAccount();
    await verifyEmail();
    await agreeToAll();
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect((await screen.findByText(message)).getAttribute('role')).toBe('alert');
  });
});
