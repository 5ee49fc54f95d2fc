import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '../tooltip/tooltip.tsx';
import { GoToTop } from './go-to-top.tsx';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('GoToTop', () => {
  afterEach(() => scrollTo(0));

  it('appears at 1081 px of scroll, not before, and scrolls back to the top', async () => {
    const user = userEvent.setup();
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <TooltipProvider>
        <GoToTop />
      </TooltipProvider>,
    );
    expect(screen.queryByRole('button', { name: '맨 위로' })).toBeNull();
    scrollTo(1080);
    expect(screen.queryByRole('button', { name: '맨 위로' })).toBeNull();
    scrollTo(1081);
    await user.click(screen.getByRole('button', { name: '맨 위로' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scroll.mockRestore();
  });
});
