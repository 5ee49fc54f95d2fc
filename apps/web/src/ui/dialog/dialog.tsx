import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/*
 * Radix Dialog with its scroll lock is about 14 KB gzipped that no first screen needs: import this module
 * only from code that is itself loaded on demand (decision 012), as the search modal, the home popups and
 * the search widget's mobile panes do.
 */

type Props = {
  /** Defaults to open: most dialogs are rendered only while they show. */
  open?: boolean;
  /** Radix asks to close on Escape, on a press outside the content and from a `DialogClose`. */
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  className?: string | undefined;
  /** A dimmed overlay drawn under the content; leave it out when the page draws its own (the popup queue). */
  overlayClassName?: string | undefined;
  /** A box around the content, for a layout that centres it. */
  layerClassName?: string | undefined;
  /**
   * Where the focus goes on open: the first focusable element (Radix's default), the dialog itself (a screen
   * reader starts at its title; a field that took the focus on mount keeps it), or a chosen element.
   */
  initialFocus?: 'first' | 'dialog' | (() => HTMLElement | null | undefined);
  /**
   * Rendered in place instead of at the end of the body: a pane that must stay inside its form, so that its
   * submit button and Enter in its field submit the form.
   */
  inPlace?: boolean;
};

/**
 * The one modal dialog of the app: focus kept inside, Escape and a press outside close it, the page behind
 * does not scroll and is hidden from screen readers, and the focus returns where it was on close. Name it
 * with a `DialogTitle` inside.
 */
export function Dialog({ open = true, onOpenChange, children, className, overlayClassName, layerClassName, initialFocus = 'first', inPlace = false }: Props) {
  const content = (
    <RadixDialog.Content
      className={className}
      // Radix hides the page behind from screen readers; aria-modal says so to those that read it.
      aria-modal="true"
      // No description: the title names the dialog and its body is read in order.
      aria-describedby={undefined}
      onOpenAutoFocus={(event) => {
        if (initialFocus === 'first') return;
        event.preventDefault();
        const dialog = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
        // In the next frame: Radix has just set inherited styles on <body> (no pointer events, the scroll lock's
        // variables), so focusing now would restyle the whole page inside this task; the frame restyles it anyway
        // (the mobile home's popup: a 160-240 ms task on Lighthouse's slow phone).
        requestAnimationFrame(() => {
          if (!dialog?.isConnected) return;
          if (initialFocus === 'dialog') {
            if (!dialog.contains(document.activeElement)) dialog.focus();
          } else {
            (initialFocus() ?? dialog).focus();
          }
        });
      }}
    >
      {children}
    </RadixDialog.Content>
  );
  const body = (
    <>
      {overlayClassName !== undefined ? <RadixDialog.Overlay className={overlayClassName} /> : null}
      {layerClassName !== undefined ? <div className={layerClassName}>{content}</div> : content}
    </>
  );
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {inPlace ? body : <RadixDialog.Portal>{body}</RadixDialog.Portal>}
    </RadixDialog.Root>
  );
}

/** The dialog's name: render it once inside, as any heading element via `asChild`. */
export const DialogTitle = RadixDialog.Title;
/** A button that closes the dialog. */
export const DialogClose = RadixDialog.Close;
