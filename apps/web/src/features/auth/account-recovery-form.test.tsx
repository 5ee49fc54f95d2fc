import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch, type SentRequest } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';
import { AccountRecoveryForm } from './account-recovery-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const SENT = '입력하신 이메일로 가입된 계정이 있다면 인증번호 6자리를 보냈습니다. 10분 안에 입력해 주세요.';
const TOKEN = 't'.repeat(43);

/** The recovery API as the server answers it: the code 123456 is right, any other wrong. */
function recoveryServer(redeemAnswer: unknown) {
  return stubFetch((request: SentRequest) => {
    if (request.url.endsWith('/auth/authCodeSend')) return jsonResponse(200, { data: { message: SENT, expiresInSeconds: 600 } });
    if (request.url.endsWith('/auth/authToken')) {
      return (request.body as { code: string }).code === '123456'
        ? jsonResponse(200, { data: { recoveryToken: TOKEN, expiresInSeconds: 900 } })
        : jsonResponse(400, { error: { code: 'AUTH_CODE_INVALID', message: '인증번호가 올바르지 않거나 만료되었습니다. 인증번호를 다시 받아 주세요.' } });
    }
    if (request.url.endsWith('/auth/findIdPw')) return jsonResponse(200, { data: redeemAnswer });
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: '없음' } });
  });
}

describe('AccountRecoveryForm', () => {
  it('finds the ids of an address: address, then the mailed code, then the ids with their join dates', async () => {
    const sent = recoveryServer({ kind: 'loginIds', loginIds: [{ loginId: 'traveler01', joinedAt: '2024-03-04T15:30:00.000Z' }] });
    renderApp(<AccountRecoveryForm tab="id" />, { path: '/member/find_id_pw.php' });

    expect(screen.queryByLabelText('아이디')).toBeNull();
    await userEvent.type(screen.getByLabelText('가입할 때 입력한 이메일'), 'Trip@Example.com');
    await userEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/v2/auth/authCodeSend', body: { email: 'trip@example.com' } });

    await userEvent.type(screen.getByLabelText('인증번호 6자리'), '654321');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect((await screen.findByText('인증번호가 올바르지 않거나 만료되었습니다. 인증번호를 다시 받아 주세요.')).getAttribute('role')).toBe('alert');
    // Said on the code's field, which keeps what was typed.
    expect(screen.getByLabelText('인증번호 6자리').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('인증번호 6자리').value).toBe('654321');

    await userEvent.clear(screen.getByLabelText('인증번호 6자리'));
    await userEvent.type(screen.getByLabelText('인증번호 6자리'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    const found = await screen.findByRole('list', { name: '찾은 아이디' });
    // Joined 2024-03-05 00:30 in Korea: the Korean date, not the UTC one.
    expect(found.textContent).toBe('traveler01 2024년 3월 5일 가입');
    expect(sent.at(-1)).toMatchObject({ url: '/api/v2/auth/findIdPw', body: { recoveryToken: TOKEN } });
    expect(screen.getByRole('link', { name: '비밀번호 찾기' }).getAttribute('href')).toBe('/member/find_id_pw.php?tab=password');
  });

  it('sets a new password: id and address, code, then two matching passwords', async () => {
    const sent = recoveryServer({ kind: 'passwordChanged', loginId: 'traveler01' });
    renderApp(<AccountRecoveryForm tab="password" />, { path: '/member/find_id_pw.php?tab=password' });

    await userEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText('아이디를 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('이메일 형식이 올바르지 않습니다.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('아이디'), 'traveler01');
    await userEvent.type(screen.getByLabelText('가입할 때 입력한 이메일'), 'trip@example.com');
    await userEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await userEvent.type(await screen.findByLabelText('인증번호 6자리'), '12345');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('인증번호 6자리 숫자를 입력해 주세요.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('인증번호 6자리'), '6');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));

    await userEvent.type(await screen.findByLabelText('새 비밀번호 (영문, 숫자 포함 8~64자)'), 'newpass456');
    await userEvent.type(screen.getByLabelText('새 비밀번호 확인'), 'newpass457');
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    expect(await screen.findByText('새 비밀번호가 서로 다릅니다. 다시 입력해 주세요.')).toBeTruthy();
    expect(screen.getByLabelText('새 비밀번호 확인').getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((r) => r.url.endsWith('/auth/findIdPw'))).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('새 비밀번호 확인'));
    await userEvent.type(screen.getByLabelText('새 비밀번호 확인'), 'newpass456');
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    expect(await screen.findByText('비밀번호를 바꿨습니다. 새 비밀번호로 로그인해 주세요.')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ url: '/api/v2/auth/findIdPw', body: { recoveryToken: TOKEN, newPassword: 'newpass456' } });
    expect(screen.getByRole('link', { name: 'traveler01 (으)로 로그인' }).getAttribute('href')).toBe('/member/login.php');
  });
});
