import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { watchLocationReplace } from '../../../test/location-replace.ts';
import { aMember } from '../../../test/builders.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ProfileForm } from './profile-form.tsx';

const profile = {
  loginId: 'traveller',
  email: 'traveller@example.com',
  nickname: '여행자',
  profileImage: null,
  phone: null,
  marketing: { email: false, sms: false, emailAgreedAt: null, smsAgreedAt: null },
  createdAt: '2026-01-02T03:04:05.000Z',
};

/** Withdraws on the profile page at `path` and answers where the page went afterwards. */
async function withdrawOn(path: string) {
  stubFetch((request) => jsonResponse(200, request.method === 'POST' ? { data: { ok: true } } : { data: profile }));
  vi.stubGlobal('confirm', () => true);
  vi.stubGlobal('alert', () => {});
  const replaced = watchLocationReplace();
  renderApp(<ProfileForm />, { path, user: aMember() });
  const form = await screen.findByRole('form', { name: '회원 탈퇴' });
  fireEvent.input(form.querySelector('input[type="password"]')!, { target: { value: 'minda1234!' } });
  fireEvent.click(screen.getByRole('checkbox', { name: '위 내용을 확인했습니다.' }));
  fireEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
  return replaced.next();
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('withdrawal on the profile page', () => {
  it('lands on the PC home after a withdrawal on PC', async () => {
    expect(await withdrawOn('/mypage/my_modify.php')).toBe('/main/index.php');
  });

  it('lands on the mobile home after a withdrawal on mobile', async () => {
    expect(await withdrawOn('/m/1.0/mypage/my_modify.html')).toBe('/m/1.0/grp_main/main.html');
  });
});

describe('the profile forms on the contract', () => {
  it("shows the contract's nickname message on the field, marked and announced, without calling the server", async () => {
    const sent = stubFetch(() => jsonResponse(200, { data: profile }));
    renderApp(<ProfileForm />, { path: '/mypage/my_modify.php', user: aMember() });
    const form = await screen.findByRole('form', { name: '기본 정보' });
    const nickname = within(form).getByLabelText('닉네임');
    await userEvent.clear(nickname);
    await userEvent.type(nickname, '가');
    await userEvent.click(within(form).getByRole('button', { name: '닉네임 저장' }));
    const message = await within(form).findByRole('alert');
    expect(message.textContent).toBe('닉네임은 2자 이상이어야 합니다.');
    expect(nickname.getAttribute('aria-invalid')).toBe('true');
    expect(nickname.getAttribute('aria-describedby')).toBe(message.id);
    expect(sent.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });

  it('asks for the same new password twice, and says a wrong current password on its field', async () => {
    const sent = stubFetch((request) =>
      request.method === 'PUT' ? jsonResponse(400, { error: { code: 'PASSWORD_MISMATCH', message: '현재 비밀번호가 일치하지 않습니다.' } }) : jsonResponse(200, { data: profile }),
    );
    renderApp(<ProfileForm />, { path: '/mypage/my_modify.php', user: aMember() });
    const form = await screen.findByRole('form', { name: '비밀번호 변경' });
    await userEvent.type(within(form).getByLabelText('현재 비밀번호'), 'wrongpass1');
    await userEvent.type(within(form).getByLabelText('새 비밀번호 (영문·숫자 포함 8~64자)'), 'newpass456');
    await userEvent.type(within(form).getByLabelText('새 비밀번호 확인'), 'newpass457');
    await userEvent.click(within(form).getByRole('button', { name: '비밀번호 변경' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('새 비밀번호가 서로 다릅니다. 다시 입력해 주세요.');
    expect(within(form).getByLabelText('새 비밀번호 확인').getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('새 비밀번호 확인'), '{Backspace}6');
    await userEvent.click(within(form).getByRole('button', { name: '비밀번호 변경' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('현재 비밀번호가 일치하지 않습니다.');
    expect(sent.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ currentPassword: 'wrongpass1', newPassword: 'newpass456' }]);
    const current = within(form).getByLabelText<HTMLInputElement>('현재 비밀번호');
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(current.value).toBe('wrongpass1');
  });
});
