import type { ReactNode } from 'react';
import { Dialog, DialogTitle } from '../../../ui/dialog/dialog.tsx';
import styles from './popups.module.css';

type Props = {
  title: string;
  children: ReactNode;
  /** "다시 보지 않기" style button: writes the popup's cookie, then closes. */
  dismissLabel: string;
  onDismiss: () => void;
  onClose: () => void;
};

/**
 * One popup of the queue, in the app's one dialog. It takes the focus itself, so a screen reader starts at
 * its title; the queue draws the backdrop, which stays between two popups.
 */
export function PopupDialog({ title, children, dismissLabel, onDismiss, onClose }: Props) {
  return (
    <Dialog onOpenChange={(open) => !open && onClose()} layerClassName={styles.layer} className={styles.dialog} initialFocus="dialog">
      <DialogTitle className={styles.title}>{title}</DialogTitle>
      <div className={styles.body}>{children}</div>
      <div className={styles.actions}>
        <button type="button" className={styles.dismiss} onClick={onDismiss}>
          {dismissLabel}
        </button>
        <button type="button" className={styles.confirm} onClick={onClose}>
          닫기
        </button>
      </div>
    </Dialog>
  );
}
