import type { ReactNode } from 'react';
import styles from './list-kit.module.css';

/**
 * One field of a back office form: its label around the input, a hint, and the message of a refusal beside it (not
 * in the label, so the field keeps its name; the input names the message with `fieldAria`).
 */
export function FormField({ id, label, error, hint, wide, children }: { id: string; label: string; error?: string | undefined; hint?: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label>
        <span>{label}</span>
        {children}
      </label>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The input's side of a refusal: marked invalid, described by its message. */
export const fieldAria = (id: string, error: string | undefined) => (error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {});

/** A checkbox field, its label after the box. */
export function CheckField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.check}>
        {children}
        <span>{label}</span>
      </label>
    </div>
  );
}

/** A back office form's end: the refusal no field took (the form's alert region), then its buttons. */
export function FormEnd({ alert, submit, disabled, onCancel }: { alert: string; submit: string; disabled: boolean; onCancel?: (() => void) | undefined }) {
  return (
    <>
      {alert ? (
        <p role="alert" className={`${styles.fieldError} ${styles.wide}`}>
          {alert}
        </p>
      ) : null}
      <div className={`${styles.buttons} ${styles.wide}`}>
        <button type="submit" className={styles.primary} disabled={disabled}>
          {submit}
        </button>
        {onCancel ? (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            취소
          </button>
        ) : null}
      </div>
    </>
  );
}
