import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_COOKIE, LOGGED_IN_COOKIE } from '@minda/contracts/rules/auth-cookies';
import { isLoggedIn, LOGIN_REQUIRED_MESSAGE, requireLogin } from './require-login.ts';

const location = { pathname: '/m/1.0/grp_main/accom.html', search: '?x=1', assign: vi.fn(), reload: vi.fn() };

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('alert', vi.fn());
  vi.stubGlobal('location', location);
  location.assign.mockReset();
  location.reload.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.cookie = `${ACCESS_TOKEN_COOKIE}=; Max-Age=0; Path=/`;
  document.cookie = `${LOGGED_IN_COOKIE}=; Max-Age=0; Path=/`;
});

describe('requireLogin', () => {
  it('alerts in Korean, then goes to the mobile login page with the current address (default, mobile)', () => {
    requireLogin();
    expect(window.alert).toHaveBeenCalledWith(LOGIN_REQUIRED_MESSAGE);
    expect(LOGIN_REQUIRED_MESSAGE).toBe('로그인 후 이용 가능합니다.');
    expect(location.assign).toHaveBeenCalledWith('/m/1.0/member/login.html?encoded_login_return_page=true&login_return_page=%252Fm%252F1.0%252Fgrp_main%252Faccom.html%253Fx%253D1');
  });

  it('opens the 800x800 popup and reloads when it closes with a token', () => {
    const popup = { closed: false };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    requireLogin({ mode: 'popup' });
    expect(open).toHaveBeenCalledWith('/member/popup.login.php', expect.any(String), 'width=800,height=800');
    document.cookie = `${ACCESS_TOKEN_COOKIE}=abc; Path=/`;
    popup.closed = true;
    vi.advanceTimersByTime(500);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('goes to the given return address after a popup login', () => {
    const popup = { closed: false };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    requireLogin({ mode: 'popup', returnPath: '/tg/view.php?itemno=7' });
    document.cookie = `${ACCESS_TOKEN_COOKIE}=abc; Path=/`;
    popup.closed = true;
    vi.advanceTimersByTime(500);
    expect(location.assign).toHaveBeenCalledWith('/tg/view.php?itemno=7');
  });

  it('falls back to the login page when the popup is blocked', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    requireLogin({ mode: 'popup' });
    expect(location.assign).toHaveBeenCalledWith('/member/login.php?encoded_login_return_page=true&login_return_page=%252Fm%252F1.0%252Fgrp_main%252Faccom.html%253Fx%253D1');
  });
});

describe('isLoggedIn', () => {
  it('follows the logged-in marker cookie', () => {
    expect(isLoggedIn()).toBe(false);
    document.cookie = `${LOGGED_IN_COOKIE}=1; Path=/`;
    expect(isLoggedIn()).toBe(true);
  });
});
