import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@minda/contracts/rules/pc-header';
import { Tooltip, TooltipProvider } from './tooltip.tsx';

/** Radix marks its trigger with data-state: the sign that the lazy side has arrived. */
const radixReady = (name: string) => waitFor(() => expect(screen.getByRole('button', { name }).hasAttribute('data-state')).toBe(true));

describe('Tooltip', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  function renderTips(Provider = TooltipProvider, Tip = Tooltip) {
    render(
      <Provider>
        {['검색', '맨 위로'].map((label) => (
          <Tip key={label} label={label}>
            <button type="button" aria-label={label}>
              ?
            </button>
          </Tip>
        ))}
      </Provider>,
    );
    return (name: string) => screen.getByRole('button', { name });
  }

  /** The first hover loads Radix; the tests below then hover the trigger it mounts. */
  async function renderLoaded() {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const button = renderTips();
    await user.hover(button('검색'));
    await radixReady('검색');
    await user.unhover(button('검색'));
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 50));
    return { user, button };
  }

  it('renders the plain trigger until Radix arrives on focus, and keeps the focus on the trigger', async () => {
    vi.resetModules(); // a module registry where the Radix side has not loaded yet
    const fresh = await import('./tooltip.tsx');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const button = renderTips(fresh.TooltipProvider, fresh.Tooltip);
    expect(button('검색').hasAttribute('data-state')).toBe(false);
    await user.tab();
    expect(document.activeElement).toBe(button('검색'));
    await radixReady('검색');
    expect(document.activeElement).toBe(button('검색'));
    // Radix shows a focused trigger's tip at once, as it would have without the lazy load.
    expect((await screen.findByRole('tooltip')).textContent).toBe('검색');
  });

  it('opens after the 700 ms delay, and closes on Escape', async () => {
    const { user, button } = await renderLoaded();
    await user.hover(button('검색'));
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 100));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByRole('tooltip').textContent).toBe('검색');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('closes when the page scrolls', async () => {
    const { user, button } = await renderLoaded();
    await user.hover(button('검색'));
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS + 50));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    act(() => {
      document.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens the next tip at once within 300 ms of one closing, and waits again after that', async () => {
    const { user, button } = await renderLoaded();
    await user.hover(button('검색'));
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS + 50));
    await user.unhover(button('검색'));
    await user.hover(button('맨 위로'));
    act(() => vi.advanceTimersByTime(10));
    expect(screen.getByRole('tooltip').textContent).toBe('맨 위로');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 50));
    await user.hover(button('검색'));
    act(() => vi.advanceTimersByTime(10));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(screen.getByRole('tooltip').textContent).toBe('검색');
  });
});
