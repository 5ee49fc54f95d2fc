import { useCallback, useId, useRef, useState, type FocusEvent } from 'react';
import { useDismiss } from '../hooks/use-dismiss.ts';

/**
 * A menu that opens on hover for mouse users and on click (Enter/Space) for keyboard users, and closes on
 * pointer leave, Escape (anywhere on the page, since a hover-opened menu never had focus), a press outside,
 * or focus leaving it. A click right after the hover that opened it keeps it open instead of toggling it shut.
 */
export function useHoverDisclosure() {
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => {
    openedByHover.current = false;
    setOpen(false);
  }, []);

  useDismiss(rootRef, open, (reason) => {
    const focusWasInside = rootRef.current?.contains(document.activeElement) ?? false;
    close();
    if (reason === 'escape' && focusWasInside) buttonRef.current?.focus();
  });

  const rootProps = {
    ref: rootRef,
    onMouseEnter: () => {
      if (!open) openedByHover.current = true;
      setOpen(true);
    },
    onMouseLeave: close,
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
    },
  };

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => {
      if (open && openedByHover.current) {
        openedByHover.current = false;
        return;
      }
      openedByHover.current = false;
      setOpen(!open);
    },
  };

  return { open, close, rootProps, buttonProps, panelProps: { id: panelId, hidden: !open } };
}
