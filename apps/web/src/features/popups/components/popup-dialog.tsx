import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './popups.module.css';

type Props = {
  title: string;
  children: ReactNode;
  /** "다시 보지 않기" style button: writes the popup's cookie, then closes. */
  dismissLabel: string;
  onDismiss: () => void;
  onClose: () => void;
};

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** One popup of the queue: a modal dialog that takes focus, keeps Tab inside and closes on Escape. */
export function PopupDialog({ title, children, dismissLabel, onDismiss, onClose }: Props) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    ref.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !ref.current) return;
      const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === ref.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !ref.current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className={styles.layer}>
      <div ref={ref} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.body}>{children}</div>
        <div className={styles.actions}>
          <button type="button" className={styles.dismiss} onClick={onDismiss}>
            {dismissLabel}
          </button>
          <button type="button" className={styles.confirm} onClick={onClose}>
            닫기
          </button>
        </div>
      </div>
    </div>
  );
}
