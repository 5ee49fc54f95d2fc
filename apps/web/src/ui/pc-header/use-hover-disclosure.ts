import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react';

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

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusWasInside = rootRef.current?.contains(document.activeElement) ?? false;
      close();
      if (focusWasInside) buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node | null)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

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
