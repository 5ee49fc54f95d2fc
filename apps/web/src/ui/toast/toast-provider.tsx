import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { BOTTOM_NAV_HEIGHT_PX, TOAST_MS } from '@minda/contracts/rules/limits';
import { CloseIcon } from '../icons/icons.tsx';
import styles from './toast.module.css';

type Toast = { id: number; message: string; durationMs: number | undefined };
type ToastApi = {
  /** Shows a short message; a newer toast replaces the one on screen. A screen with its own rule (chat: 3 s) passes its duration. */
  show: (message: string, durationMs?: number) => void;
  hide: () => void;
};

const ToastContext = createContext<ToastApi | undefined>(undefined);

type Props = {
  children: ReactNode;
  /** Mobile toasts hide after 3 s, PC toasts after 5 s (spec 1 §4.2). */
  platform?: keyof typeof TOAST_MS;
  durationMs?: number;
};

export function ToastProvider({ children, platform = 'mobile', durationMs = TOAST_MS[platform] }: Props) {
  const [toast, setToast] = useState<Toast | undefined>(undefined);
  const nextId = useRef(1);

  const show = useCallback((message: string, ownDurationMs?: number) => {
    setToast({ id: nextId.current++, message, durationMs: ownDurationMs });
  }, []);
  const hide = useCallback(() => setToast(undefined), []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast((current) => (current?.id === toast.id ? undefined : current)), toast.durationMs ?? durationMs);
    return () => clearTimeout(timer);
  }, [toast, durationMs]);

  const api = useMemo(() => ({ show, hide }), [show, hide]);

  return (
    <ToastContext value={api}>
      {children}
      {/* The live region stays in the page so screen readers hear every message placed in it. */}
      <div
        className={styles.region}
        role="status"
        aria-live="polite"
        // Mobile toasts sit above the bottom tab bar.
        style={{ '--toast-bottom-offset': platform === 'mobile' ? `${BOTTOM_NAV_HEIGHT_PX}px` : '0px' } as CSSProperties}
      >
        {toast && (
          <div key={toast.id} className={styles.toast}>
            <p className={styles.message}>{toast.message}</p>
            <button type="button" className={styles.close} onClick={hide} aria-label="알림 닫기">
              <CloseIcon size={18} />
            </button>
          </div>
        )}
      </div>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
