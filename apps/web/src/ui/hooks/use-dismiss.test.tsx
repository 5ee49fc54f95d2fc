import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDismiss, type DismissReason } from './use-dismiss.ts';

function Popover({ active, onDismiss }: { active: boolean; onDismiss: (reason: DismissReason) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, active, onDismiss);
  return (
    <>
      <div ref={ref}>
        <button type="button">inside</button>
      </div>
      <button type="button">outside</button>
    </>
  );
}

describe('useDismiss', () => {
  it('dismisses on Escape and on a press outside, not on a press inside', () => {
    const onDismiss = vi.fn();
    render(<Popover active onDismiss={onDismiss} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'inside' }));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'outside' }));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(onDismiss.mock.calls).toEqual([['outside'], ['escape']]);
  });

  it('listens only while active', () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Popover active={false} onDismiss={onDismiss} />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onDismiss).not.toHaveBeenCalled();
    rerender(<Popover active onDismiss={onDismiss} />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    rerender(<Popover active={false} onDismiss={onDismiss} />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
