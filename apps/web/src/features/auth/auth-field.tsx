import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import styles from './auth-form.module.css';

export type InputProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** A labelled input with its hint and its error, tied together for screen readers. */
export function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error: FieldError | string | undefined; children: (props: InputProps) => ReactNode }) {
  const message = typeof error === 'string' ? error : error?.message;
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, ...(message ? { 'aria-invalid': true as const } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
