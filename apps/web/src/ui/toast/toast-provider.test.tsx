import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS } from '@minda/contracts/rules/limits';
import { ToastProvider, useToast } from './toast-provider.tsx';

function Trigger({ message }: { message: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message)}>
      알림 띄우기
    </button>
  );
}

const region = () => screen.getByRole('status');

describe('toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a message and hides it after 3 s on mobile', () => {
    render(
      <ToastProvider>
        <Trigger message="검색어를 입력해 주세요." />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '알림 띄우기' }));
    expect(region().textContent).toContain('검색어를 입력해 주세요.');
    act(() => vi.advanceTimersByTime(TOAST_MS.mobile - 1));
    expect(region().textContent).toContain('검색어를 입력해 주세요.');
    act(() => vi.advanceTimersByTime(1));
    expect(region().textContent).toBe('');
  });

  it('stays 5 s on PC', () => {
    render(
      <ToastProvider platform="pc">
        <Trigger message="삭제되었습니다." />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '알림 띄우기' }));
    act(() => vi.advanceTimersByTime(TOAST_MS.mobile));
    expect(region().textContent).toContain('삭제되었습니다.');
    act(() => vi.advanceTimersByTime(TOAST_MS.pc - TOAST_MS.mobile));
    expect(region().textContent).toBe('');
  });

  it('closes by hand, and a new toast restarts the timer', () => {
    render(
      <ToastProvider>
        <Trigger message="삭제되었습니다." />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '알림 띄우기' }));
    fireEvent.click(screen.getByRole('button', { name: '알림 닫기' }));
    expect(region().textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: '알림 띄우기' }));
    act(() => vi.advanceTimersByTime(TOAST_MS.mobile - 1000));
    fireEvent.click(screen.getByRole('button', { name: '알림 띄우기' }));
    act(() => vi.advanceTimersByTime(2000));
    expect(region().textContent).toContain('삭제되었습니다.');
  });

  it('refuses to work outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger message="x" />)).toThrow(/ToastProvider/);
  });
});
