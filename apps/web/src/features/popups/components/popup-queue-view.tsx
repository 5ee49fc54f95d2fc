import { createPortal } from 'react-dom';
import { Suspense } from 'react';
import { lazyComponent, lazyModule } from '../../../ui/hooks/use-lazy-module.ts';
import type { Popup } from '../popup-queue.ts';
import { usePopupQueue } from '../use-popup-queue.ts';
import { AppDownloadContent, NoticeContent, ReviewInviteContent } from './popup-contents.tsx';
import styles from './popups.module.css';

/*
 * The dialog (Radix) stays out of the mobile home's first load: it comes once there is a popup to show, by
 * which time the home's own requests have answered (decision 012).
 */
const popupDialog = lazyModule(() => import('./popup-dialog.tsx'));
const PopupDialog = lazyComponent(popupDialog, (m) => m.PopupDialog);

/** Loads the dialog now (tests, before rendering the queue). */
export function preloadPopupDialog(): Promise<unknown> {
  return popupDialog.load();
}

type Props = {
  queue: readonly Popup[];
  /** Writes the popup's dismissal cookie. */
  onDismiss: (popup: Popup) => void;
};

const TEXT: Record<Popup['kind'], { title: string; dismiss: string }> = {
  'app-download': { title: '민다 앱 다운로드', dismiss: '7일간 보지 않기' },
  'review-invite': { title: '여행 후기를 남겨 주세요', dismiss: '7일간 보지 않기' },
  notice: { title: '공지사항', dismiss: '오늘 하루 보지 않기' },
};

/** The queue on screen: a dimmed backdrop from the first popup until the last closes, one dialog at a time. */
export function PopupQueueView({ queue, onDismiss }: Props) {
  const { current, backdrop, close } = usePopupQueue(queue);

  if (!backdrop) return null;
  const text = current ? TEXT[current.kind] : undefined;
  return createPortal(
    <>
      <div className={styles.backdrop} data-testid="popup-backdrop" aria-hidden="true" onClick={close} />
      {current && text && (
        <Suspense fallback={null}>
          <PopupDialog
            key={current.kind}
            title={text.title}
            dismissLabel={text.dismiss}
            onClose={close}
            onDismiss={() => {
              onDismiss(current);
              close();
            }}
          >
            {current.kind === 'app-download' && <AppDownloadContent />}
            {current.kind === 'review-invite' && <ReviewInviteContent summary={current.summary} />}
            {current.kind === 'notice' && <NoticeContent notice={current.notice} />}
          </PopupDialog>
        </Suspense>
      )}
    </>,
    document.body,
  );
}
