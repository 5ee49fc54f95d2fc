import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_POPUP } from '@minda/contracts/rules/limits';
import { watchLoginPopup } from './popup-login.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('watchLoginPopup', () => {
  it('polls every 500 ms and reports a login once the popup closed with a token', () => {
    const popup = { closed: false };
    let hasToken = false;
    const onLoggedIn = vi.fn();
    const onCancelled = vi.fn();
    const hasAccessToken = vi.fn(() => hasToken);
    watchLoginPopup(popup, { hasAccessToken, onLoggedIn, onCancelled });

    expect(LOGIN_POPUP.pollMs).toBe(500);
    vi.advanceTimersByTime(499);
    expect(hasAccessToken).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5_000);
    expect(onLoggedIn).not.toHaveBeenCalled();

    hasToken = true; // the popup's login set the cookie...
    vi.advanceTimersByTime(1_000);
    expect(onLoggedIn).not.toHaveBeenCalled(); // ...but nothing happens until it closes
    popup.closed = true;
    vi.advanceTimersByTime(500);
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
    expect(onCancelled).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports a cancel when the popup closed without a token', () => {
    const popup = { closed: false };
    const onLoggedIn = vi.fn();
    const onCancelled = vi.fn();
    watchLoginPopup(popup, { hasAccessToken: () => false, onLoggedIn, onCancelled });
    popup.closed = true;
    vi.advanceTimersByTime(500);
    expect(onCancelled).toHaveBeenCalledTimes(1);
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops when asked', () => {
    const popup = { closed: false };
    const onLoggedIn = vi.fn();
    const stop = watchLoginPopup(popup, { hasAccessToken: () => true, onLoggedIn });
    stop();
    popup.closed = true;
    vi.advanceTimersByTime(2_000);
    expect(onLoggedIn).not.toHaveBeenCalled();
  });
});
