import type { ReactNode } from 'react';
import { Dialog, DialogClose, DialogTitle } from '../../../ui/dialog/dialog.tsx';
import { CloseIcon } from '../../../ui/icons/icons.tsx';
import styles from './search-bar.module.css';

/**
 * A mobile pane of the search widget covers the screen, with its title and a close button (spec 1 §4.2
 * "Mobile search modal"), in the app's one dialog. It stays inside the widget's form, so its search button
 * and Enter in the keyword submit the form. The focus moves into it unless a field inside (the keyword) took it.
 */
export function MobilePane({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog onOpenChange={(open) => !open && onClose()} className={styles.mobilePane} initialFocus="dialog" inPlace>
      <div className={styles.mobilePaneHead}>
        <DialogTitle className={styles.mobilePaneTitle}>{title}</DialogTitle>
        <DialogClose className={styles.paneClose} aria-label={`${title} 닫기`}>
          <CloseIcon size={22} />
        </DialogClose>
      </div>
      <div className={styles.mobilePaneBody}>{children}</div>
    </Dialog>
  );
}
