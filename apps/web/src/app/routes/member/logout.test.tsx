import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { Component as LogoutPage } from './logout.tsx';

vi.mock('../../../features/auth/logout.ts', () => ({ logout: vi.fn(async () => {}) }));

const replace = vi.fn();

/** Opens /member/logout.php from `referrer` and answers where the page went once logged out. */
async function logOutFrom(referrer: string) {
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: 'https://minda.test', replace } as Location);
  renderApp(<LogoutPage />, { path: '/member/logout.php' });
  await vi.waitFor(() => expect(replace).toHaveBeenCalled());
  return replace.mock.calls[0]?.[0] as string;
}

afterEach(() => {
  vi.restoreAllMocks();
  replace.mockReset();
});

describe('the logout page', () => {
  it('goes to the PC home after a logout pressed on a PC page', async () => {
    expect(await logOutFrom('https://minda.test/mypage/mypage_home.php')).toBe('/main/index.php');
  });

  it('goes to the mobile home after a logout pressed on a mobile page', async () => {
    expect(await logOutFrom('https://minda.test/m/1.0/mypage/index.html')).toBe('/m/1.0/grp_main/main.html');
  });
});
