import { useId, type ReactNode } from 'react';
import styles from './mypage.module.css';

export type FieldAria = { 'aria-invalid'?: true; 'aria-describedby'?: string };

/**
 * A field as the my-page forms lay it out, the label wrapping its input, with the field's error after it (not
 * inside the label, which names the input) tied to the input for screen readers.
 */
export function FormField({ label, error, children }: { label: ReactNode; error: string | undefined; children: (aria: FieldAria) => ReactNode }) {
  const id = useId();
  return (
    <>
      <label className={styles.field}>
        {label}
        {children(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
      </label>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
