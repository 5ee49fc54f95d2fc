import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Popup } from '../popup-queue.ts';
import { PopupQueueView, preloadPopupDialog } from './popup-queue-view.tsx';

const QUEUE: Popup[] = [
  { kind: 'app-download' },
  { kind: 'review-invite', summary: { staysCount: 2, tripCount: 1, staysPoint: 4500, tripsPoint: 1200 } },
];

const backdrop = () => document.querySelector('[data-testid="popup-backdrop"]');
const dialogTitle = () => screen.queryByRole('dialog')?.getAttribute('aria-labelledby');
const openTitle = () => {
  const id = dialogTitle();
  return id ? document.getElementById(id)?.textContent : undefined;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

// The dialog's code loads on demand; here it is there from the start, as after the idle preload.
beforeAll(() => preloadPopupDialog());

describe('PopupQueueView', () => {
  it('opens the first popup as a labelled modal dialog with focus inside', () => {
    render(<PopupQueueView queue={QUEUE} onDismiss={() => {}} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(openTitle()).toBe('민다 앱 다운로드');
    expect(dialog.textContent).toContain('1,000원 할인 쿠폰');
    expect(screen.getByRole('link', { name: 'App Store' }).getAttribute('href')).toBe('https://apps.apple.com/kr/app/minda/id0000000000');
    expect(screen.getByRole('link', { name: 'Google Play' }).getAttribute('href')).toBe('https://play.google.com/store/apps/details?id=example.minda');
    // The dialog takes the focus in the next frame (ui/dialog).
    act(() => vi.advanceTimersToNextFrame());
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(backdrop()).not.toBeNull();
  });

  it('opens the next popup only after 300 ms, keeping the backdrop in between, and drops it after the last', () => {
    render(<PopupQueueView queue={QUEUE} onDismiss={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(backdrop()).not.toBeNull();
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(openTitle()).toBe('여행 후기를 남겨 주세요');

    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(backdrop()).toBeNull();
  });

  it('closes only the current popup on a backdrop click', () => {
    render(<PopupQueueView queue={QUEUE} onDismiss={() => {}} />);
    fireEvent.click(backdrop()!);
    // A second click during the pause does not skip the next popup.
    fireEvent.click(backdrop()!);
    act(() => vi.advanceTimersByTime(300));
    expect(openTitle()).toBe('여행 후기를 남겨 주세요');
  });

  it('closes the current popup on Escape', () => {
    render(<PopupQueueView queue={QUEUE} onDismiss={() => {}} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(300));
    expect(openTitle()).toBe('여행 후기를 남겨 주세요');
  });

  it('dismisses with "7일간 보지 않기": reports the popup, then moves on', () => {
    const onDismiss = vi.fn();
    render(<PopupQueueView queue={QUEUE} onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: '7일간 보지 않기' }));
    expect(onDismiss).toHaveBeenCalledWith({ kind: 'app-download' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links the review invitation to the review landings and shows the points', () => {
    render(<PopupQueueView queue={QUEUE.slice(1)} onDismiss={() => {}} />);
    const stays = screen.getByRole('link', { name: /숙소 후기 2건/ });
    expect(stays.getAttribute('href')).toBe('/m/1.0/grp_mypage/my_reservation.html?tab=old');
    expect(stays.textContent).toContain('4,500P');
    const tours = screen.getByRole('link', { name: /투어·티켓 후기 1건/ });
    expect(tours.getAttribute('href')).toBe('/m/1.0/tg_mypage/list.html?page=1&scroll_pos=0&tab=past');
    expect(tours.textContent).toContain('1,200P');
  });

  it('offers "오늘 하루 보지 않기" on the notice', () => {
    render(<PopupQueueView queue={[{ kind: 'notice', notice: { no: 3, contents: '<p>안내</p>', endsAt: null } }]} onDismiss={() => {}} />);
    expect(openTitle()).toBe('공지사항');
    expect(screen.getByRole('button', { name: '오늘 하루 보지 않기' })).toBeTruthy();
  });

  it('does not open a notice that has ended while the one before it was open', () => {
    const endsAt = new Date(Date.now() + 60_000).toISOString();
    render(<PopupQueueView queue={[QUEUE[0]!, { kind: 'notice', notice: { no: 3, contents: '<p>연휴 안내</p>', endsAt } }]} onDismiss={() => {}} />);
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(backdrop()).toBeNull();
  });
});
