import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogClose, DialogTitle } from './dialog.tsx';

function Example({ onOpenChange = vi.fn(), ...props }: Partial<Parameters<typeof Dialog>[0]>) {
  return (
    <form aria-label="바깥 폼">
      <Dialog onOpenChange={onOpenChange} {...props}>
        <DialogTitle>날짜 선택</DialogTitle>
        <button type="button">첫 버튼</button>
        <DialogClose aria-label="닫기">x</DialogClose>
      </Dialog>
    </form>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, with the focus on its first button', () => {
    render(<Example />);
    const dialog = screen.getByRole('dialog', { name: '날짜 선택' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '첫 버튼' }));
  });

  it('can take the focus itself, so a screen reader starts at the title', async () => {
    render(<Example initialFocus="dialog" />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('dialog')));
  });

  it('asks to close on Escape and from its close button', () => {
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(onOpenChange.mock.calls).toEqual([[false], [false]]);
  });

  it('renders at the end of the body, or in place inside its form when asked', () => {
    const { unmount } = render(<Example />);
    expect(screen.getByRole('dialog').closest('form')).toBeNull();
    unmount();
    render(<Example inPlace />);
    expect(screen.getByRole('dialog').closest('form')?.getAttribute('aria-label')).toBe('바깥 폼');
  });
});
