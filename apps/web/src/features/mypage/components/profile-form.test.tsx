import { fireEvent, screen } from '@testing-library/react';
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
