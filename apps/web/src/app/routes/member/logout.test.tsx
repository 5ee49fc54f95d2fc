import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchLocationReplace } from '../../../test/location-replace.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { Component as LogoutPage } from './logout.tsx';

vi.mock('../../../features/auth/logout.ts', () => ({ logout: vi.fn(async () => {}) }));

/** Opens /member/logout.php from `referrer` and answers where the page went once logged out. */
async function logOutFrom(referrer: string) {
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  const replaced = watchLocationReplace();
  renderApp(<LogoutPage />, { path: '/member/logout.php' });
  return replaced.next();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the logout page', () => {
  it('goes to the PC home after a logout pressed on a PC page', async () => {
    expect(await logOutFrom('https://minda.test/mypage/mypage_home.php')).toBe('/main/index.php');
  });

  it('goes to the mobile home after a logout pressed on a mobile page', async () => {
    expect(await logOutFrom('https://minda.test/m/1.0/mypage/index.html')).toBe('/m/1.0/grp_main/main.html');
  });
});
