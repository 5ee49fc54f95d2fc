import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TooltipProvider } from './tooltip.tsx';

describe('Tooltip', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  function renderTip() {
    render(
      <TooltipProvider>
        <Tooltip label="검색">
          <button type="button" aria-label="검색">
            ?
          </button>
        </Tooltip>
      </TooltipProvider>,
    );
    return screen.getByRole('button', { name: '검색' });
  }

  it('opens after the 700 ms delay, and closes on Escape', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const button = renderTip();
    await user.hover(button);
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByRole('tooltip').textContent).toBe('검색');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('closes when the page scrolls', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const button = renderTip();
    await user.hover(button);
    act(() => vi.advanceTimersByTime(750));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    act(() => {
      document.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
